import type { RouteSample } from '../navigation/route-sample';

// The verify routes, as navigation/routes.test.ts checks them: open to anyone, with or without a code.
export const SAMPLES: readonly RouteSample[] = [
  ['/verify', 'verify', 'public', {}],
  ['/verify/1N2MNN35N3FKTDB50MJV5QF0N9', 'verify', 'public', { code: '1N2MNN35N3FKTDB50MJV5QF0N9' }],
];
