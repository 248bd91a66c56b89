import type { RouteSample } from '../navigation/route-sample';

// The lecture QR route, linked from the dashboards, as navigation/routes.test.ts checks it.
export const SAMPLES: readonly RouteSample[] = [['/trainer/qr/5', 'lecture-qr', 'auth', { lectureId: '5' }]];
