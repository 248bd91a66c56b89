import { useEffect, useState } from 'react';
import {
  countdownMessage,
  nextCountdown,
  resendVerificationPath,
  type VerificationOutcome,
} from '../../core/login/login-flow';
import { VERIFY_COUNTDOWN_START, VERIFY_TICK_MS, verificationErrorMessage } from '../../core/login/verification';
import { Alert } from '../ui/controls';
import { MailIcon } from '../ui/feature-icons';
import { useI18n } from '../ui/use-i18n';
import { useSession } from '../ui/use-session';
import { LoginHeading } from './login-heading';
import { LoginLink } from './login-link';
import { useLoginRoute } from './login-route';

/** Counts down from 5, one step per second (§4, §9), in a polite live region; at zero goes to /login. */
function Countdown() {
  const { message } = useI18n();
  const { go } = useLoginRoute();
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
      <LoginHeading title={t('login.verify.successTitle')} focus={focus} />
      <Alert variant="success">{t('login.verify.successMessage')}</Alert>
      <Countdown />
      {isAuthenticated ? (
        <LoginLink to="/dashboard" className="button button-primary button-block">
          {t('login.verify.goToDashboard')}
        </LoginLink>
      ) : (
        <>
          <LoginLink to="/auth/login" className="button button-primary button-block">
            {t('login.verify.goToLogin')}
          </LoginLink>
          <p className="login-alt">
            {t('login.verify.signupPrompt')} <LoginLink to="/auth/signup">{t('login.verify.signupLink')}</LoginLink>
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
      <LoginHeading
        title={t(already ? 'login.verify.alreadyVerifiedTitle' : 'login.verify.errorTitle')}
        focus={focus}
      />
      <Alert variant={already ? 'primary' : 'danger'}>
        <p>{message(verificationErrorMessage(code))}</p>
        {announce && <p>{t('login.errors.autoResend')}</p>}
      </Alert>
      <div className="login-actions">
        {/* #29 item 13: an address already verified has nothing to resend. */}
        {!already && (
          <LoginLink to="/auth/resend-verification" className="button button-secondary">
            {t('login.verify.resend')}
          </LoginLink>
        )}
        <LoginLink to="/auth/login" className="button button-primary">
          {t('login.verify.goToLogin')}
        </LoginLink>
      </div>
    </div>
  );
}

function Waiting({ email }: { email: string | null }) {
  const { t } = useI18n();
  return (
    <div className="stack">
      <div className="login-icon" aria-hidden="true">
        <MailIcon width={32} height={32} />
      </div>
      <LoginHeading title={t('login.verify.waitingTitle')}>
        {email ? t('login.verify.waitingMessage', { email }) : t('login.verify.waitingMessageNoEmail')}
      </LoginHeading>
      <p className="login-alt">
        {t('login.verify.noEmailPrompt')}{' '}
        <LoginLink to={resendVerificationPath(email)}>{t('login.verify.resend')}</LoginLink>
      </p>
      <p className="login-alt">
        <LoginLink to="/auth/login">{t('login.forgot.backToLogin')}</LoginLink>
      </p>
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
