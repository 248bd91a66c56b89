import type { RouteDefinition } from '../navigation/routes';

/** The sign-in routes (§2): one `<academy-login>` whose view follows the route. */
export const routes = [
  { name: 'login', pattern: '/login', access: 'guest' },
  { name: 'login', pattern: '/auth/login', access: 'guest' },
  { name: 'signup', pattern: '/auth/signup', access: 'guest' },
  { name: 'forgot-password', pattern: '/auth/forgot-password', access: 'guest' },
  { name: 'reset-password', pattern: '/auth/reset-password', access: 'guest' },
  { name: 'reset-password', pattern: '/auth/reset-password/:token', access: 'guest' },
  { name: 'reset-password', pattern: '/reset-password/:token', access: 'guest' },
  { name: 'verify-email', pattern: '/auth/email/verify/:id', access: 'public' },
  { name: 'resend-verification', pattern: '/auth/resend-verification', access: 'guest' },
  { name: 'email-verification', pattern: '/auth/email-verification', access: 'guest' },
  { name: 'email-verification', pattern: '/email-verification', access: 'guest' },
] as const satisfies readonly RouteDefinition[];

declare module '../navigation/routes' {
  interface RouteParts {
    login: typeof routes;
  }
}
