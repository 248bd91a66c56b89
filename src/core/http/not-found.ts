import { ApiError } from './api-error';

/**
 * A record the server will not show: missing (404) or not this user's (403) — the not-found cards treat both alike,
 * as the servers answer both alike. Apart from api-error.ts, which the sign-in page loads.
 */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 403);
}
