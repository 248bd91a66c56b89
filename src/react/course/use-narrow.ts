import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../../core/course/course-constants';

/** Below 768 px (§9) the table of contents is a drawer. */
const QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

function subscribe(onChange: () => void): () => void {
  const list = matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** True while the viewport is narrower than the §9 mobile breakpoint. */
export function useNarrow(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => matchMedia(QUERY).matches,
    () => false,
  );
}
