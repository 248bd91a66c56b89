import { isAuthPath } from '../navigation/return-to';
import { matchRoute } from '../navigation/routes';

/** What the page shell shows for a session state on a path. */
export type ShellMode =
  /** The session is still being validated: a spinner instead of the chrome. */
  | 'loading'
  /** Full chrome: header, profile menu, content, footer. */
  | 'signed-in'
  /** Signed out on a sign-in or public page: brand, language switch, content and footer, no account controls. */
  | 'guest'
  /** Signed out anywhere else: on the way to /auth/login. */
  | 'redirect';

export function shellMode(session: { isLoading: boolean; isAuthenticated: boolean }, pathname: string): ShellMode {
  if (session.isLoading) return 'loading';
  if (session.isAuthenticated) return 'signed-in';
  const access = matchRoute(pathname)?.access;
  return isAuthPath(pathname) || access === 'guest' || access === 'public' ? 'guest' : 'redirect';
}

/** The copyright year: Gregorian in both languages (not the Hijri calendar); written in the language's digits by translate. */
export function copyrightYear(now: Date = new Date()): number {
  return now.getFullYear();
}

/** Optional profile text (Arabic name, national ID) is shown only when it has visible content. */
export function presentText(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text ? text : null;
}
