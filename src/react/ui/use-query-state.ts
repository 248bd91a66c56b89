import { atom, type ReadableAtom } from 'nanostores';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { QueryState, QueryStore } from '../../core/query/query-store';

const IDLE = atom<QueryState<never>>({ status: 'idle', data: undefined, error: undefined });

/**
 * A query store's state as React state, or idle when there is no store. Render reads `value`: `get()` would mount
 * the store and start its load mid-render. Subscribing after render is what loads it, and a store cleared back to
 * idle while still shown (sign-out, a new sign-in) loads again.
 */
export function useQueryState<T>(store: QueryStore<T> | null): QueryState<T> {
  const target = (store ?? IDLE) as ReadableAtom<QueryState<T>>;
  const subscribe = useCallback((onChange: () => void) => target.listen(onChange), [target]);
  const read = () => target.value as QueryState<T>;
  const state = useSyncExternalStore(subscribe, read, read);
  useEffect(() => {
    // The subscription above has run by now: `value` is current, so a load it just started is not repeated.
    if (store?.value?.status === 'idle') void store.load();
  }, [store, state.status]);
  return state;
}
