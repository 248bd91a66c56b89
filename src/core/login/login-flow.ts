import { emit } from '../events/emit';
import { ApiError } from '../http/api-error';
import type { Message } from '../locale/message';
import { pluralForm } from '../locale/plural';
import { syncPathname } from '../navigation/path-store';
import { RETURN_TO_KEY, isSafeReturnPath, takeReturnPath } from '../navigation/return-to';
import { bySpecificity, matchIn } from '../navigation/route-match';
import { routes } from './routes';
import { announcesResend, verificationCodeOf } from './verification';

const LOGIN_ROUTES = [...routes].sort(bySpecificity);

/** The sign-in route a pathname belongs to: matched against this feature's routes only, so no other table loads. */
export const matchLoginRoute = (pathname: string) => matchIn(LOGIN_ROUTES, pathname);

/** The pathname and query of an in-app path such as `/auth/email-verification?email=a%40b.c`. */
export function splitPath(path: string): { pathname: string; query: URLSearchParams } {
  const url = new URL(path, 'http://academy.invalid');
  return { pathname: url.pathname, query: url.searchParams };
}

/** Where sign-in leads (§2): a safe `redirect`, else the remembered location once, else /dashboard. */
export function afterLoginPath(redirect: string | null | undefined): string {
  return isSafeReturnPath(redirect) ? redirect : takeReturnPath();
}

/** Where "Continue" leads without using the remembered location up: a safe `redirect`, else it, else /dashboard. */
export function peekReturnPath(redirect: string | null | undefined): string {
  if (isSafeReturnPath(redirect)) return redirect;
  const stored = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(RETURN_TO_KEY);
  return isSafeReturnPath(stored) ? stored : '/dashboard';
}

/**
 * Asks the host to go to `path` with a cancelable `academy-navigate` and reports whether it did; unlike
 * `navigate()` it never moves the URL itself, so a plain page that handles nothing keeps its address.
 */
export function offerNavigation(from: EventTarget, path: string, options: { replace?: boolean } = {}): boolean {
  const handled = !emit(from, 'academy-navigate', { path, replace: options.replace ?? false }, { cancelable: true });
  if (handled) syncPathname();
  return handled;
}

/** The email-verification screen after sign-up, carrying the address for the waiting message. */
export function verificationScreenPath(email: string): string {
  return `/auth/email-verification?email=${encodeURIComponent(email.trim())}`;
}

/** The resend-verification screen, prefilled with the address when known. */
export function resendVerificationPath(email: string | null | undefined): string {
  const address = email?.trim();
  return address ? `/auth/resend-verification?email=${encodeURIComponent(address)}` : '/auth/resend-verification';
}

const nonBlank = (value: string | null | undefined): string | null => (value && value.trim() ? value.trim() : null);

/** Reset token (§2): the explicit one, else the route's `{token}`, else the `token` query parameter. */
export function resetTokenOf(
  explicit: string | null | undefined,
  pathname: string,
  query: URLSearchParams,
): string | null {
  const route = matchLoginRoute(pathname);
  const fromRoute = route?.name === 'reset-password' ? route.params.token : undefined;
  return nonBlank(explicit) ?? nonBlank(fromRoute) ?? nonBlank(query.get('token'));
}

/** Prefilled email: the explicit one, else the `email` query parameter, else empty. */
export function prefilledEmail(explicit: string | null | undefined, query: URLSearchParams): string {
  return nonBlank(explicit) ?? nonBlank(query.get('email')) ?? '';
}

/**
 * The `{id}` of a verification link: the route parameter of /auth/email/verify/{id}; an element embedded
 * on another path may carry it as the `id` query parameter instead.
 */
export function verificationIdOf(pathname: string, query: URLSearchParams): string | undefined {
  const route = matchLoginRoute(pathname);
  if (route?.name === 'verify-email') return nonBlank(route.params.id) ?? undefined;
  return nonBlank(query.get('id')) ?? undefined;
}

/** What the email-verification screen shows (§2): an error, a success, or the waiting message. */
export type VerificationOutcome =
  { kind: 'error'; code: string; announce: boolean } | { kind: 'success' } | { kind: 'waiting'; email: string | null };

/** From the query: `error` wins, then `token` means success, else the waiting screen for `email`. */
export function verificationOutcome(query: URLSearchParams): VerificationOutcome {
  const error = nonBlank(query.get('error'));
  if (error) return { kind: 'error', code: error, announce: announcesResend(error) };
  if (nonBlank(query.get('token'))) return { kind: 'success' };
  return { kind: 'waiting', email: nonBlank(query.get('email')) };
}

/** One countdown step: never below zero. */
export function nextCountdown(seconds: number): number {
  return Math.max(0, seconds - 1);
}

/** "Redirecting … in N seconds", with the plural form each language needs (1 second, ثانيتين, 3 ثوانٍ). */
export function countdownMessage(seconds: number): Message {
  return { key: `login.verify.countdown.${pluralForm(seconds)}`, params: { count: seconds } };
}

/**
 * Server field errors (422) for the fields a form shows, keyed as the client sent them; `aliases` maps a
 * server key onto a form field (e.g. `password_confirmation` → `confirmPassword`). Unknown keys are dropped.
 */
export function formFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  aliases: Partial<Record<string, F>> = {},
): Partial<Record<F, string>> {
  const found: Partial<Record<F, string>> = {};
  if (!(error instanceof ApiError) || !error.fieldErrors) return found;
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const field = aliases[key] ?? (fields as readonly string[]).find((name) => name === key);
    if (field && messages[0] && !found[field as F]) found[field as F] = messages[0];
  }
  return found;
}

/**
 * A failed form submission split for display: server field errors under the fields the form shows, and a banner
 * only when no field took an error (errors with no field, or transport and server failures), so one error never
 * shows twice.
 */
export function formFailure<F extends string>(
  error: unknown,
  fields: readonly F[],
  banner: Message,
  aliases: Partial<Record<string, F>> = {},
): { fields: Partial<Record<F, string>>; banner: Message | null } {
  const found = formFieldErrors(error, fields, aliases);
  return { fields: found, banner: Object.keys(found).length ? null : banner };
}

/**
 * A failed verify call as the result screen shows it: its code, and whether to say a new email is on its
 * way — only for invalid or expired links, and not when the server says it sent none (`data.resent: false`).
 */
export function verificationFailure(error: unknown): { kind: 'error'; code: string; announce: boolean } {
  const code = verificationCodeOf(error);
  const data =
    error instanceof ApiError && error.data && typeof error.data === 'object'
      ? (error.data as Record<string, unknown>)
      : {};
  return { kind: 'error', code, announce: announcesResend(code) && data.resent !== false };
}

/** A link missing id, hash, expires or signature (§5): the invalid-link error; nothing was sent, so no resend notice. */
export const INCOMPLETE_LINK: VerificationOutcome = { kind: 'error', code: 'invalid_token', announce: false };
