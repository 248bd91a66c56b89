/** Who may open a route (§2): guests only, signed-in users only, or anyone. */
export type RouteAccess = 'guest' | 'auth' | 'public';

export type RouteName =
  | 'login' | 'signup' | 'forgot-password' | 'reset-password' | 'verify-email' | 'resend-verification'
  | 'email-verification' | 'dashboard' | 'profile-settings' | 'profile' | 'tickets' | 'ticket-create'
  | 'ticket-detail' | 'content' | 'theme' | 'terms' | 'privacy' | 'course' | 'exam-take' | 'exam-result'
  | 'exam-feedback' | 'scanner' | 'lecture-qr' | 'batch';

interface RouteDef {
  name: RouteName;
  pattern: string;
  access: RouteAccess;
}

/** The route table of both spec documents; order matters where patterns overlap. */
export const ROUTES: readonly RouteDef[] = [
  { name: 'login', pattern: '/login', access: 'guest' },
  { name: 'login', pattern: '/auth/login', access: 'guest' },
  { name: 'signup', pattern: '/auth/signup', access: 'guest' },
  { name: 'forgot-password', pattern: '/auth/forgot-password', access: 'guest' },
  { name: 'reset-password', pattern: '/auth/reset-password', access: 'guest' },
  { name: 'reset-password', pattern: '/auth/reset-password/:token', access: 'guest' },
  { name: 'reset-password', pattern: '/reset-password/:token', access: 'guest' },
  { name: 'verify-email', pattern: '/auth/email/verify/:id', access: 'public' },
  { name: 'resend-verification', pattern: '/auth/resend-verification', access: 'guest' },
  { name: 'email-verification', pattern: '/auth/email-verification', access: 'guest' },
  { name: 'email-verification', pattern: '/email-verification', access: 'guest' },
  { name: 'dashboard', pattern: '/dashboard', access: 'auth' },
  { name: 'profile-settings', pattern: '/profile/settings', access: 'auth' },
  { name: 'profile', pattern: '/profile', access: 'auth' },
  { name: 'ticket-create', pattern: '/support/tickets/create', access: 'auth' },
  { name: 'ticket-detail', pattern: '/support/tickets/:ticketNo', access: 'auth' },
  { name: 'tickets', pattern: '/support/tickets', access: 'auth' },
  { name: 'content', pattern: '/content/:contentType/:buttonId', access: 'auth' },
  { name: 'theme', pattern: '/theme', access: 'auth' },
  { name: 'theme', pattern: '/css-variables-demo', access: 'auth' },
  { name: 'terms', pattern: '/terms', access: 'public' },
  { name: 'privacy', pattern: '/privacy', access: 'public' },
  { name: 'course', pattern: '/course/:courseId/:contentId/:courseProgressId', access: 'auth' },
  { name: 'course', pattern: '/course/:courseId/:courseProgressId', access: 'auth' },
  { name: 'course', pattern: '/course/:courseId', access: 'auth' },
  { name: 'exam-take', pattern: '/app/exam/:examNo/take', access: 'auth' },
  { name: 'exam-result', pattern: '/app/exam/:examNo/result', access: 'auth' },
  { name: 'exam-feedback', pattern: '/app/exam/:examNo/feedback', access: 'auth' },
  { name: 'scanner', pattern: '/attendance/scanner', access: 'auth' },
  { name: 'lecture-qr', pattern: '/trainer/qr/:lectureId', access: 'auth' },
  { name: 'batch', pattern: '/trainer/batch/:batchNo', access: 'auth' },
];

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
