import type { RouteDefinition } from '../navigation/routes';

/** A trainer's batch page (learning §2). */
export const routes = [
  { name: 'batch', pattern: '/trainer/batch/:batchNo', access: 'auth' },
] as const satisfies readonly RouteDefinition[];

declare module '../navigation/routes' {
  interface RouteParts {
    batch: typeof routes;
  }
}
