import { describe, expect, it } from 'vitest';
import { ROUTES, bySpecificity, guardRoute, matchRoute } from '../../../../src/core/navigation/routes';
import type { RouteSample } from './route-sample';

// §2 route table and route guard (plus the second document's routes referenced from the dashboards).

// Each feature samples its own routes in tests/unit/core/<feature>/route-samples.ts; a new feature adds a file.
const SAMPLE_FILES = import.meta.glob<{ SAMPLES: readonly RouteSample[] }>('../*/route-samples.ts', { eager: true });

describe('matchRoute — every route of the spec tables', () => {
  const table = Object.values(SAMPLE_FILES).flatMap((file) => file.SAMPLES);

  it.each(table)('%s → %s (%s)', (path, name, access, params) => {
    expect(matchRoute(path)).toEqual({ name, access, params });
  });

  it('has a sample for every pattern in ROUTES (no untested route)', () => {
    const samples = table.map(([path]) => path);
    const untested = ROUTES.filter((route) => !samples.some((path) => patternFits(route.pattern, path))).map(
      (route) => route.pattern,
    );
    expect(untested).toEqual([]);
  });

  it('does not read /support/tickets/create as a ticket number', () => {
    expect(matchRoute('/support/tickets/create')?.name).toBe('ticket-create');
  });

  it('matches the same routes whatever order the features declare them in', () => {
    const samples = table.map(([path]) => path);
    const firstFit = (routes: readonly { pattern: string }[], path: string) =>
      routes.find((route) => patternFits(route.pattern, path))?.pattern;
    const reversed = [...ROUTES].reverse();
    const rotated = [...ROUTES.slice(7), ...ROUTES.slice(0, 7)];
    for (const order of [reversed, rotated, [...ROUTES].sort((a, b) => (a.pattern < b.pattern ? 1 : -1))]) {
      const sorted = [...order].sort(bySpecificity);
      for (const path of samples) expect(firstFit(sorted, path), path).toBe(firstFit(ROUTES, path));
    }
    // Today's overlaps: the static /support/tickets/create before the parameter that would also take it.
    const patterns = [...reversed].sort(bySpecificity).map((route) => route.pattern);
    expect(patterns.indexOf('/support/tickets/create')).toBeLessThan(patterns.indexOf('/support/tickets/:ticketNo'));
  });

  it('has no two patterns of the same shape (which would make the match depend on order)', () => {
    const shapes = ROUTES.map((route) => route.pattern.replace(/:\w+/g, ':'));
    expect(shapes.filter((shape, i) => shapes.indexOf(shape) !== i)).toEqual([]);
  });

  it('ignores a trailing slash', () => {
    expect(matchRoute('/dashboard/')?.name).toBe('dashboard');
    expect(matchRoute('/auth/login//')?.name).toBe('login');
  });

  it('decodes parameters', () => {
    expect(matchRoute('/support/tickets/A%20B')?.params).toEqual({ ticketNo: 'A B' });
  });

  it('gives null for a badly encoded parameter', () => {
    expect(matchRoute('/support/tickets/%E0%A4%A')).toBeNull();
  });

  it.each(['/', '/nowhere', '/dashboard/extra', '/auth', '/auth/unknown', '/content/dynamic-button', '/support'])(
    'gives null for %s',
    (path) => {
      expect(matchRoute(path)).toBeNull();
    },
  );

  it('is case-sensitive like the original router', () => {
    expect(matchRoute('/Dashboard')).toBeNull();
  });
});

function patternFits(pattern: string, path: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  return want.length === have.length && want.every((part, i) => part.startsWith(':') || part === have[i]);
}

describe('guardRoute (§2 route guard)', () => {
  it('sends / to /dashboard', () => {
    expect(guardRoute('/', true)).toEqual({ kind: 'redirect', to: '/dashboard', remember: false });
    expect(guardRoute('/', false)).toMatchObject({ kind: 'redirect', to: '/dashboard' });
  });

  it('sends any unknown path to /dashboard', () => {
    expect(guardRoute('/no/such/page', true)).toEqual({ kind: 'redirect', to: '/dashboard', remember: false });
    expect(guardRoute('/auth/nothing-here', false)).toMatchObject({ kind: 'redirect', to: '/dashboard' });
  });

  it.each([
    '/dashboard',
    '/profile/settings',
    '/support/tickets',
    '/support/tickets/create',
    '/support/tickets/7',
    '/content/dynamic-button/3',
    '/theme',
  ])('sends a guest on the protected %s to /auth/login and remembers the location', (path) => {
    expect(guardRoute(path, false)).toEqual({ kind: 'redirect', to: '/auth/login', remember: true });
  });

  it.each([
    '/login',
    '/auth/login',
    '/auth/signup',
    '/auth/forgot-password',
    '/auth/reset-password/x',
    '/reset-password/x',
    '/auth/resend-verification',
    '/auth/email-verification',
  ])('sends a signed-in user on the guest page %s to /dashboard', (path) => {
    expect(guardRoute(path, true)).toEqual({ kind: 'redirect', to: '/dashboard', remember: false });
  });

  it('renders guest pages for guests', () => {
    expect(guardRoute('/auth/signup', false)).toEqual({
      kind: 'render',
      route: { name: 'signup', access: 'guest', params: {} },
    });
  });

  it('renders protected pages for signed-in users', () => {
    expect(guardRoute('/support/tickets/9', true)).toEqual({
      kind: 'render',
      route: { name: 'ticket-detail', access: 'auth', params: { ticketNo: '9' } },
    });
  });

  it('renders the public verify handler for guests and signed-in users alike', () => {
    for (const signedIn of [false, true]) {
      expect(guardRoute('/auth/email/verify/5', signedIn)).toEqual({
        kind: 'render',
        route: { name: 'verify-email', access: 'public', params: { id: '5' } },
      });
    }
  });

  it('renders /terms and /privacy (linked from sign-up) for guests', () => {
    expect(guardRoute('/terms', false).kind).toBe('render');
    expect(guardRoute('/privacy', false).kind).toBe('render');
  });
});
