import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RosterEntry } from '../../../../src/core/api/schemas/attendance';
import { json, stubFetch } from '../helpers';

// learning §7 attendance/view/qr: polled, retried up to 3 times with back-off capped at 30 s; §8 error and
// not-found cards; the live roster (beyond the spec): not retried (the page polls it every few seconds anyway).

/** The store with fresh caches, and the query helpers and error types of the same module graph. */
async function load() {
  vi.resetModules();
  const store = await import('../../../../src/core/lecture-qr/lecture-qr-store');
  const query = await import('../../../../src/core/query/query');
  const errors = await import('../../../../src/core/http/api-error');
  return { ...store, ...query, ...errors };
}

const READ_AT = Date.UTC(2026, 2, 18, 9, 30);
const qrData = { is_lecture_available: true, lecture_status: 'ONGOING' };
const answered = () => json({ data: qrData });
const failing = (status: number) => () => json({ message: `HTTP ${status}` }, status);
const offline = (): Response => {
  throw new TypeError('Failed to fetch');
};

/** Answers each call with the next handler in turn, the last one for every later call. */
function inTurn(...handlers: (() => Response)[]) {
  let call = 0;
  return () => handlers[Math.min(call++, handlers.length - 1)]!();
}

const row = (id: number, state: RosterEntry['state']): RosterEntry => ({
  participant_id: String(id),
  user_name: `Learner ${id}`,
  state,
});

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('auth_token', 'trainer-token');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('lectureQrQuery', () => {
  it('keeps the data with the time it was read', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(READ_AT);
    const api = stubFetch({ 'POST attendance/view/qr': answered });
    const s = await load();
    await expect(s.lectureQrQuery('1001').get()).resolves.toEqual({ data: qrData, readAt: READ_AT });
    expect(JSON.parse(await api.bodies[0]!)).toEqual({ related_type: 'lecture', related_id: '1001' });
  });

  it('a forced read (the poll) asks again and moves readAt on', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(READ_AT);
    const api = stubFetch({ 'POST attendance/view/qr': answered });
    const s = await load();
    await s.lectureQrQuery('1001').get();
    vi.setSystemTime(READ_AT + 60_000);
    await expect(s.lectureQrQuery('1001').get({ force: true })).resolves.toMatchObject({ readAt: READ_AT + 60_000 });
    expect(api.calls()).toHaveLength(2);
  });

  it('retries a 5xx or network failure 3 times, 1 s, 2 s and 4 s apart', async () => {
    vi.useFakeTimers();
    const api = stubFetch({ 'POST attendance/view/qr': inTurn(failing(503), failing(500), offline, answered) });
    const s = await load();
    const pending = s.lectureQrQuery('1001').get();
    const expectCalls = async (advance: number, calls: number) => {
      await vi.advanceTimersByTimeAsync(advance);
      expect(api.calls()).toHaveLength(calls);
    };
    await expectCalls(0, 1);
    await expectCalls(999, 1);
    await expectCalls(1, 2);
    await expectCalls(1_999, 2);
    await expectCalls(1, 3);
    await expectCalls(3_999, 3);
    await expectCalls(1, 4);
    await expect(pending).resolves.toMatchObject({ data: qrData });
  });

  it('gives up after 3 retries with the last failure', async () => {
    vi.useFakeTimers();
    const api = stubFetch({ 'POST attendance/view/qr': failing(502) });
    const s = await load();
    const pending = s
      .lectureQrQuery('1001')
      .get()
      .catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await pending).toMatchObject({ kind: 'http', status: 502 });
    expect(api.calls()).toHaveLength(4);
  });

  it.each([404, 403])('does not retry a %d, which is the not-found card', async (status) => {
    const api = stubFetch({ 'POST attendance/view/qr': failing(status) });
    const s = await load();
    const error = await s
      .lectureQrQuery('999')
      .get()
      .catch((failure: unknown) => failure);
    expect(error).toMatchObject({ status });
    expect(s.isLectureMissing(error)).toBe(true);
    expect(api.calls()).toHaveLength(1);
  });

  it('does not retry a malformed answer', async () => {
    const api = stubFetch({ 'POST attendance/view/qr': () => json({ data: { lecture_status: 'ONGOING' } }) });
    const s = await load();
    await expect(s.lectureQrQuery('1001').get()).rejects.toMatchObject({ kind: 'invalid-response' });
    expect(api.calls()).toHaveLength(1);
  });

  it('signing out forgets every lecture', async () => {
    stubFetch({ 'POST attendance/view/qr': answered });
    const s = await load();
    await s.lectureQrQuery('1001').get();
    s.clearUserQueries();
    expect(s.lectureQrQuery('1001').peek()).toBeUndefined();
  });
});

describe('isLectureMissing (§8 not-found card)', () => {
  it('is the shared not-found rule (404 or 403; tests/unit/core/http/not-found.test.ts)', async () => {
    const s = await load();
    const { isNotFound } = await import('../../../../src/core/http/not-found');
    expect(s.isLectureMissing).toBe(isNotFound);
  });
});

describe('rosterQuery', () => {
  it('does not retry: a failing roster is shown at once and the next poll asks again', async () => {
    const api = stubFetch({
      'POST attendance/lecture/roster': inTurn(failing(503), () => json({ data: { rows: [row(1, 'not_yet')] } })),
    });
    const s = await load();
    await expect(s.rosterQuery('1001').get()).rejects.toMatchObject({ status: 503 });
    expect(api.calls()).toHaveLength(1);
    await expect(s.rosterQuery('1001').get({ force: true })).resolves.toMatchObject({
      rows: [{ participant_id: '1' }],
    });
  });

  it('a network failure is not retried either', async () => {
    const api = stubFetch({});
    const s = await load();
    await expect(s.rosterQuery('1001').get()).rejects.toMatchObject({ kind: 'network' });
    expect(api.calls()).toHaveLength(1);
  });
});

describe('stores', () => {
  it('one QR store and one roster store per lecture', async () => {
    const s = await load();
    expect(s.lectureQrStore('1001')).toBe(s.lectureQrStore('1001'));
    expect(s.lectureQrStore('1001')).not.toBe(s.lectureQrStore('1002'));
    expect(s.rosterStore('1001')).toBe(s.rosterStore('1001'));
    expect(s.rosterStore('1001')).not.toBe(s.rosterStore('1002'));
  });

  it('watching loads: the QR store becomes ready, a failing roster store an error', async () => {
    stubFetch({ 'POST attendance/view/qr': answered, 'POST attendance/lecture/roster': failing(500) });
    const s = await load();
    const stops = [s.lectureQrStore('1001').listen(() => {}), s.rosterStore('1001').listen(() => {})];
    await vi.waitFor(() => expect(s.lectureQrStore('1001').get().status).toBe('ready'));
    await vi.waitFor(() => expect(s.rosterStore('1001').get().status).toBe('error'));
    expect(s.lectureQrStore('1001').get().data?.data).toEqual(qrData);
    stops.forEach((stop) => stop());
  });
});

describe('groupRoster', () => {
  it('splits the three states, each in the server’s order', () => {
    return load().then((s) => {
      const rows = [
        row(1, 'checked_out'),
        row(2, 'not_yet'),
        row(3, 'checked_in'),
        row(4, 'checked_in'),
        row(5, 'not_yet'),
        row(6, 'checked_out'),
      ];
      const groups = s.groupRoster(rows);
      expect(
        Object.fromEntries(
          Object.entries(groups).map(([state, list]) => [state, list.map((entry) => entry.participant_id)]),
        ),
      ).toEqual({
        checked_in: ['3', '4'],
        checked_out: ['1', '6'],
        not_yet: ['2', '5'],
      });
      expect(groups.checked_in[0]).toBe(rows[2]);
    });
  });

  it('an empty roster gives three empty columns', async () => {
    const s = await load();
    expect(s.groupRoster([])).toEqual({ checked_in: [], checked_out: [], not_yet: [] });
  });
});
