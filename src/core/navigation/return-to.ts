/** sessionStorage key holding where a guest was going before being sent to sign in. */
export const RETURN_TO_KEY = 'academy_return_to';

/**
 * Only same-site paths that are not sign-in screens are safe to return to: no open redirects, no login
 * loops (guest pages such as /login and /reset-password/… live outside /auth/ too).
 */
export function isSafeReturnPath(path: string | null | undefined): path is string {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  return !isSignInPage(path.split(/[?#]/)[0] ?? path);
}

/** Guest-only routes outside /auth/ (§2): /login, /reset-password/{token}, /email-verification. */
const GUEST_OUTSIDE_AUTH = /^\/(login|email-verification|reset-password\/[^/]+)\/?$/;

/**
 * An /auth/ page or another guest-only screen: where a 401 must not redirect from. A regex rather than the
 * route table keeps the table out of the shared runtime; a unit test keeps the two in agreement.
 */
export function isSignInPage(pathname: string): boolean {
  return isAuthPath(pathname) || GUEST_OUTSIDE_AUTH.test(pathname);
}

/** Any path beginning with /auth/ counts as an authentication page (§2). */
export function isAuthPath(path: string): boolean {
  return path === '/auth' || path.startsWith('/auth/') || path.startsWith('/auth?');
}

export function rememberLocation(path: string): void {
  if (isSafeReturnPath(path) && typeof sessionStorage !== 'undefined') sessionStorage.setItem(RETURN_TO_KEY, path);
}

/** Where to go after sign-in: the remembered location once, else /dashboard. */
export function takeReturnPath(): string {
  if (typeof sessionStorage === 'undefined') return '/dashboard';
  const stored = sessionStorage.getItem(RETURN_TO_KEY);
  sessionStorage.removeItem(RETURN_TO_KEY);
  return isSafeReturnPath(stored) ? stored : '/dashboard';
}
