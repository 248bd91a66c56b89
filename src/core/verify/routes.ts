import type { RouteDefinition } from '../navigation/routes';

/** The certificate check (issue #34): anyone, signed in or not, with the code from the paper or typed in. */
export const routes = [
  { name: 'verify', pattern: '/verify', access: 'public' },
  { name: 'verify', pattern: '/verify/:code', access: 'public' },
] as const satisfies readonly RouteDefinition[];

declare module '../navigation/routes' {
  interface RouteParts {
    verify: typeof routes;
  }
}
