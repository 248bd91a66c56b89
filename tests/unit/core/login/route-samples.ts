import type { RouteSample } from '../navigation/route-sample';

// The sign-in pages' routes (§2), as navigation/routes.test.ts checks them.
export const SAMPLES: readonly RouteSample[] = [
  ['/login', 'login', 'guest', {}],
  ['/auth/login', 'login', 'guest', {}],
  ['/auth/signup', 'signup', 'guest', {}],
  ['/auth/forgot-password', 'forgot-password', 'guest', {}],
  ['/auth/reset-password', 'reset-password', 'guest', {}],
  ['/auth/reset-password/tok123', 'reset-password', 'guest', { token: 'tok123' }],
  ['/reset-password/tok123', 'reset-password', 'guest', { token: 'tok123' }],
  ['/auth/email/verify/42', 'verify-email', 'public', { id: '42' }],
  ['/auth/resend-verification', 'resend-verification', 'guest', {}],
  ['/auth/email-verification', 'email-verification', 'guest', {}],
  ['/email-verification', 'email-verification', 'guest', {}],
];
