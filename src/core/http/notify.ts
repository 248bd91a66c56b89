import { emit, pageTarget } from '../events/emit';
import { pushToast } from '../toasts/toasts';
import { ApiError } from './api-error';
import { errorMessage, errorReaction } from './error-message';

/** The 403 warning text is fixed by the spec (§6) and goes to the console only. */
export const FORBIDDEN_WARNING = 'Access denied. Insufficient permissions.';

/** Tells the host page about a failure shown to the user (`academy-error`). */
export function announceError(error: unknown): void {
  const target = pageTarget();
  if (!target) return;
  const status = error instanceof ApiError ? error.status : undefined;
  emit(target, 'academy-error', {
    message: error instanceof Error ? error.message : String(error),
    ...(status === undefined ? {} : { status }),
  });
}

/** A failed call its caller shows itself (`silent`): no toast or console line, but the host still hears of it. */
export function announceShownError(error: unknown): void {
  if (errorReaction(error) !== 'none') announceError(error);
}

/**
 * Generic reaction to a failed call (§8): toast, console warning or log; cancelled calls stay silent.
 * Every reported failure is also announced to the host page as `academy-error`.
 */
export function notifyError(error: unknown): void {
  const reaction = errorReaction(error);
  if (reaction === 'none') return;
  announceError(error);
  if (reaction === 'toast') pushToast({ variant: 'danger', message: errorMessage(error) });
  else if (reaction === 'warn') console.warn(FORBIDDEN_WARNING);
  else console.error('[academy] server error', error instanceof Error ? error.message : error);
}
