import { ApiError } from '../http/api-error';
import { $locale, type Locale } from '../locale/locale-store';

/** Client cache defaults from the spec (§7): 3 retries, exponential back-off capped at 30 s, 5-minute lifetime. */
export const QUERY_DEFAULTS = { retries: 3, maxBackoffMs: 30_000, ttlMs: 300_000 } as const;

export interface QueryOptions {
  ttlMs?: number;
  retries?: number;
  /** 'user' (default): forgotten at sign-in, sign-out and on a 401; 'public': kept across sessions. */
  scope?: 'user' | 'public';
  /** Injected in tests to skip real waiting. */
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

/**
 * The server words names (courses, lectures, exams, venues) in the language the client asks in (Accept-Language),
 * so every answer is cached under the language it was read in and a language switch is a cache miss.
 */
function queryLanguage(): Locale {
  return $locale.get();
}

/** Calls `listener` when the language answers are read in changes (stores that are watched read again). */
export function onQueryLanguageChange(listener: () => void): () => void {
  return $locale.listen(listener);
}

export interface Query<T> {
  /** Cached value in the current language while fresh; otherwise one fetch shared by every concurrent caller. */
  get(options?: { force?: boolean }): Promise<T>;
  /** Forgets the cached value (and any fetch in flight stops feeding the cache): another session's data. */
  clear(): void;
  /** Forgets the cached value because a write changed it: stores that are watched read it again at once. */
  invalidate(): void;
  /** The cached value if it was read in the current language, fresh or not. */
  peek(): T | undefined;
  /** Called after every clear() ('cleared') and invalidate() ('stale'), so stores built on the query follow. */
  onClear(listener: (reason: ClearReason) => void): () => void;
}

/** Why a query forgot its value: another session ('cleared': stores go idle) or a write ('stale': watched stores reload). */
export type ClearReason = 'cleared' | 'stale';

/** Every per-user cache registers itself here, so no central list has to name a feature's caches. */
const userCaches = new Set<{ clear(): void }>();

/** Forgets every per-user query and query family (logout, 401, new sign-in). */
export function clearUserQueries(): void {
  for (const cache of userCaches) cache.clear();
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
  let cached: { value: T; at: number; language: Locale } | undefined;
  let inFlight: { promise: Promise<T>; language: Locale } | undefined;
  let generation = 0;
  const clearListeners = new Set<(reason: ClearReason) => void>();

  function forget(reason: ClearReason): void {
    generation++;
    cached = undefined;
    inFlight = undefined;
    for (const listener of clearListeners) listener(reason);
  }

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

  const query: Query<T> = {
    get({ force = false } = {}) {
      const language = queryLanguage();
      if (!force && cached?.language === language && now() - cached.at < ttl) return Promise.resolve(cached.value);
      if (!force && inFlight?.language === language) return inFlight.promise;
      const mine = ++generation;
      const promise = run()
        .then((value) => {
          if (mine === generation) cached = { value, at: now(), language };
          return value;
        })
        .finally(() => {
          if (inFlight?.promise === promise) inFlight = undefined;
        });
      inFlight = { promise, language };
      return promise;
    },
    clear: () => forget('cleared'),
    invalidate: () => forget('stale'),
    peek: () => (cached?.language === queryLanguage() ? cached.value : undefined),
    onClear(listener) {
      clearListeners.add(listener);
      return () => clearListeners.delete(listener);
    },
  };
  if ((options.scope ?? 'user') === 'user') userCaches.add(query);
  return query;
}

/** One query per key (a ticket, a course…): each key caches, de-duplicates and retries on its own. */
export interface QueryFamily<K extends string | number, T> {
  (key: K): Query<T>;
  /** Forgets every key's value (another session). */
  clear(): void;
  /** Forgets every key's value after a write: the keys that are watched read again. */
  invalidate(): void;
}

export function createQueryFamily<K extends string | number, T>(
  fetcher: (key: K) => Promise<T>,
  options: QueryOptions = {},
): QueryFamily<K, T> {
  const members = new Map<K, Query<T>>();
  const family = ((key: K) => {
    let query = members.get(key);
    if (!query) {
      // Members stay out of the user registry: the family clears them all (keys stay, so stores keep their query).
      query = createQuery(() => fetcher(key), { ...options, scope: 'public' });
      members.set(key, query);
    }
    return query;
  }) as QueryFamily<K, T>;
  family.clear = () => {
    for (const query of members.values()) query.clear();
  };
  family.invalidate = () => {
    for (const query of members.values()) query.invalidate();
  };
  if ((options.scope ?? 'user') === 'user') userCaches.add(family);
  return family;
}
