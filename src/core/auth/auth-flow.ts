import { ApiError } from '../http/api-error';
import { isSafeReturnPath, takeReturnPath } from '../navigation/return-to';
import { matchRoute } from '../navigation/routes';
import { announcesResend, verificationCodeOf } from './verification';

/** The pathname and query of an in-app path such as `/auth/email-verification?email=a%40b.c`. */
export function splitPath(path: string): { pathname: string; query: URLSearchParams } {
  const url = new URL(path, 'http://academy.invalid');
  return { pathname: url.pathname, query: url.searchParams };
}

/** Where sign-in leads (§2): a safe `redirect`, else the remembered location once, else /dashboard. */
export function afterLoginPath(redirect: string | null | undefined): string {
  return isSafeReturnPath(redirect) ? redirect : takeReturnPath();
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
export function resetTokenOf(explicit: string | null | undefined, pathname: string, query: URLSearchParams): string | null {
  const route = matchRoute(pathname);
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
  const route = matchRoute(pathname);
  if (route?.name === 'verify-email') return nonBlank(route.params.id) ?? undefined;
  return nonBlank(query.get('id')) ?? undefined;
}

/** What the email-verification screen shows (§2): an error, a success, or the waiting message. */
export type VerificationOutcome =
  | { kind: 'error'; code: string; announce: boolean }
  | { kind: 'success' }
  | { kind: 'waiting'; email: string | null };

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

/**
 * Server field errors (422) for the fields a form shows, keyed as the client sent them; `aliases` maps a
 * server key onto a form field (e.g. `password_confirmation` → `confirmPassword`). Unknown keys are dropped.
 */
export function formFieldErrors<F extends string>(error: unknown, fields: readonly F[], aliases: Partial<Record<string, F>> = {}): Partial<Record<F, string>> {
  const found: Partial<Record<F, string>> = {};
  if (!(error instanceof ApiError) || !error.fieldErrors) return found;
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const field = aliases[key] ?? (fields as readonly string[]).find((name) => name === key);
    if (field && messages[0] && !found[field as F]) found[field as F] = messages[0];
  }
  return found;
}

/**
 * A failed verify call as the result screen shows it: its code, and whether to say a new email is on its
 * way — only for invalid or expired links, and not when the server says it sent none (`data.resent: false`).
 */
export function verificationFailure(error: unknown): { kind: 'error'; code: string; announce: boolean } {
  const code = verificationCodeOf(error);
  const data = error instanceof ApiError && error.data && typeof error.data === 'object' ? (error.data as Record<string, unknown>) : {};
  return { kind: 'error', code, announce: announcesResend(code) && data.resent !== false };
}

/** A link missing id, hash, expires or signature (§5): the invalid-link error; nothing was sent, so no resend notice. */
export const INCOMPLETE_LINK: VerificationOutcome = { kind: 'error', code: 'invalid_token', announce: false };
