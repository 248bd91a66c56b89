import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EVENTS_PER_CALL,
  type IntegrityEventInput,
  type IntegrityEventsRequest,
} from '../../../../src/core/api/schemas/exam-integrity';
import { integrityQueueKey } from '../../../../src/core/exam/answer-key';
import {
  createIntegrityStore,
  EVENTS_SEND_DELAY_MS,
  type IntegrityStoreDeps,
} from '../../../../src/core/exam/integrity-store';
import { MAX_QUEUED_EVENTS, parseEvents } from '../../../../src/core/exam/integrity-queue';
import { ApiError } from '../../../../src/core/http/api-error';
import { backoffDelay } from '../../../../src/core/query/query';

// #33 the durable event queue: stored before sending, replayed after a reload and on 'online', sent in batches of at
// most EVENTS_PER_CALL one call at a time, a refused batch dropped, a failed one kept and retried, answers first.

const T0 = Date.parse('2026-11-30T09:00:00.000Z');
const KEY = integrityQueueKey('EX-1');
const event = (n: number, kind: IntegrityEventInput['kind'] = 'copy'): IntegrityEventInput => ({
  key: `k${n}`,
  kind,
  at: new Date(T0 + n).toISOString(),
});
const events = (from: number, count: number) => Array.from({ length: count }, (_, i) => event(from + i));

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

interface Call {
  attempt: string;
  body: IntegrityEventsRequest;
}

/** A page: storage, an online flag with its events, answers idle or not, and a server that answers as told. */
function page(storage = memoryStorage()) {
  const target = new EventTarget();
  let online = true;
  const calls: Call[] = [];
  const logged: string[] = [];
  let answer: (call: Call) => Promise<unknown> = async () => ({ accepted: 1 });
  let answersIdle = Promise.resolve();
  const send = vi.fn((attempt: string, body: IntegrityEventsRequest) => {
    const call = { attempt, body };
    calls.push(call);
    return answer(call);
  });
  const deps: Partial<IntegrityStoreDeps> = {
    send,
    storage,
    events: target as unknown as IntegrityStoreDeps['events'],
    isOnline: () => online,
    answersIdle: () => answersIdle,
    now: () => Date.now(),
    log: (message) => void logged.push(message),
  };
  return {
    storage,
    deps,
    calls,
    logged,
    send,
    answerWith: (make: (call: Call) => Promise<unknown>) => (answer = make),
    holdAnswers: (until: Promise<void>) => (answersIdle = until),
    goOffline: () => {
      online = false;
      target.dispatchEvent(new Event('offline'));
    },
    goOnline: () => {
      online = true;
      target.dispatchEvent(new Event('online'));
    },
  };
}

const stored = (p: ReturnType<typeof page>) => parseEvents(p.storage.data.get(KEY)).map((item) => item.event.key);
const sentKeys = (call: Call) => call.body.events.map((e) => e.key);
const refusal = (status: number) => new ApiError('http', 'Refused', { status });
const network = () => new ApiError('network', 'Failed to fetch');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createIntegrityStore', () => {
  it('stores each event before anything is sent, then sends a burst in one call after the pause, with sent_at', async () => {
    const p = page();
    const store = createIntegrityStore('EX-1', p.deps);
    store.record('88', [event(1, 'away')]);
    store.record('88', [event(2)]);
    expect(stored(p)).toEqual(['k1', 'k2']);
    await vi.advanceTimersByTimeAsync(EVENTS_SEND_DELAY_MS - 1);
    expect(p.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(p.calls).toHaveLength(1);
    expect(p.calls[0]!.attempt).toBe('88');
    expect(sentKeys(p.calls[0]!)).toEqual(['k1', 'k2']);
    expect(p.calls[0]!.body.sent_at).toBe(new Date(T0 + EVENTS_SEND_DELAY_MS).toISOString());
    expect(p.storage.data.has(KEY)).toBe(false);
    expect(store.pending()).toEqual([]);
  });

  it('sends batches of at most EVENTS_PER_CALL, one call at a time, in order', async () => {
    const p = page();
    let open = 0;
    let most = 0;
    p.answerWith(async () => {
      most = Math.max(most, ++open);
      await Promise.resolve();
      open -= 1;
      return { accepted: 1 };
    });
    const store = createIntegrityStore('EX-1', p.deps);
    store.record('88', events(1, EVENTS_PER_CALL * 2 + 3));
    await store.flush();
    expect(p.calls.map((call) => call.body.events.length)).toEqual([EVENTS_PER_CALL, EVENTS_PER_CALL, 3]);
    expect(p.calls.flatMap(sentKeys)).toEqual(events(1, EVENTS_PER_CALL * 2 + 3).map((e) => e.key));
    expect(most).toBe(1);
    expect(p.storage.data.has(KEY)).toBe(false);
  });

  it('keeps each attempt apart: a batch carries one attempt, on its own path', async () => {
    const p = page();
    const store = createIntegrityStore('EX-1', p.deps);
    store.record('87', [event(1)]);
    store.record('88', [event(2), event(3)]);
    await store.flush();
    expect(p.calls.map((call) => [call.attempt, sentKeys(call)])).toEqual([
      ['87', ['k1']],
      ['88', ['k2', 'k3']],
    ]);
  });

  it('loses nothing over a reload: a new store on the same storage replays what waited at once', async () => {
    const p = page();
    p.goOffline();
    p.answerWith(() => Promise.reject(network()));
    const first = createIntegrityStore('EX-1', p.deps);
    first.record('88', [event(1), event(2)]);
    await vi.advanceTimersByTimeAsync(EVENTS_SEND_DELAY_MS);
    expect(stored(p)).toEqual(['k1', 'k2']);
    first.dispose();
    p.answerWith(async () => ({ accepted: 2 }));
    p.calls.length = 0;
    const second = createIntegrityStore('EX-1', p.deps);
    expect(second.pending().map((item) => item.event.key)).toEqual(['k1', 'k2']);
    await second.flush();
    expect(p.calls.map(sentKeys)).toEqual([['k1', 'k2']]);
    expect(p.storage.data.has(KEY)).toBe(false);
  });

  it("holds events while offline and sends them on 'online'", async () => {
    const p = page();
    const store = createIntegrityStore('EX-1', p.deps);
    p.goOffline();
    p.answerWith(() => Promise.reject(network()));
    store.record('88', [event(1)]);
    await vi.advanceTimersByTimeAsync(EVENTS_SEND_DELAY_MS);
    expect(p.calls).toHaveLength(1);
    // Offline: no back-off timer runs; 'online' sends.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(p.calls).toHaveLength(1);
    p.answerWith(async () => ({ accepted: 1 }));
    p.goOnline();
    await vi.advanceTimersByTimeAsync(0);
    expect(p.calls).toHaveLength(2);
    expect(stored(p)).toEqual([]);
    store.dispose();
  });

  it.each([429, 408, 401, 503])('keeps a batch answered %i and retries it with the shared back-off', async (status) => {
    const p = page();
    const store = createIntegrityStore('EX-1', p.deps);
    p.answerWith(() => Promise.reject(new ApiError('http', 'Later', { status })));
    store.record('88', [event(1)]);
    await vi.advanceTimersByTimeAsync(EVENTS_SEND_DELAY_MS);
    expect(p.calls).toHaveLength(1);
    expect(stored(p)).toEqual(['k1']);
    await vi.advanceTimersByTimeAsync(backoffDelay(0) - 1);
    expect(p.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(p.calls).toHaveLength(2);
    // The second failure waits longer.
    await vi.advanceTimersByTimeAsync(backoffDelay(1) - 1);
    expect(p.calls).toHaveLength(2);
    p.answerWith(async () => ({ accepted: 1 }));
    await vi.advanceTimersByTimeAsync(1);
    expect(p.calls).toHaveLength(3);
    expect(p.storage.data.has(KEY)).toBe(false);
    store.dispose();
  });

  it('keeps a batch lost to the network and retries it (a replayed key is harmless on the server)', async () => {
    const p = page();
    const store = createIntegrityStore('EX-1', p.deps);
    p.answerWith(() => Promise.reject(network()));
    store.record('88', [event(1)]);
    await vi.advanceTimersByTimeAsync(EVENTS_SEND_DELAY_MS);
    p.answerWith(async () => ({ accepted: 0 }));
    await vi.advanceTimersByTimeAsync(backoffDelay(0));
    expect(p.calls.map(sentKeys)).toEqual([['k1'], ['k1']]);
    expect(stored(p)).toEqual([]);
    store.dispose();
  });

  it.each([422, 404, 400])('drops a batch refused for good (%i), logged, and sends the rest', async (status) => {
    const p = page();
    const store = createIntegrityStore('EX-1', p.deps);
    p.answerWith(async (call) => {
      if (call.attempt === '87') throw refusal(status);
      return { accepted: 1 };
    });
    store.record('87', [event(1)]);
    store.record('88', [event(2)]);
    await store.flush();
    expect(p.calls.map((call) => call.attempt)).toEqual(['87', '88']);
    expect(p.storage.data.has(KEY)).toBe(false);
    expect(p.logged).toEqual(['exam integrity events were refused by the server']);
  });

  it('never sends while an answer waits: a batch starts only once the answers are saved', async () => {
    const p = page();
    let release!: () => void;
    p.holdAnswers(new Promise<void>((resolve) => (release = resolve)));
    const store = createIntegrityStore('EX-1', p.deps);
    store.record('88', [event(1)]);
    await vi.advanceTimersByTimeAsync(EVENTS_SEND_DELAY_MS * 10);
    expect(p.calls).toHaveLength(0);
    expect(stored(p)).toEqual(['k1']);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(p.calls).toHaveLength(1);
    store.dispose();
  });

  it('asks again between batches: an answer made while one batch was on its way goes before the next', async () => {
    const p = page();
    const idleAsked: number[] = [];
    let hold: Promise<void> = Promise.resolve();
    p.deps.answersIdle = () => {
      idleAsked.push(p.calls.length);
      return hold;
    };
    let release!: () => void;
    p.answerWith(async () => {
      // An answer is made while this batch is on its way.
      hold = new Promise<void>((resolve) => (release = resolve));
      return { accepted: 1 };
    });
    const store = createIntegrityStore('EX-1', p.deps);
    store.record('88', events(1, EVENTS_PER_CALL + 1));
    void store.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(p.calls).toHaveLength(1);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(p.calls).toHaveLength(2);
    expect(idleAsked.slice(0, 2)).toEqual([0, 1]);
    store.dispose();
  });

  it('events recorded while a batch is on its way go in the next call', async () => {
    const p = page();
    let release!: () => void;
    p.answerWith(
      (call) =>
        new Promise((resolve) => {
          if (call.body.events[0]!.key === 'k1') release = () => resolve({ accepted: 1 });
          else resolve({ accepted: 1 });
        }),
    );
    const store = createIntegrityStore('EX-1', p.deps);
    store.record('88', [event(1)]);
    const run = store.flush();
    await vi.advanceTimersByTimeAsync(0);
    store.record('88', [event(2)]);
    expect(stored(p)).toEqual(['k1', 'k2']);
    release();
    await run;
    expect(p.calls.map(sentKeys)).toEqual([['k1'], ['k2']]);
    store.dispose();
  });

  it('unreadable storage gives an empty queue, never a crash; entries not valid are dropped', async () => {
    const p = page();
    p.storage.data.set(KEY, '{not json');
    expect(createIntegrityStore('EX-1', p.deps).pending()).toEqual([]);
    p.storage.data.set(
      KEY,
      JSON.stringify({
        events: [
          { attempt: '88', event: event(1) },
          { attempt: '88', event: { key: 'bad key!', kind: 'copy', at: new Date(T0).toISOString() } },
          { attempt: '', event: event(2) },
          { attempt: '88', event: { ...event(3), kind: 'second-session' } },
          null,
          { attempt: '88', event: event(4) },
        ],
      }),
    );
    expect(parseEvents(p.storage.data.get(KEY)).map((item) => item.event.key)).toEqual(['k1', 'k4']);
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => undefined,
    };
    const store = createIntegrityStore('EX-1', { ...p.deps, storage: throwing });
    expect(store.pending()).toEqual([]);
    store.record('88', [event(5)]);
    await store.flush();
    expect(p.calls.map(sentKeys)).toContainEqual(['k5']);
  });

  it('without storage, events are kept in memory and sent', async () => {
    const p = page();
    const store = createIntegrityStore('EX-1', { ...p.deps, storage: null });
    store.record('88', [event(1)]);
    expect(store.pending().map((item) => item.event.key)).toEqual(['k1']);
    await store.flush();
    expect(p.calls.map(sentKeys)).toEqual([['k1']]);
  });

  it('a full queue keeps what it has and takes no more; a key already queued is not added twice', () => {
    const p = page();
    p.deps.answersIdle = () => new Promise(() => undefined);
    const store = createIntegrityStore('EX-1', p.deps);
    store.record('88', [event(1), event(1)]);
    expect(stored(p)).toEqual(['k1']);
    store.record('88', events(2, MAX_QUEUED_EVENTS + 5));
    expect(stored(p)).toHaveLength(MAX_QUEUED_EVENTS);
    expect(stored(p).at(-1)).toBe(`k${MAX_QUEUED_EVENTS}`);
    store.dispose();
  });

  it("after dispose, what is being sent finishes, but no timer or 'online' sends more", async () => {
    const p = page();
    const store = createIntegrityStore('EX-1', p.deps);
    store.record('88', [event(1)]);
    const last = store.flush();
    store.dispose();
    await last;
    expect(p.calls).toHaveLength(1);
    p.answerWith(() => Promise.reject(network()));
    store.record('88', [event(2)]);
    await vi.advanceTimersByTimeAsync(60_000);
    p.goOnline();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(p.calls).toHaveLength(1);
    expect(stored(p)).toEqual(['k2']);
  });
});
