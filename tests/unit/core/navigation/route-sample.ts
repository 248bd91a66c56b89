import type { RouteAccess, RouteName } from '../../../../src/core/navigation/routes';

/**
 * A path, the route it must match, that route's access and the parameters read from the path. Each feature lists
 * samples of its routes in `tests/unit/core/<feature>/route-samples.ts` (`export const SAMPLES`): a new feature adds
 * a file, not a line in routes.test.ts.
 */
export type RouteSample = readonly [path: string, name: RouteName, access: RouteAccess, params: Record<string, string>];
