import type { RouteSample } from '../navigation/route-sample';

// The content page's route (§2), as navigation/routes.test.ts checks it.
export const SAMPLES: readonly RouteSample[] = [
  ['/content/dynamic-button/9', 'content', 'auth', { contentType: 'dynamic-button', buttonId: '9' }],
];
