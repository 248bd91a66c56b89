import type { RouteSample } from '../navigation/route-sample';

// The verify route, as navigation/routes.test.ts checks it.
export const SAMPLES: readonly RouteSample[] = [['/verify', 'verify', 'auth', {}]];
