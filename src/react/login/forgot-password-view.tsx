import { useState } from 'react';
import { postForgotPassword } from '../../core/api/login';
import { prefilledEmail } from '../../core/login/login-flow';
import { forgotErrorMessage } from '../../core/login/login-errors';
import type { Message } from '../../core/locale/message';
import { Alert, Button } from '../ui/controls';
import { useSubmission } from '../ui/form-state';
import { MailIcon } from '../ui/feature-icons';
import { useI18n } from '../ui/use-i18n';
import { LoginHeading } from './login-heading';
import { LoginLink } from './login-link';
import { useLoginRoute } from './login-route';
import { EmailForm } from './email-form';

/** Asks the server to mail a reset link; a resolved null means success. */
async function requestLink(email: string): Promise<Message | null> {
  try {
    await postForgotPassword(email);
    return null;
  } catch (error) {
    return forgotErrorMessage(error);
  }
}

/** The 'email sent' view (§2): the address, a resend button and a way back to sign in. */
function SentView({ email }: { email: string }) {
  const { t, message } = useI18n();
  const { busy, run } = useSubmission();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: Message } | null>(null);
  const resend = () =>
    void run(async () => {
      setOutcome(null);
      const failure = await requestLink(email);
      setOutcome(failure ? { ok: false, message: failure } : { ok: true, message: { key: 'login.forgot.resent' } });
    });
  return (
    <div className="stack">
      <div className="login-icon" aria-hidden="true">
        <MailIcon width={32} height={32} />
      </div>
      <LoginHeading title={t('login.forgot.sentTitle')} focus>
        <p>{t('login.forgot.sentMessage', { email })}</p>
      </LoginHeading>
      {outcome && <Alert variant={outcome.ok ? 'success' : 'danger'}>{message(outcome.message)}</Alert>}
      <Button variant="secondary" block busy={busy} onClick={resend}>
        {t('login.forgot.resend')}
      </Button>
      <p className="login-alt">
        <LoginLink to="/auth/login">{t('login.forgot.backToLogin')}</LoginLink>
      </p>
    </div>
  );
}

/** Forgot password (§2, §4): email form, then the sent view with resend. */
export function ForgotPasswordView({ email }: { email?: string | undefined }) {
  const { t } = useI18n();
  const { query } = useLoginRoute();
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (sentTo) return <SentView email={sentTo} />;
  return (
    <div className="stack">
      <LoginHeading title={t('login.forgot.title')}>{t('login.forgot.subtitle')}</LoginHeading>
      <EmailForm
        initialEmail={prefilledEmail(email, query)}
        label="login.forgot.email"
        submit="login.forgot.submit"
        submitting="login.forgot.submitting"
        send={async (address) => {
          const failure = await requestLink(address);
          if (!failure) setSentTo(address);
          return failure;
        }}
      />
      <p className="login-alt">
        <LoginLink to="/auth/login">{t('login.forgot.backToLogin')}</LoginLink>
      </p>
    </div>
  );
}
