import { useCallback, useSyncExternalStore } from 'react';

/** True while the window matches `query` (a CSS media query), re-rendering when that changes. */
export function useMediaQuery(query: string): boolean {
  // One subscription per query, not per render: a scrolling table re-renders every frame.
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matchMedia(query).matches,
    () => false,
  );
}
