import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch, textOf } from '../helpers';
import { cleanUp, loadTicketsStore, signedIn, table, tableRequestFor } from './tickets-test-support';

// §7 support/ticket/get, support/ticket/table and base/support/type/table through the real HTTP client (fetch
// stubbed); §8 Tickets: failure messages, missing tickets, list failure logged only, types fall back without retrying.

beforeEach(signedIn);
afterEach(cleanUp);

describe('ticketFailure and isTicketMissing (§8)', () => {
  it('network and time-out trouble use the catalogue messages', async () => {
    const s = await loadTicketsStore();
    expect(textOf(s.ticketFailure(new s.ApiError('network', 'Failed to fetch'), 'tickets.reply.failed'))).toBe(
      'Network error. Please check your internet connection.',
    );
    expect(textOf(s.ticketFailure(new s.ApiError('timeout', 'late'), 'tickets.reply.failed'))).toBe(
      'Request timed out. Please try again.',
    );
  });

  it("a 4xx with a message shows the server's words, anything else the fallback", async () => {
    const s = await loadTicketsStore();
    expect(s.ticketFailure(s.parseErrorBody(422, { message: '<b>Closed</b> ticket' }), 'tickets.reply.failed')).toEqual(
      { text: 'Closed ticket' },
    );
    expect(s.ticketFailure(s.parseErrorBody(403, { status_text: 'Not yours' }), 'tickets.reopen.failed')).toEqual({
      text: 'Not yours',
    });
    expect(s.ticketFailure(s.parseErrorBody(422, {}), 'tickets.reply.failed')).toEqual({ key: 'tickets.reply.failed' });
    expect(s.ticketFailure(s.parseErrorBody(503, { message: 'down' }), 'tickets.reply.failed')).toEqual({
      key: 'tickets.reply.failed',
    });
    expect(s.ticketFailure(new s.ApiError('invalid-response', 'x'), 'tickets.reopen.failed')).toEqual({
      key: 'tickets.reopen.failed',
    });
    expect(s.ticketFailure(new s.ApiError('canceled', 'x'), 'tickets.reopen.failed')).toEqual({
      key: 'tickets.reopen.failed',
    });
    expect(s.ticketFailure(new Error('plain'), 'tickets.create.failed')).toEqual({ key: 'tickets.create.failed' });
  });

  it('a missing ticket is the shared not-found rule (404 or 403; tests/unit/core/http/not-found.test.ts)', async () => {
    const s = await loadTicketsStore();
    const { isNotFound } = await import('../../../../src/core/http/not-found');
    expect(s.isTicketMissing).toBe(isNotFound);
  });
});

describe('ticket store (GET support/ticket/get/{no})', () => {
  it.each([
    ['data', { data: { id: 7, no: 1042, title: 'T', status: '1' } }],
    ['data.data', { data: { data: { id: 7, no: 1042, title: 'T', status: '1' } } }],
  ])('reads the ticket from %s', async (_case, body) => {
    stubFetch({ 'GET support/ticket/get/1042': () => json(body) });
    const s = await loadTicketsStore();
    await expect(s.ticketQuery('1042').get()).resolves.toMatchObject({ id: '7', no: '1042', status: 1 });
  });

  it('encodes the number into the path; a 404 is a missing ticket and is not retried', async () => {
    const api = stubFetch({ 'GET support/ticket/get/a%2Fb': () => json({ message: 'Not found' }, 404) });
    const s = await loadTicketsStore();
    const store = s.ticketStore('a/b');
    expect(s.ticketStore('a/b')).toBe(store);
    await store.load();
    expect(store.get().status).toBe('error');
    expect(s.isTicketMissing(store.get().error)).toBe(true);
    expect(api.calls()).toEqual(['GET support/ticket/get/a%2Fb']);
  });

  it('a malformed ticket answer is an invalid-response error, not a crash', async () => {
    stubFetch({ 'GET support/ticket/get/1042': () => json({ data: { id: 7 } }) });
    const s = await loadTicketsStore();
    await expect(s.ticketQuery('1042').get()).rejects.toMatchObject({ kind: 'invalid-response' });
  });
});

describe('list store (POST support/ticket/table)', () => {
  it('one store and one call per request; the same request twice within the TTL is one call', async () => {
    const api = stubFetch({ 'POST support/ticket/table': () => json({ data: table(25) }) });
    const s = await loadTicketsStore();
    const first = s.ticketListStore(tableRequestFor(0));
    expect(s.ticketListStore(tableRequestFor(0))).toBe(first);
    const second = s.ticketListStore(tableRequestFor(1));
    expect(second).not.toBe(first);
    await first.load();
    await second.load();
    await s.ticketListStore(tableRequestFor(0)).load();
    expect(first.get()).toMatchObject({ status: 'ready', data: { row_numbers: { total: 25 } } });
    expect(api.calls()).toEqual(['POST support/ticket/table', 'POST support/ticket/table']);
    expect((await Promise.all(api.bodies)).map((body) => JSON.parse(body))).toEqual([
      tableRequestFor(0),
      tableRequestFor(1),
    ]);
  });

  it('asks again once the 15 s lifetime is over, or at once when forced (refresh)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T09:00:00Z'));
    const api = stubFetch({ 'POST support/ticket/table': () => json({ data: table(1) }) });
    const s = await loadTicketsStore();
    const store = s.ticketListStore(tableRequestFor(0, 2));
    await store.load();
    vi.setSystemTime(new Date('2026-11-22T09:00:14.999Z'));
    await store.load();
    expect(api.calls()).toHaveLength(1);
    vi.setSystemTime(new Date('2026-11-22T09:00:15Z'));
    await store.load();
    expect(api.calls()).toHaveLength(2);
    await store.load({ force: true });
    expect(api.calls()).toHaveLength(3);
  });

  it('a failed list is an error state; logListFailure logs it without a toast (§8)', async () => {
    stubFetch({ 'POST support/ticket/table': () => json({ message: 'Forbidden' }, 403) });
    const s = await loadTicketsStore();
    const store = s.ticketListStore(tableRequestFor(0));
    await store.load();
    expect(store.get().status).toBe('error');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    s.logListFailure(new Error('boom'));
    s.logListFailure('odd');
    expect(error.mock.calls).toEqual([
      ['[academy] support tickets failed to load', 'boom'],
      ['[academy] support tickets failed to load', 'odd'],
    ]);
    expect(s.$toasts.get()).toEqual([]);
  });
});

describe('support types (POST base/support/type/table)', () => {
  const rows = [{ id: 1, name_en: 'Tech', name_ar: 'تقني', value: 'tech' }];

  it.each([
    ['data.rows', { data: { rows } }],
    ['rows', { rows }],
    ['data', { data: rows }],
    ['the array itself', rows],
  ])('sends page 1, limit 100, empty search, status -1 and reads %s', async (_case, body) => {
    const api = stubFetch({ 'POST base/support/type/table': () => json(body) });
    const s = await loadTicketsStore();
    await expect(s.supportTypesQuery.get()).resolves.toEqual([
      { id: '1', name_en: 'Tech', name_ar: 'تقني', value: 'tech' },
    ]);
    expect(JSON.parse(await api.bodies[0]!)).toEqual({ page: 1, limit: 100, search: '', status: -1 });
  });

  it.each([
    ['a 500', () => json({ message: 'down' }, 500)],
    ['a network failure', undefined],
  ])('does not retry after %s (the form falls back to the built-in list)', async (_case, answer) => {
    const api = stubFetch(answer ? { 'POST base/support/type/table': answer } : {});
    const s = await loadTicketsStore();
    await s.supportTypesStore.load();
    expect(s.supportTypesStore.get().status).toBe('error');
    expect(api.calls()).toEqual(['POST base/support/type/table']);
    expect(s.$toasts.get()).toEqual([]);
  });
});
