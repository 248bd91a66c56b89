import { ApiError, firstFieldError } from '../http/api-error';
import type { Message } from '../locale/message';
import { pluralForm } from '../locale/plural';

function transportMessage(error: ApiError): Message | null {
  if (error.kind === 'network') return { key: 'login.errors.network' };
  if (error.kind === 'timeout') return { key: 'login.errors.timeout' };
  if (error.kind === 'canceled') return { key: 'login.errors.canceled' };
  if (error.kind === 'invalid-response') return { key: 'errors.invalidResponse' };
  return null;
}

/** 503 `mail_off`: a production server without SMTP says no mail can leave, rather than promising one (#32). */
const mailOff = (error: ApiError) => error.statusText === 'mail_off';

const isLocked = (error: ApiError) => error.status === 423 || /locked/i.test(error.serverMessage ?? '');

/** The `data` object of an error answer, or an empty record. */
function dataOf(error: unknown): Record<string, unknown> {
  return error instanceof ApiError && error.data && typeof error.data === 'object' && !Array.isArray(error.data)
    ? (error.data as Record<string, unknown>)
    : {};
}

/** Seconds until sign-in opens again: a 429's `data.retry_after` (a positive number or numeric string), else null. */
export function retryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const raw = dataOf(error).retry_after;
  const seconds = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() ? Number(raw) : NaN;
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/** "Try again in N seconds" under a minute, else in whole minutes rounded up. */
export function lockoutMessage(seconds: number): Message {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return { key: `login.errors.lockoutSeconds.${pluralForm(whole)}`, params: { count: whole } };
  const minutes = Math.ceil(whole / 60);
  return { key: `login.errors.lockoutMinutes.${pluralForm(minutes)}`, params: { count: minutes } };
}

/** A wrong password with one try left before the pause (401 with `data.attempts_left` = 1): the warning. */
export function lastAttemptWarning(error: unknown): Message | null {
  if (!(error instanceof ApiError) || error.status !== 401) return null;
  const left = dataOf(error).attempts_left;
  return left === 1 || left === '1' ? { key: 'login.errors.lastAttempt' } : null;
}

/** A 403 refusing an unverified account (`data.reason` = 'email_unverified'), with its address when given. */
export function unverifiedAccount(error: unknown): { email: string | null } | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  const data = dataOf(error);
  if (data.reason !== 'email_unverified') return null;
  return { email: typeof data.email === 'string' && data.email.trim() ? data.email.trim() : null };
}

/**
 * Login failures (§8): 400/401 bad credentials, 429 (with how long when `data.retry_after` says), ≥500, 422 field
 * errors, account locked, an unverified account (403, `data.reason` email_unverified), else the server text.
 */
export function loginErrorMessage(error: unknown): Message {
  if (!(error instanceof ApiError)) {
    return error instanceof Error && error.message ? { text: error.message } : { key: 'login.errors.unknownError' };
  }
  const transport = transportMessage(error);
  if (transport) return transport;
  const status = error.status ?? 0;
  if (mailOff(error)) return { key: 'login.errors.mailOff' };
  if (status >= 500) return { key: 'login.errors.serverError' };
  // A timed pause says how long, even when the server text mentions a lock.
  const wait = retryAfterSeconds(error);
  if (wait !== null) return lockoutMessage(wait);
  if (unverifiedAccount(error)) return { key: 'login.errors.emailUnverified' };
  if (isLocked(error)) return { key: 'login.errors.accountLocked' };
  if (status === 400 || status === 401) return { key: 'login.errors.invalidCredentials' };
  if (status === 429) return { key: 'login.errors.tooManyRequests' };
  if (status === 422) {
    const text = firstFieldError(error) ?? error.serverMessage;
    return text ? { text } : { key: 'login.errors.validationError' };
  }
  return error.serverMessage ? { text: error.serverMessage } : { key: 'login.errors.unknownError' };
}

/** Sign-up failures: the first field error (e.g. email already taken), else as login's catalogue. */
export function signupErrorMessage(error: unknown): Message {
  if (error instanceof ApiError && (error.status === 400 || error.status === 422)) {
    const text = firstFieldError(error) ?? error.serverMessage;
    return text ? { text } : { key: 'login.errors.validationError' };
  }
  return loginErrorMessage(error);
}

/** Forgot password / resend verification (§8): no account, too many requests, else message or fallback. */
export function forgotErrorMessage(error: unknown, fallback: Message = { key: 'login.errors.forgotFailed' }): Message {
  if (!(error instanceof ApiError)) return error instanceof Error && error.message ? { text: error.message } : fallback;
  const transport = transportMessage(error);
  if (transport) return transport;
  if (error.status === 404) return { key: 'login.errors.noAccount' };
  if (error.status === 429) return { key: 'login.errors.tooManyRequests' };
  if (error.statusText === 'already_verified') return { key: 'login.errors.alreadyVerified' };
  if (mailOff(error)) return { key: 'login.errors.mailOff' };
  if (error.status !== undefined && error.status >= 500) return { key: 'login.errors.serverError' };
  const text = firstFieldError(error) ?? error.serverMessage;
  return text ? { text } : fallback;
}

/** Reset failures: invalid or expired token are reported as such; else message or 'Password reset failed'. */
export function resetErrorMessage(error: unknown): { message: Message; tokenProblem: boolean } {
  if (error instanceof ApiError && error.statusText === 'invalid_token')
    return { message: { key: 'login.errors.invalidToken' }, tokenProblem: true };
  if (error instanceof ApiError && error.statusText === 'token_expired')
    return { message: { key: 'login.errors.tokenExpired' }, tokenProblem: true };
  return { message: forgotErrorMessage(error, { key: 'login.errors.resetFailed' }), tokenProblem: false };
}
