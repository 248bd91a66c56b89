import { ApiError } from '../http/api-error';

/** Client cache defaults from the spec (§7): 3 retries, exponential back-off capped at 30 s, 5-minute lifetime. */
export const QUERY_DEFAULTS = { retries: 3, maxBackoffMs: 30_000, ttlMs: 300_000 } as const;

export interface QueryOptions {
  ttlMs?: number;
  retries?: number;
  /** Injected in tests to skip real waiting. */
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

export interface Query<T> {
  /** Cached value while fresh; otherwise one fetch shared by every concurrent caller. */
  get(options?: { force?: boolean }): Promise<T>;
  /** Forgets the cached value (and any fetch in flight stops feeding the cache). */
  clear(): void;
  peek(): T | undefined;
}

/** Delay before retry number `attempt` (0-based): 1 s, 2 s, 4 s … never above 30 s. */
export function backoffDelay(attempt: number, maxMs: number = QUERY_DEFAULTS.maxBackoffMs): number {
  return Math.min(1000 * 2 ** attempt, maxMs);
}

/** Retrying makes sense for failures that may pass: network, time-out, 429 and 5xx — never other 4xx. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  const status = error.status ?? 0;
  return status === 429 || status >= 500;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A cached, de-duplicated, retrying read. */
export function createQuery<T>(fetcher: () => Promise<T>, options: QueryOptions = {}): Query<T> {
  const ttl = options.ttlMs ?? QUERY_DEFAULTS.ttlMs;
  const retries = options.retries ?? QUERY_DEFAULTS.retries;
  const sleep = options.sleep ?? realSleep;
  const now = options.now ?? Date.now;
  let cached: { value: T; at: number } | undefined;
  let inFlight: Promise<T> | undefined;
  let generation = 0;

  async function run(): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await fetcher();
      } catch (error) {
        if (attempt >= retries || !isRetryable(error)) throw error;
        await sleep(backoffDelay(attempt));
      }
    }
  }

  return {
    get({ force = false } = {}) {
      if (!force && cached && now() - cached.at < ttl) return Promise.resolve(cached.value);
      if (inFlight && !force) return inFlight;
      const mine = ++generation;
      const promise = run().then(
        (value) => {
          if (mine === generation) cached = { value, at: now() };
          return value;
        },
      ).finally(() => {
        if (inFlight === promise) inFlight = undefined;
      });
      inFlight = promise;
      return promise;
    },
    clear() {
      generation++;
      cached = undefined;
      inFlight = undefined;
    },
    peek: () => cached?.value,
  };
}
