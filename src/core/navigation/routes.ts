import { bySpecificity, matchIn, type RouteAccess } from './route-match';

export { bySpecificity };
export type { RouteAccess, RouteDefinition } from './route-match';

/**
 * Each feature's routes, added by the feature itself
 * (`declare module '…/navigation/routes' { interface RouteParts { exam: typeof routes } }`), not in a central list.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface RouteParts {}

export type RouteName = RouteParts[keyof RouteParts][number]['name'];

interface RouteDef {
  name: RouteName;
  pattern: string;
  access: RouteAccess;
}

/**
 * The route table of both spec documents, gathered from every feature's `routes.ts`; order-independent, since
 * only patterns of the same length can both match and the more static one is tried first.
 */
export const ROUTES: readonly RouteDef[] = Object.values(
  import.meta.glob<readonly RouteDef[]>(['../*/routes.ts', '!./routes.ts'], { eager: true, import: 'routes' }),
)
  .flat()
  .sort(bySpecificity);

export interface RouteMatch {
  name: RouteName;
  access: RouteAccess;
  params: Record<string, string>;
}

/** The route a pathname (no query) belongs to, or null for an unknown path. */
export function matchRoute(pathname: string): RouteMatch | null {
  return matchIn(ROUTES, pathname);
}

export type GuardDecision = { kind: 'render'; route: RouteMatch } | { kind: 'redirect'; to: string; remember: boolean };

/** The route guard (§2): / and unknown paths go to /dashboard, guests to sign-in, users away from guest pages. */
export function guardRoute(pathname: string, isAuthenticated: boolean): GuardDecision {
  const route = matchRoute(pathname);
  if (!route) return { kind: 'redirect', to: '/dashboard', remember: false };
  if (route.access === 'auth' && !isAuthenticated) return { kind: 'redirect', to: '/auth/login', remember: true };
  if (route.access === 'guest' && isAuthenticated) return { kind: 'redirect', to: '/dashboard', remember: false };
  return { kind: 'render', route };
}
