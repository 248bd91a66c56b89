import { setPersistentEngine, windowPersistentEvents } from '@nanostores/persistent';

/**
 * happy-dom's localStorage refuses `delete localStorage[missingKey]` (its proxy trap returns false, which throws in
 * strict mode); browsers allow it. The persistent stores delete keys to clear them, so give them a browser-faithful
 * view of the same localStorage. Tests still read and write `localStorage` directly.
 */
const faithfulStorage = new Proxy({} as Record<string, string>, {
  get: (_target, key) => (typeof key === 'string' ? (localStorage.getItem(key) ?? undefined) : undefined),
  set: (_target, key, value) => {
    localStorage.setItem(String(key), String(value));
    return true;
  },
  has: (_target, key) => typeof key === 'string' && localStorage.getItem(key) !== null,
  deleteProperty: (_target, key) => {
    localStorage.removeItem(String(key));
    return true;
  },
});

setPersistentEngine(faithfulStorage, windowPersistentEvents);
