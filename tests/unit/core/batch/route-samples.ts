import type { RouteSample } from '../navigation/route-sample';

// The batch route, linked from the dashboards, as navigation/routes.test.ts checks it.
export const SAMPLES: readonly RouteSample[] = [['/trainer/batch/B-7', 'batch', 'auth', { batchNo: 'B-7' }]];
