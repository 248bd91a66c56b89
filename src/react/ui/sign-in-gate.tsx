import type { SessionState } from '../../core/session/session';
import type { MessageKey } from '../../core/locale/i18n';
import { Spinner } from './controls';
import { useI18n } from './use-i18n';
import { useSignInRedirect } from './use-sign-in-redirect';

/** Whether a feature that needs a signed-in user may render: the session is read and has a user. */
export function isSignedIn(
  session: SessionState,
): session is SessionState & { user: NonNullable<SessionState['user']> } {
  return !session.isLoading && session.user !== null;
}

/**
 * What such a feature shows until then (§2 route guard): a spinner while the session loads, and the feature's
 * 'Taking you to sign in…' while a guest is sent to /auth/login with this location remembered.
 */
export function SignInGate({ className, redirecting }: { className: string; redirecting: MessageKey }) {
  const { t } = useI18n();
  const { guest } = useSignInRedirect();
  return (
    <div className={className} part="loading" aria-busy="true">
      <Spinner label={guest ? t(redirecting) : t('common.loading')} />
    </div>
  );
}
