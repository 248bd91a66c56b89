/** Who may open a route (§2): guests only, signed-in users only, or anyone. */
export type RouteAccess = 'guest' | 'auth' | 'public';

/** One route as a feature declares it in `src/core/<feature>/routes.ts`. */
export interface RouteDefinition {
  name: string;
  pattern: string;
  access: RouteAccess;
}

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

/** A pattern with its parameters as `~`, which sorts after any static segment. */
const shape = (pattern: string) => pattern.replace(/:\w+/g, '~');

/**
 * Orders routes so that, where two patterns overlap, the one with a static segment where the other has a parameter
 * comes first (no two routes share a shape: tests/unit/core/navigation/routes.test.ts).
 */
export const bySpecificity = (a: RouteDefinition, b: RouteDefinition): number =>
  shape(a.pattern) > shape(b.pattern) ? 1 : -1;

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

function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const part = want[i] ?? '';
    const value = have[i] ?? '';
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(value);
      } catch {
        return null;
      }
    } else if (part !== value) return null;
  }
  return params;
}

/** The route a pathname (no query) belongs to, or null for an unknown path. */
export function matchRoute(pathname: string): RouteMatch | null {
  const clean = pathname.replace(/\/+$/, '') || '/';
  for (const route of ROUTES) {
    const params = matchPattern(route.pattern, clean);
    if (params) return { name: route.name, access: route.access, params };
  }
  return null;
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
