import { pushToast } from '../toasts/toasts';
import { errorMessage, errorReaction } from './error-message';

/** The 403 warning text is fixed by the spec (§6) and goes to the console only. */
export const FORBIDDEN_WARNING = 'Access denied. Insufficient permissions.';

/** Generic reaction to a failed call (§8): toast, console warning or log; cancelled calls stay silent. */
export function notifyError(error: unknown): void {
  switch (errorReaction(error)) {
    case 'toast':
      pushToast({ variant: 'danger', message: errorMessage(error) });
      return;
    case 'warn':
      console.warn(FORBIDDEN_WARNING);
      return;
    case 'log':
      console.error('[academy] server error', error instanceof Error ? error.message : error);
      return;
    case 'none':
      return;
  }
}
