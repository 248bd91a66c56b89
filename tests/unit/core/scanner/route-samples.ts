import type { RouteSample } from '../navigation/route-sample';

// The scanner's route, linked from the dashboards, as navigation/routes.test.ts checks it.
export const SAMPLES: readonly RouteSample[] = [['/attendance/scanner', 'scanner', 'auth', {}]];
