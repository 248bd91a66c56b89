import type { RouteDefinition } from '../navigation/routes';

/** The verify page. */
export const routes = [
  { name: 'verify', pattern: '/verify', access: 'auth' },
] as const satisfies readonly RouteDefinition[];

declare module '../navigation/routes' {
  interface RouteParts {
    verify: typeof routes;
  }
}
