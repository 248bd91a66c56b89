import type { RouteDefinition } from '../navigation/routes';

/** Pages no feature element owns, drawn by the host around the shell: the shell needs their access to pick its chrome (§2). */
export const routes = [
  { name: 'theme', pattern: '/theme', access: 'auth' },
  { name: 'theme', pattern: '/css-variables-demo', access: 'auth' },
  { name: 'terms', pattern: '/terms', access: 'public' },
  { name: 'privacy', pattern: '/privacy', access: 'public' },
] as const satisfies readonly RouteDefinition[];

declare module '../navigation/routes' {
  interface RouteParts {
    shell: typeof routes;
  }
}
