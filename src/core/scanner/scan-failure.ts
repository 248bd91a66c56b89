import { ApiError } from '../http/api-error';
import { errorMessage } from '../http/error-message';
import type { Message } from '../locale/message';

// How a failed attendance call is read: the message shown, whether the code itself was refused, whether the
// network was down (the scan is kept and sent later) and whether the server answered at all.

/** The fields whose 422 means "this code is not valid now": the invalid-QR dialog, like a locally expired code. */
const CODE_FIELDS = ['qr_content', 'typed_code'] as const;

/** The first message of a field error, when the server named that field. */
function fieldMessage(error: ApiError, field: string): string | undefined {
  return error.fieldErrors?.[field]?.[0];
}

/**
 * §8: the server's message (the banner renders it as sanitised HTML; a 422's field message first), else the
 * catalogue's for network trouble, else the default.
 */
export function scanFailure(error: unknown): { message: Message; html: string | null } {
  if (error instanceof ApiError && error.kind === 'http' && (error.status ?? 500) < 500) {
    const fields = error.status === 422 && error.fieldErrors ? Object.values(error.fieldErrors).flat() : [];
    const text = fields[0] ?? error.serverMessage;
    if (text) return { message: { text }, html: text };
  }
  if (error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout'))
    return { message: errorMessage(error), html: null };
  return { message: { key: 'scanner.errors.default' }, html: null };
}

/** A 422 naming `qr_content` or `typed_code`: the code is unsigned, altered, expired, for another lecture, or matches none open now. */
export function refusesCode(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.kind === 'http' &&
    error.status === 422 &&
    CODE_FIELDS.some((field) => fieldMessage(error, field) !== undefined)
  );
}

/** The server's words about a typed code, for the form's field message. */
export function typedCodeMessage(error: unknown): string | undefined {
  return error instanceof ApiError && error.status === 422 ? fieldMessage(error, 'typed_code') : undefined;
}

/**
 * The network was down: fetch rejected, or it timed out while the browser says it is offline. Such a scan is kept
 * and sent later; any answer from the server is not this.
 */
export function isOfflineFailure(error: unknown, online: boolean): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.kind === 'network' || (error.kind === 'timeout' && !online);
}

/**
 * Whether the server answered a kept scan for good (recorded or refused), so it is removed. Not an answer: no
 * response, a body that is not the API's (a captive portal), 401 (kept for when the learner signs in again), 408,
 * 429 and 5xx (the server could not decide; tried again later).
 */
export function isFinalAnswer(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.kind !== 'http') return false;
  const status = error.status ?? 0;
  return status >= 400 && status < 500 && ![401, 408, 429].includes(status);
}
