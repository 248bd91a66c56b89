import { MOBILE_BREAKPOINT_PX } from '../../core/course/course-constants';
import { useMediaQuery } from '../ui/use-media-query';

/** Below 768 px (§9) the table of contents is a drawer. */
const QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

/** True while the viewport is narrower than the §9 mobile breakpoint. */
export function useNarrow(): boolean {
  return useMediaQuery(QUERY);
}
