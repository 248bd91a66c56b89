import { describe, expect, it } from 'vitest';
import {
  ROUTES,
  bySpecificity,
  guardRoute,
  matchRoute,
  type RouteAccess,
  type RouteName,
} from '../../../../src/core/navigation/routes';

// §2 route table and route guard (plus the second document's routes referenced from the dashboards).

describe('matchRoute — every route of the spec tables', () => {
  const table: [path: string, name: RouteName, access: RouteAccess, params: Record<string, string>][] = [
    ['/login', 'login', 'guest', {}],
    ['/auth/login', 'login', 'guest', {}],
    ['/auth/signup', 'signup', 'guest', {}],
    ['/auth/forgot-password', 'forgot-password', 'guest', {}],
    ['/auth/reset-password', 'reset-password', 'guest', {}],
    ['/auth/reset-password/tok123', 'reset-password', 'guest', { token: 'tok123' }],
    ['/reset-password/tok123', 'reset-password', 'guest', { token: 'tok123' }],
    ['/auth/email/verify/42', 'verify-email', 'public', { id: '42' }],
    ['/auth/resend-verification', 'resend-verification', 'guest', {}],
    ['/auth/email-verification', 'email-verification', 'guest', {}],
    ['/email-verification', 'email-verification', 'guest', {}],
    ['/dashboard', 'dashboard', 'auth', {}],
    ['/profile/settings', 'profile-settings', 'auth', {}],
    ['/profile', 'profile', 'auth', {}],
    ['/support/tickets', 'tickets', 'auth', {}],
    ['/support/tickets/create', 'ticket-create', 'auth', {}],
    ['/support/tickets/TCK-1001', 'ticket-detail', 'auth', { ticketNo: 'TCK-1001' }],
    ['/content/dynamic-button/9', 'content', 'auth', { contentType: 'dynamic-button', buttonId: '9' }],
    ['/theme', 'theme', 'auth', {}],
    ['/css-variables-demo', 'theme', 'auth', {}],
    ['/terms', 'terms', 'public', {}],
    ['/privacy', 'privacy', 'public', {}],
    // Links from the dashboards into the second document.
    ['/course/12', 'course', 'auth', { courseId: '12' }],
    ['/app/exam/77/take', 'exam-take', 'auth', { examNo: '77' }],
    ['/app/exam/77/result', 'exam-result', 'auth', { examNo: '77' }],
    ['/app/exam/77/feedback', 'exam-feedback', 'auth', { examNo: '77' }],
    ['/attendance/scanner', 'scanner', 'auth', {}],
    ['/trainer/qr/5', 'lecture-qr', 'auth', { lectureId: '5' }],
    ['/trainer/batch/B-7', 'batch', 'auth', { batchNo: 'B-7' }],
  ];

  it.each(table)('%s → %s (%s)', (path, name, access, params) => {
    expect(matchRoute(path)).toEqual({ name, access, params });
  });

  it('has a sample above for every pattern in ROUTES (no untested route)', () => {
    const samples = [...table.map(([path]) => path), '/course/1/2', '/course/1/2/3'];
    const untested = ROUTES.filter((route) => !samples.some((path) => patternFits(route.pattern, path))).map(
      (route) => route.pattern,
    );
    expect(untested).toEqual([]);
  });

  it('matches the longer course routes', () => {
    expect(matchRoute('/course/1/2')).toEqual({
      name: 'course',
      access: 'auth',
      params: { courseId: '1', courseProgressId: '2' },
    });
    expect(matchRoute('/course/1/2/3')).toEqual({
      name: 'course',
      access: 'auth',
      params: { courseId: '1', contentId: '2', courseProgressId: '3' },
    });
  });

  it('does not read /support/tickets/create as a ticket number', () => {
    expect(matchRoute('/support/tickets/create')?.name).toBe('ticket-create');
  });

  it('matches the same routes whatever order the features declare them in', () => {
    const samples = [...table.map(([path]) => path), '/course/1/2', '/course/1/2/3'];
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
