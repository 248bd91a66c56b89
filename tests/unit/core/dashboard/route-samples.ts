import type { RouteSample } from '../navigation/route-sample';

// The dashboard's route (§2), as navigation/routes.test.ts checks it.
export const SAMPLES: readonly RouteSample[] = [['/dashboard', 'dashboard', 'auth', {}]];
