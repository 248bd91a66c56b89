import { describe, expect, it, vi } from 'vitest';
import { ApiError, parseErrorBody } from '../../../../src/core/http/api-error';
import { QUERY_DEFAULTS, backoffDelay, createQuery, isRetryable } from '../../../../src/core/query/query';

// §7: client cache, retry 3 times with exponential back-off up to 30 s, 5 min lifetime; §9 cache times.

/** A controllable clock and a sleep that records delays instead of waiting. */
function harness(start = 1_000_000) {
  let time = start;
  const delays: number[] = [];
  return {
    now: () => time,
    advance: (ms: number) => (time += ms),
    delays,
    sleep: vi.fn(async (ms: number) => {
      delays.push(ms);
    }),
  };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const network = () => new ApiError('network', 'Failed to fetch');
const http = (status: number) => parseErrorBody(status, {});

describe('QUERY_DEFAULTS', () => {
  it('retries 3 times, caps the back-off at 30 s and keeps answers 5 minutes', () => {
    expect(QUERY_DEFAULTS).toEqual({ retries: 3, maxBackoffMs: 30_000, ttlMs: 300_000 });
  });
});

describe('backoffDelay', () => {
  it('doubles from 1 s: 1 s, 2 s, 4 s, 8 s, 16 s', () => {
    expect([0, 1, 2, 3, 4].map((attempt) => backoffDelay(attempt))).toEqual([1000, 2000, 4000, 8000, 16_000]);
  });

  it('never exceeds 30 s', () => {
    expect(backoffDelay(5)).toBe(30_000);
    expect(backoffDelay(10)).toBe(30_000);
    expect(backoffDelay(100)).toBe(30_000);
  });

  it('accepts another cap', () => {
    expect(backoffDelay(3, 5000)).toBe(5000);
  });
});

describe('isRetryable', () => {
  it.each([
    ['network', network()],
    ['timeout', new ApiError('timeout', 't')],
    ['429', http(429)],
    ['500', http(500)],
    ['503', http(503)],
  ])('retries %s', (_label, error) => {
    expect(isRetryable(error)).toBe(true);
  });

  it.each([
    ['400', http(400)],
    ['401', http(401)],
    ['403', http(403)],
    ['404', http(404)],
    ['422', http(422)],
    ['canceled', new ApiError('canceled', 'c')],
    ['invalid-response', new ApiError('invalid-response', 'i')],
    ['a plain Error', new Error('x')],
  ])('never retries %s', (_label, error) => {
    expect(isRetryable(error)).toBe(false);
  });
});

describe('createQuery', () => {
  it('fetches once and serves the cached value for 5 minutes by default', async () => {
    const h = harness();
    const fetcher = vi.fn(async () => 'user');
    const query = createQuery(fetcher, { now: h.now, sleep: h.sleep });
    await expect(query.get()).resolves.toBe('user');
    h.advance(299_999);
    await expect(query.get()).resolves.toBe('user');
    expect(fetcher).toHaveBeenCalledTimes(1);
    h.advance(1);
    await query.get();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('honours another lifetime (dynamic buttons: 10 minutes)', async () => {
    const h = harness();
    const fetcher = vi.fn(async () => []);
    const query = createQuery(fetcher, { ttlMs: 600_000, now: h.now, sleep: h.sleep });
    await query.get();
    h.advance(599_999);
    await query.get();
    expect(fetcher).toHaveBeenCalledTimes(1);
    h.advance(1);
    await query.get();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('refetches on force even while fresh', async () => {
    const h = harness();
    let n = 0;
    const query = createQuery(async () => ++n, { now: h.now, sleep: h.sleep });
    expect(await query.get()).toBe(1);
    expect(await query.get({ force: true })).toBe(2);
    expect(await query.get()).toBe(2);
  });

  it('merges concurrent gets into one fetch', async () => {
    const h = harness();
    const gate = deferred<string>();
    const fetcher = vi.fn(() => gate.promise);
    const query = createQuery(fetcher, { now: h.now, sleep: h.sleep });
    const first = query.get();
    const second = query.get();
    expect(fetcher).toHaveBeenCalledTimes(1);
    gate.resolve('shared');
    await expect(Promise.all([first, second])).resolves.toEqual(['shared', 'shared']);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('shares a failure with every concurrent caller and fetches again afterwards', async () => {
    const h = harness();
    const fetcher = vi.fn().mockRejectedValueOnce(http(404)).mockResolvedValue('ok');
    const query = createQuery(fetcher, { now: h.now, sleep: h.sleep });
    const results = await Promise.allSettled([query.get(), query.get()]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await expect(query.get()).resolves.toBe('ok');
  });

  it('retries a retryable failure 3 times with 1 s, 2 s and 4 s pauses', async () => {
    const h = harness();
    const fetcher = vi
      .fn()
      .mockRejectedValueOnce(network())
      .mockRejectedValueOnce(http(503))
      .mockRejectedValueOnce(http(429))
      .mockResolvedValue('finally');
    const query = createQuery(fetcher, { now: h.now, sleep: h.sleep });
    await expect(query.get()).resolves.toBe('finally');
    expect(fetcher).toHaveBeenCalledTimes(4);
    expect(h.delays).toEqual([1000, 2000, 4000]);
  });

  it('gives up after 3 retries with the last error', async () => {
    const h = harness();
    const last = new ApiError('timeout', 'last');
    const fetcher = vi
      .fn()
      .mockRejectedValueOnce(network())
      .mockRejectedValueOnce(network())
      .mockRejectedValueOnce(network())
      .mockRejectedValueOnce(last);
    const query = createQuery(fetcher, { now: h.now, sleep: h.sleep });
    await expect(query.get()).rejects.toBe(last);
    expect(fetcher).toHaveBeenCalledTimes(4);
    expect(h.delays).toEqual([1000, 2000, 4000]);
  });

  it.each([401, 404, 403, 422])('never retries a %d', async (status) => {
    const h = harness();
    const fetcher = vi.fn().mockRejectedValue(http(status));
    const query = createQuery(fetcher, { now: h.now, sleep: h.sleep });
    await expect(query.get()).rejects.toMatchObject({ status });
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(h.sleep).not.toHaveBeenCalled();
  });

  it('caps the back-off at 30 s when more retries are configured', async () => {
    const h = harness();
    const fetcher = vi.fn().mockRejectedValue(network());
    const query = createQuery(fetcher, { retries: 7, now: h.now, sleep: h.sleep });
    await expect(query.get()).rejects.toBeInstanceOf(ApiError);
    expect(h.delays).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
  });

  it('does not cache failures', async () => {
    const h = harness();
    const fetcher = vi.fn().mockRejectedValueOnce(http(404)).mockResolvedValueOnce('second');
    const query = createQuery(fetcher, { now: h.now, sleep: h.sleep });
    await expect(query.get()).rejects.toBeInstanceOf(ApiError);
    expect(query.peek()).toBeUndefined();
    await expect(query.get()).resolves.toBe('second');
  });

  it('clear() forgets the cached value', async () => {
    const h = harness();
    let n = 0;
    const query = createQuery(async () => ++n, { now: h.now, sleep: h.sleep });
    await query.get();
    expect(query.peek()).toBe(1);
    query.clear();
    expect(query.peek()).toBeUndefined();
    expect(await query.get()).toBe(2);
  });

  it('clear() keeps a fetch already in flight from feeding the cache', async () => {
    const h = harness();
    const gate = deferred<string>();
    const fetcher = vi.fn().mockReturnValueOnce(gate.promise).mockResolvedValue('fresh');
    const query = createQuery(fetcher, { now: h.now, sleep: h.sleep });
    const stale = query.get();
    query.clear();
    gate.resolve('stale');
    await expect(stale).resolves.toBe('stale');
    expect(query.peek()).toBeUndefined();
    await expect(query.get()).resolves.toBe('fresh');
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('a forced refresh wins over an older fetch still in flight', async () => {
    const h = harness();
    const slow = deferred<string>();
    const fetcher = vi.fn().mockReturnValueOnce(slow.promise).mockResolvedValueOnce('new');
    const query = createQuery(fetcher, { now: h.now, sleep: h.sleep });
    const old = query.get();
    await expect(query.get({ force: true })).resolves.toBe('new');
    slow.resolve('old');
    await old;
    expect(query.peek()).toBe('new');
  });

  it('waits with real timers when no sleep is injected', async () => {
    vi.useFakeTimers();
    try {
      const fetcher = vi.fn().mockRejectedValueOnce(network()).mockResolvedValue('ok');
      const query = createQuery(fetcher);
      const pending = query.get();
      await vi.advanceTimersByTimeAsync(999);
      expect(fetcher).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(pending).resolves.toBe('ok');
      expect(fetcher).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
