/** Who may open a route (§2): guests only, signed-in users only, or anyone. */
export type RouteAccess = 'guest' | 'auth' | 'public';

/** One route as a feature declares it in `src/core/<feature>/routes.ts`. */
export interface RouteDefinition {
  name: string;
  pattern: string;
  access: RouteAccess;
}

/** A route a pathname matched, with its `:name` parameters decoded. */
export interface TableMatch<Name extends string> {
  name: Name;
  access: RouteAccess;
  params: Record<string, string>;
}

/** A pattern with its parameters as `~`, which sorts after any static segment. */
const shape = (pattern: string) => pattern.replace(/:\w+/g, '~');

/**
 * Orders routes so that, where two patterns overlap, the one with a static segment where the other has a parameter
 * comes first (no two routes share a shape: tests/unit/core/navigation/routes.test.ts).
 */
export const bySpecificity = (a: RouteDefinition, b: RouteDefinition): number =>
  shape(a.pattern) > shape(b.pattern) ? 1 : -1;

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

/**
 * The route of `table` a pathname (no query) belongs to, or null. A feature matching against its own routes loads
 * no other feature's table (the sign-in page: −1 KB gzip); `table` is tried in `bySpecificity` order.
 */
export function matchIn<Route extends RouteDefinition>(
  table: readonly Route[],
  pathname: string,
): TableMatch<Route['name']> | null {
  const clean = pathname.replace(/\/+$/, '') || '/';
  for (const route of table) {
    const params = matchPattern(route.pattern, clean);
    if (params) return { name: route.name, access: route.access, params };
  }
  return null;
}
