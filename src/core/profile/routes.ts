import type { RouteDefinition } from '../navigation/routes';

/** The profile routes (§2); /profile shows the same settings page. */
export const routes = [
  { name: 'profile-settings', pattern: '/profile/settings', access: 'auth' },
  { name: 'profile', pattern: '/profile', access: 'auth' },
] as const satisfies readonly RouteDefinition[];

declare module '../navigation/routes' {
  interface RouteParts {
    profile: typeof routes;
  }
}
