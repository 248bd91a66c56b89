import { STORE_UNMOUNT_DELAY } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseErrorBody } from '../../../../src/core/http/api-error';
import { clearUserQueries, createQuery, createQueryFamily } from '../../../../src/core/query/query';
import { queryStore } from '../../../../src/core/query/query-store';
import { $locale, setLanguage } from '../../../../src/core/locale/locale-store';

// The one fetcher pattern for feature data: loading, error, retry, cache lifetime and de-duplication, and
// per-user caches that register themselves (no central clearing list).

const noWait = { sleep: async () => {} };
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('user-scoped registry', () => {
  it('clearUserQueries forgets every per-user query and family, and keeps public ones', async () => {
    const mine = createQuery(async () => 'mine', noWait);
    const family = createQueryFamily(async (id: number) => `ticket ${id}`, noWait);
    const shared = createQuery(async () => 'brand', { ...noWait, scope: 'public' });
    await Promise.all([mine.get(), family(7).get(), shared.get()]);
    clearUserQueries();
    expect([mine.peek(), family(7).peek(), shared.peek()]).toEqual([undefined, undefined, 'brand']);
  });

  it('a family keeps one query per key: the same key de-duplicates, other keys fetch apart', async () => {
    const seen: number[] = [];
    const family = createQueryFamily(async (id: number) => (seen.push(id), id * 2), noWait);
    expect(family(1)).toBe(family(1));
    const [a, b, c] = await Promise.all([family(1).get(), family(1).get(), family(2).get()]);
    expect([a, b, c]).toEqual([2, 2, 4]);
    expect(seen).toEqual([1, 2]);
  });
});

describe('queryStore', () => {
  it('loads when watched: loading, then ready with the data', async () => {
    let calls = 0;
    const $store = queryStore(createQuery(async () => ++calls, noWait));
    const seen: string[] = [];
    const stop = $store.subscribe((state) => seen.push(state.status));
    await tick();
    expect($store.get()).toEqual({ status: 'ready', data: 1, error: undefined });
    expect(seen).toEqual(['loading', 'ready']);
    expect(calls).toBe(1);
    stop();
  });

  it('keeps the error after the retries and loads again on demand (a retry button)', async () => {
    let fail = true;
    let calls = 0;
    const query = createQuery(async () => {
      calls++;
      if (fail) throw parseErrorBody(500, { message: 'boom' });
      return 'fine';
    }, noWait);
    const $store = queryStore(query);
    const stop = $store.listen(() => {});
    await $store.load();
    // 1 try + 3 retries on a 500 (§7).
    expect(calls).toBe(4);
    expect($store.get().status).toBe('error');
    fail = false;
    await $store.load({ force: true });
    expect($store.get()).toMatchObject({ status: 'ready', data: 'fine' });
    stop();
  });

  it('goes back to idle when its query is cleared (sign-out), and a watcher after that loads afresh', async () => {
    let user = 'first';
    const query = createQuery(async () => user, noWait);
    const $store = queryStore(query);
    let stop = $store.listen(() => {});
    await $store.load();
    expect($store.get().data).toBe('first');
    clearUserQueries();
    expect($store.get()).toEqual({ status: 'idle', data: undefined, error: undefined });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    stop();
    user = 'second';
    // nanostores unmounts a store STORE_UNMOUNT_DELAY after its last watcher leaves: moved on the fake clock.
    vi.advanceTimersByTime(STORE_UNMOUNT_DELAY);
    vi.useRealTimers();
    stop = $store.listen(() => {});
    await tick();
    expect($store.get().data).toBe('second');
    stop();
  });

  it('reads again at once when a write invalidates it while watched, showing the old answer meanwhile (a family alike)', async () => {
    let version = 1;
    const family = createQueryFamily(async (key: string) => `${key} v${version}`, noWait);
    const $store = queryStore(family('row-7'));
    const stop = $store.listen(() => {});
    await tick();
    expect($store.get()).toEqual({ status: 'ready', data: 'row-7 v1', error: undefined });
    version = 2;
    family.invalidate();
    expect($store.get()).toEqual({ status: 'loading', data: 'row-7 v1', error: undefined });
    await tick();
    expect($store.get()).toEqual({ status: 'ready', data: 'row-7 v2', error: undefined });
    stop();
  });

  it('two stores on one query share one request', async () => {
    let calls = 0;
    const query = createQuery(async () => ++calls, noWait);
    const stops = [queryStore(query).listen(() => {}), queryStore(query).listen(() => {})];
    await tick();
    expect(calls).toBe(1);
    stops.forEach((stop) => stop());
  });
});

describe('language (issue 21 item 7: names are worded in the language asked in)', () => {
  // The fetcher answers in the language the client would send as Accept-Language.
  const wordedNow = () => ($locale.get() === 'ar' ? 'أساسيات الإسعافات الأولية' : 'First Aid Basics');

  afterEach(() => setLanguage('en'));

  it('a watched store reads again when the language changes and shows the names in the new language', async () => {
    setLanguage('en');
    let calls = 0;
    const $store = queryStore(createQuery(async () => (calls++, wordedNow()), noWait));
    const stop = $store.listen(() => {});
    await tick();
    expect($store.get().data).toBe('First Aid Basics');
    setLanguage('ar');
    await Promise.resolve();
    // The English answer stays on screen while the Arabic one is read.
    expect($store.get()).toMatchObject({ status: 'loading', data: 'First Aid Basics' });
    await tick();
    expect($store.get()).toEqual({ status: 'ready', data: 'أساسيات الإسعافات الأولية', error: undefined });
    expect(calls).toBe(2);
    stop();
  });

  it('a cached answer is never served in another language, within its lifetime too (families alike)', async () => {
    setLanguage('en');
    const family = createQueryFamily(async (id: string) => `${id}: ${wordedNow()}`, noWait);
    expect(await family('c1').get()).toBe('c1: First Aid Basics');
    setLanguage('ar');
    expect(family('c1').peek()).toBeUndefined();
    expect(await family('c1').get()).toBe('c1: أساسيات الإسعافات الأولية');
  });

  it('a fetch in flight in one language is not shared with a caller in the other', async () => {
    setLanguage('en');
    const query = createQuery(async () => wordedNow(), noWait);
    const english = query.get();
    setLanguage('ar');
    const arabic = query.get();
    expect(await english).toBe('First Aid Basics');
    expect(await arabic).toBe('أساسيات الإسعافات الأولية');
    expect(query.peek()).toBe('أساسيات الإسعافات الأولية');
  });

  it('a cleared store (signed out) stays idle on a language switch: nothing is read for nobody', async () => {
    setLanguage('en');
    let calls = 0;
    const query = createQuery(async () => (calls++, wordedNow()), noWait);
    const $store = queryStore(query);
    const stop = $store.listen(() => {});
    await tick();
    query.clear();
    setLanguage('ar');
    await tick();
    expect([$store.get().status, calls]).toEqual(['idle', 1]);
    stop();
  });

  it('a switch and a sign-out in the same task read nothing (the reset between pages, a sign-out from Arabic)', async () => {
    setLanguage('en');
    let calls = 0;
    const query = createQuery(async () => (calls++, wordedNow()), noWait);
    const $store = queryStore(query);
    const stop = $store.listen(() => {});
    await tick();
    setLanguage('ar');
    query.clear();
    await tick();
    expect([$store.get().status, calls]).toEqual(['idle', 1]);
    stop();
  });

  it('a store not watched during the switch loads the new language when watched again', async () => {
    setLanguage('en');
    const $store = queryStore(createQuery(async () => wordedNow(), noWait));
    let stop = $store.listen(() => {});
    await tick();
    stop();
    setLanguage('ar');
    stop = $store.listen(() => {});
    await tick();
    expect($store.get().data).toBe('أساسيات الإسعافات الأولية');
    stop();
  });
});
