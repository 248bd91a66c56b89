import type { RouteDefinition } from '../navigation/routes';

/** The dashboard route (§2). */
export const routes = [
  { name: 'dashboard', pattern: '/dashboard', access: 'auth' },
] as const satisfies readonly RouteDefinition[];

declare module '../navigation/routes' {
  interface RouteParts {
    dashboard: typeof routes;
  }
}
