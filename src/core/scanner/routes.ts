import type { RouteDefinition } from '../navigation/routes';

/** The learner's attendance scanner (learning §2). */
export const routes = [
  { name: 'scanner', pattern: '/attendance/scanner', access: 'auth' },
] as const satisfies readonly RouteDefinition[];

declare module '../navigation/routes' {
  interface RouteParts {
    scanner: typeof routes;
  }
}
