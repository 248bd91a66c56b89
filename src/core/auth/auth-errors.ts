import { ApiError, firstFieldError } from '../http/api-error';
import type { Message } from '../locale/message';

function transportMessage(error: ApiError): Message | null {
  if (error.kind === 'network') return { key: 'auth.errors.network' };
  if (error.kind === 'timeout') return { key: 'auth.errors.timeout' };
  if (error.kind === 'canceled') return { key: 'auth.errors.canceled' };
  if (error.kind === 'invalid-response') return { key: 'errors.invalidResponse' };
  return null;
}

const isLocked = (error: ApiError) => error.status === 423 || /locked/i.test(error.serverMessage ?? '');

/** Login failures (§8): 400/401 bad credentials, 429, ≥500, 422 field errors, account locked, else the server text. */
export function loginErrorMessage(error: unknown): Message {
  if (!(error instanceof ApiError)) {
    return error instanceof Error && error.message ? { text: error.message } : { key: 'auth.errors.unknownError' };
  }
  const transport = transportMessage(error);
  if (transport) return transport;
  const status = error.status ?? 0;
  if (status >= 500) return { key: 'auth.errors.serverError' };
  if (isLocked(error)) return { key: 'auth.errors.accountLocked' };
  if (status === 400 || status === 401) return { key: 'auth.errors.invalidCredentials' };
  if (status === 429) return { key: 'auth.errors.tooManyRequests' };
  if (status === 422) {
    const text = firstFieldError(error) ?? error.serverMessage;
    return text ? { text } : { key: 'auth.errors.validationError' };
  }
  return error.serverMessage ? { text: error.serverMessage } : { key: 'auth.errors.unknownError' };
}

/** Sign-up failures: the first field error (e.g. email already taken), else as login's catalogue. */
export function signupErrorMessage(error: unknown): Message {
  if (error instanceof ApiError && (error.status === 400 || error.status === 422)) {
    const text = firstFieldError(error) ?? error.serverMessage;
    return text ? { text } : { key: 'auth.errors.validationError' };
  }
  return loginErrorMessage(error);
}

/** Forgot password / resend verification (§8): no account, too many requests, else message or fallback. */
export function forgotErrorMessage(error: unknown, fallback: Message = { key: 'auth.errors.forgotFailed' }): Message {
  if (!(error instanceof ApiError)) return error instanceof Error && error.message ? { text: error.message } : fallback;
  const transport = transportMessage(error);
  if (transport) return transport;
  if (error.status === 404) return { key: 'auth.errors.noAccount' };
  if (error.status === 429) return { key: 'auth.errors.tooManyRequests' };
  if (error.statusText === 'already_verified') return { key: 'auth.errors.alreadyVerified' };
  if (error.status !== undefined && error.status >= 500) return { key: 'auth.errors.serverError' };
  const text = firstFieldError(error) ?? error.serverMessage;
  return text ? { text } : fallback;
}

/** Reset failures: invalid or expired token are reported as such; else message or 'Password reset failed'. */
export function resetErrorMessage(error: unknown): { message: Message; tokenProblem: boolean } {
  if (error instanceof ApiError && error.statusText === 'invalid_token') return { message: { key: 'auth.errors.invalidToken' }, tokenProblem: true };
  if (error instanceof ApiError && error.statusText === 'token_expired') return { message: { key: 'auth.errors.tokenExpired' }, tokenProblem: true };
  return { message: forgotErrorMessage(error, { key: 'auth.errors.resetFailed' }), tokenProblem: false };
}
