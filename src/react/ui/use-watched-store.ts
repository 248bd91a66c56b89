import type { ReadableAtom } from 'nanostores';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * A store's value as React state, mounting the store only when subscribed (after render): useStore's get() mounts
 * an unwatched store during render, which would start a query store's load mid-render.
 */
export function useWatchedStore<T>(store: ReadableAtom<T>): T {
  const subscribe = useCallback((onChange: () => void) => store.listen(onChange), [store]);
  return useSyncExternalStore(subscribe, () => store.value as T);
}
