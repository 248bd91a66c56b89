import type { RouteDefinition } from '../navigation/routes';

/** The content page of a dynamic button (§2). */
export const routes = [
  { name: 'content', pattern: '/content/:contentType/:buttonId', access: 'auth' },
] as const satisfies readonly RouteDefinition[];

declare module '../navigation/routes' {
  interface RouteParts {
    content: typeof routes;
  }
}
