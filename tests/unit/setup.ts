import type { PersistentListener } from '@nanostores/persistent';
import { loadDictionary, type LazyDictionary } from '../../src/core/locale/i18n';
/**
 * happy-dom's Storage throws on `delete storage[absentKey]` (browsers return true), which
 * @nanostores/persistent does when a value is cleared; give the unit tier a browser-faithful Storage.
 */
function browserLikeStorage(): Storage {
  const items = new Map<string, string>();
  const api: Storage = {
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(String(key)) ?? null,
    setItem: (key: string, value: string) => void items.set(String(key), String(value)),
    removeItem: (key: string) => void items.delete(String(key)),
    clear: () => items.clear(),
  };
  return new Proxy(api, {
    get: (target, prop) =>
      typeof prop === 'string' && !(prop in target) ? items.get(prop) : Reflect.get(target, prop),
    set: (target, prop, value) =>
      typeof prop === 'string' && !(prop in target)
        ? (items.set(prop, String(value)), true)
        : Reflect.set(target, prop, value),
    has: (target, prop) => (typeof prop === 'string' && items.has(prop)) || prop in target,
    deleteProperty: (_target, prop) => (typeof prop === 'string' && items.delete(prop), true),
    ownKeys: () => [...items.keys()],
    getOwnPropertyDescriptor: (_target, prop) =>
      typeof prop === 'string' && items.has(prop)
        ? { value: items.get(prop), writable: true, enumerable: true, configurable: true }
        : undefined,
  });
}

// One pair per worker, emptied for each file: where modules stay loaded between files (isolate: false), a store that
// read `localStorage` when it loaded keeps writing to the object it found then.
const kept = globalThis as typeof globalThis & {
  __academyTestStorage?: Record<'localStorage' | 'sessionStorage', Storage>;
};
kept.__academyTestStorage ??= { localStorage: browserLikeStorage(), sessionStorage: browserLikeStorage() };
for (const name of ['localStorage', 'sessionStorage'] as const) {
  const storage = kept.__academyTestStorage[name];
  storage.clear();
  Object.defineProperty(globalThis, name, { value: storage, configurable: true, writable: true });
}
// The session stores mirror storage but keep what an earlier file of the worker signed in with (the scanner then kept
// a failed scan for a user its test never signed in): each file starts signed out, as its empty storage says.
const { clearStoredSession } = await import('../../src/core/session/storage');
clearStoredSession();

// Elements load a feature's strings per language before rendering it; unit tests render features directly,
// so every part is loaded in both languages up front.
const parts = import.meta.glob<Record<string, LazyDictionary>>('/src/core/*/strings/index.ts', { eager: true });
const lazyParts = Object.values(parts)
  .flatMap((exports) => Object.values(exports))
  .filter((part) => typeof part.en === 'function');
await Promise.all(lazyParts.flatMap((part) => [loadDictionary(part, 'en'), loadDictionary(part, 'ar')]));

// A persistent store left by a DOM test stops listening a second after its last watcher, possibly after the test
// file's window is torn down: listen through the window only while it is there.
if (typeof window !== 'undefined') {
  const { setPersistentEngine } = await import('@nanostores/persistent');
  const page = window;
  setPersistentEngine(localStorage, {
    addEventListener(_key: string, listener: PersistentListener, restore: () => void) {
      page.addEventListener('storage', listener as unknown as EventListener);
      page.addEventListener('pageshow', restore);
    },
    removeEventListener(_key: string, listener: PersistentListener, restore: () => void) {
      page.removeEventListener?.('storage', listener as unknown as EventListener);
      page.removeEventListener?.('pageshow', restore);
    },
  });
}
