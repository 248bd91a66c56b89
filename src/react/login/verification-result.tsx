import { useEffect, useState } from 'react';
import { countdownMessage, nextCountdown, resendVerificationPath, type VerificationOutcome } from '../../core/auth/auth-flow';
import { VERIFY_COUNTDOWN_START, VERIFY_TICK_MS, verificationErrorMessage } from '../../core/auth/verification';
import { Alert } from '../ui/controls';
import { MailIcon } from '../ui/icons';
import { useI18n } from '../ui/use-i18n';
import { useSession } from '../ui/use-session';
import { AuthHeading } from './auth-heading';
import { AuthLink } from './auth-link';
import { useAuthRoute } from './auth-route';

/** Counts down from 5, one step per second (§4, §9), in a polite live region; at zero goes to /login. */
function Countdown() {
  const { message } = useI18n();
  const { go } = useAuthRoute();
  const [seconds, setSeconds] = useState(VERIFY_COUNTDOWN_START);
  useEffect(() => {
    if (seconds <= 0) {
      go('/login');
      return;
    }
    const timer = setTimeout(() => setSeconds(nextCountdown), VERIFY_TICK_MS);
    return () => clearTimeout(timer);
  }, [seconds, go]);
  return (
    <p className="muted countdown" role="status" aria-live="polite" aria-atomic="true">
      {message(countdownMessage(seconds))}
    </p>
  );
}

function Success({ focus }: { focus: boolean }) {
  const { t } = useI18n();
  const { isAuthenticated } = useSession();
  return (
    <div className="stack">
      <AuthHeading title={t('auth.verify.successTitle')} focus={focus} />
      <Alert variant="success">{t('auth.verify.successMessage')}</Alert>
      <Countdown />
      {isAuthenticated ? (
        <AuthLink to="/dashboard" className="button button-primary button-block">{t('auth.verify.goToDashboard')}</AuthLink>
      ) : (
        <>
          <AuthLink to="/auth/login" className="button button-primary button-block">{t('auth.verify.goToLogin')}</AuthLink>
          <p className="auth-alt">
            {t('auth.verify.signupPrompt')} <AuthLink to="/auth/signup">{t('auth.verify.signupLink')}</AuthLink>
          </p>
        </>
      )}
    </div>
  );
}

function Failure({ code, announce, focus }: { code: string; announce: boolean; focus: boolean }) {
  const { t, message } = useI18n();
  const already = code === 'already_verified';
  return (
    <div className="stack">
      <AuthHeading title={t(already ? 'auth.verify.alreadyVerifiedTitle' : 'auth.verify.errorTitle')} focus={focus} />
      <Alert variant={already ? 'primary' : 'danger'}>
        <p>{message(verificationErrorMessage(code))}</p>
        {announce && <p>{t('auth.errors.autoResend')}</p>}
      </Alert>
      <div className="auth-actions">
        <AuthLink to="/auth/resend-verification" className="button button-secondary">{t('auth.verify.resend')}</AuthLink>
        <AuthLink to="/auth/login" className="button button-primary">{t('auth.verify.goToLogin')}</AuthLink>
      </div>
    </div>
  );
}

function Waiting({ email }: { email: string | null }) {
  const { t } = useI18n();
  return (
    <div className="stack">
      <div className="auth-icon" aria-hidden="true"><MailIcon width={32} height={32} /></div>
      <AuthHeading title={t('auth.verify.waitingTitle')}>
        {email ? t('auth.verify.waitingMessage', { email }) : t('auth.verify.waitingMessageNoEmail')}
      </AuthHeading>
      <p className="auth-alt">
        {t('auth.verify.noEmailPrompt')} <AuthLink to={resendVerificationPath(email)}>{t('auth.verify.resend')}</AuthLink>
      </p>
      <p className="auth-alt"><AuthLink to="/auth/login">{t('auth.forgot.backToLogin')}</AuthLink></p>
    </div>
  );
}

/**
 * The email-verification result or waiting screen (§2), shared by the result route and the link handler;
 * `focus` moves focus to the title when the result replaces something (the handler's spinner).
 */
export function VerificationResult({ outcome, focus = false }: { outcome: VerificationOutcome; focus?: boolean }) {
  if (outcome.kind === 'success') return <Success focus={focus} />;
  if (outcome.kind === 'error') return <Failure code={outcome.code} announce={outcome.announce} focus={focus} />;
  return <Waiting email={outcome.email} />;
}
