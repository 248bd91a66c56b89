import type { Message } from '../locale/message';
import { ApiError, firstFieldError } from './api-error';

/** Generic catalogue (§8): which message a failed call shows. */
export function errorMessage(error: unknown): Message {
  if (!(error instanceof ApiError)) {
    return error instanceof Error && error.message ? { text: error.message } : { key: 'errors.unknownError' };
  }
  switch (error.kind) {
    case 'network':
      return { key: 'errors.network' };
    case 'timeout':
      return { key: 'errors.timeout' };
    case 'canceled':
      return { key: 'errors.canceled' };
    case 'invalid-response':
      return { key: 'errors.invalidResponse' };
    case 'http':
      return httpMessage(error);
  }
}

function httpMessage(error: ApiError): Message {
  const status = error.status ?? 0;
  if (status === 401) return { key: 'errors.sessionExpired' };
  if (status === 403) return { key: 'errors.forbidden' };
  if (status === 404) return { key: 'errors.notFound' };
  if (status === 405) return { key: 'errors.methodNotAllowed' };
  if (status === 429) return { key: 'errors.tooManyRequests' };
  if (status >= 500) return { key: 'errors.server' };
  if (status === 422) {
    const field = firstFieldError(error);
    if (field) return { text: field };
  }
  return error.serverMessage ? { text: error.serverMessage } : { key: 'errors.unknownError' };
}

/** How the generic handler reacts: a toast, a console line, or nothing (§8). */
export type ErrorReaction = 'toast' | 'warn' | 'log' | 'none';

export function errorReaction(error: unknown): ErrorReaction {
  if (!(error instanceof ApiError)) return 'toast';
  // Cancelled calls are silent; a 401 is announced once by the session's handler (§4), not per call.
  if (error.kind === 'canceled' || error.status === 401) return 'none';
  if (error.status === 403) return 'warn';
  if (error.status !== undefined && error.status >= 500) return 'log';
  return 'toast';
}
