import type { RouteSample } from '../navigation/route-sample';

// The profile routes (§2), as navigation/routes.test.ts checks them.
export const SAMPLES: readonly RouteSample[] = [
  ['/profile/settings', 'profile-settings', 'auth', {}],
  ['/profile', 'profile', 'auth', {}],
];
