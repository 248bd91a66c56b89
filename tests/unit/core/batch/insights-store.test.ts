import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiError as ApiErrorType } from '../../../../src/core/http/api-error';
import { json, stubFetch } from '../helpers';

// Issue #34: the insights per batch and range (one call, cached), the range filter's messages (the contract's rule
// before any call, the server's 422 after), the failure wording, and an export as a file named by the server.

/** A fresh store module, with the ApiError class it checks against (modules are reset per test). */
let ApiError: typeof ApiErrorType;
async function load() {
  vi.resetModules();
  ({ ApiError } = await import('../../../../src/core/http/api-error'));
  return import('../../../../src/core/batch/insights/insights-store');
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('auth_token', 'tok');
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const refusal = (data: Record<string, string[]>) =>
  new ApiError('http', 'The given data was invalid.', { status: 422, fieldErrors: data });

describe('range filter', () => {
  it('maps each problem of the contract rule to its field and words', async () => {
    const { rangeIssues } = await load();
    expect(rangeIssues({ from: '', to: '' })).toEqual({});
    expect(rangeIssues({ from: '2026-02-30', to: '' })).toEqual({ from: { key: 'insights.range.invalid' } });
    expect(rangeIssues({ from: '2026-01-01', to: 'invalid' })).toEqual({ to: { key: 'insights.range.invalid' } });
    expect(rangeIssues({ from: '2026-01-02', to: '2026-01-01' })).toEqual({ to: { key: 'insights.range.reversed' } });
    expect(rangeIssues({ from: '2026-01-01', to: '2026-01-01' })).toEqual({});
    // 731 days inclusive is the longest accepted (INSIGHTS_RANGE_MAX_DAYS), 732 is refused.
    expect(rangeIssues({ from: '2024-01-01', to: '2025-12-31' })).toEqual({});
    expect(rangeIssues({ from: '2024-01-01', to: '2026-01-01' })).toEqual({ to: { key: 'insights.range.tooLong' } });
  });

  it("takes the server's 422 words for from and to, nothing for other failures", async () => {
    const { serverRangeIssues } = await load();
    expect(serverRangeIssues(refusal({ to: ['Too long.'], other: ['x'] }))).toEqual({ to: { text: 'Too long.' } });
    expect(serverRangeIssues(refusal({ from: ['Bad.'] }))).toEqual({ from: { text: 'Bad.' } });
    expect(serverRangeIssues(refusal({ name: ['x'] }))).toBeUndefined();
    expect(serverRangeIssues(new ApiError('http', 'x', { status: 500 }))).toBeUndefined();
    expect(serverRangeIssues(new Error('x'))).toBeUndefined();
  });

  it('words a failure: unreadable, or worth a retry', async () => {
    const { insightsFailure } = await load();
    expect(insightsFailure(new ApiError('invalid-response', 'x'))).toEqual({ key: 'insights.invalid' });
    expect(insightsFailure(new ApiError('network', 'x'))).toEqual({ key: 'insights.failed' });
  });
});

describe('insights store', () => {
  it('asks once per batch and range, with only the sides given', async () => {
    const api = stubFetch({ 'GET batches/insights/2401': () => json({ data: { nope: true } }) });
    const { insightsStore } = await load();
    const store = insightsStore('2401', { from: '2026-01-01', to: '' });
    expect(insightsStore('2401', { from: '2026-01-01', to: '' })).toBe(store);
    await store.load();
    expect(new URL(api.requests[0]!.url).search).toBe('?from=2026-01-01');
    expect(api.requests[0]!.headers.get('Authorization')).toBe('Bearer tok');
    expect(store.get().status).toBe('error');
    expect((store.get().error as ApiErrorType).kind).toBe('invalid-response');
  });
});

describe('exports', () => {
  it('names a file the server left unnamed', async () => {
    const { exportFileName } = await load();
    expect(exportFileName('2401', 'at_risk', 'xlsx', { from: '2026-01-01', to: '2026-03-31' })).toBe(
      'batch-2401-at-risk-2026-01-01-2026-03-31.xlsx',
    );
    expect(exportFileName('24/01', 'scores', 'csv', { from: '', to: '' })).toBe('batch-24_01-scores.csv');
  });

  it('asks for the table, format and range with the token in a header, and keeps the server file name', async () => {
    const api = stubFetch({
      'GET batches/export/2401': () =>
        new Response('\uFEFFa,b\n', {
          headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="f.csv"' },
        }),
    });
    const { exportTable } = await load();
    const outcome = await exportTable('2401', 'attendance', 'csv', { from: '2026-01-01', to: '2026-01-31' });
    expect(outcome.ok && outcome.fileName).toBe('f.csv');
    const request = api.requests[0]!;
    expect(new URL(request.url).search).toBe('?table=attendance&format=csv&from=2026-01-01&to=2026-01-31');
    expect(request.url).not.toContain('tok');
    expect(request.headers.get('Authorization')).toBe('Bearer tok');
    expect(request.headers.get('Accept')).toBe('text/csv');
  });

  it('refuses a bad range without asking, and words a refused or failed export', async () => {
    const api = stubFetch({
      'GET batches/export/2401': (request) =>
        new URL(request.url).searchParams.get('format') === 'xlsx'
          ? json({ message: 'Invalid', data: { to: ['Two years at most.'] } }, 422)
          : json({ data: {} }),
    });
    const { exportTable } = await load();
    expect(await exportTable('2401', 'scores', 'csv', { from: '2026-02-01', to: '2026-01-01' })).toEqual({
      ok: false,
      message: { key: 'insights.range.reversed' },
    });
    expect(api.requests).toHaveLength(0);
    expect(await exportTable('2401', 'scores', 'xlsx', { from: '', to: '' })).toEqual({
      ok: false,
      message: { text: 'Two years at most.' },
    });
    // A JSON answer where a CSV was asked for is no file.
    expect(await exportTable('2401', 'scores', 'csv', { from: '', to: '' })).toEqual({
      ok: false,
      message: { key: 'insights.export.failed' },
    });
  });
});
