import { ApiError } from '../http/api-error';

// The rule both exam queues (answers, integrity events) follow for a failed send: retry, or drop for good.

/**
 * A failed send the server will not change its mind about (a 4xx other than 401, 408 and 429): the queued answer or
 * event batch is dropped (logged) instead of blocking the rest.
 */
export function isRefusal(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.kind !== 'http') return false;
  const status = error.status ?? 0;
  return status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429;
}
