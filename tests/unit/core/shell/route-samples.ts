import type { RouteSample } from '../navigation/route-sample';

// The pages the host draws in the shell (§2), as navigation/routes.test.ts checks them.
export const SAMPLES: readonly RouteSample[] = [
  ['/theme', 'theme', 'auth', {}],
  ['/css-variables-demo', 'theme', 'auth', {}],
  ['/terms', 'terms', 'public', {}],
  ['/privacy', 'privacy', 'public', {}],
];
