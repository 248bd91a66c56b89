import { useState } from 'react';
import { postForgotPassword } from '../../core/api/auth';
import { prefilledEmail } from '../../core/auth/auth-flow';
import { forgotErrorMessage } from '../../core/auth/auth-errors';
import type { Message } from '../../core/locale/message';
import { Alert, Button } from '../ui/controls';
import { useSubmission } from '../ui/form-state';
import { MailIcon } from '../ui/icons';
import { useI18n } from '../ui/use-i18n';
import { AuthHeading } from './auth-heading';
import { AuthLink } from './auth-link';
import { useAuthRoute } from './auth-route';
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
      setOutcome(failure ? { ok: false, message: failure } : { ok: true, message: { key: 'auth.forgot.resent' } });
    });
  return (
    <div className="stack">
      <div className="auth-icon" aria-hidden="true"><MailIcon width={32} height={32} /></div>
      <AuthHeading title={t('auth.forgot.sentTitle')} focus>
        <p>{t('auth.forgot.sentMessage', { email })}</p>
      </AuthHeading>
      {outcome && <Alert variant={outcome.ok ? 'success' : 'danger'}>{message(outcome.message)}</Alert>}
      <Button variant="secondary" block busy={busy} onClick={resend}>{t('auth.forgot.resend')}</Button>
      <p className="auth-alt"><AuthLink to="/auth/login">{t('auth.forgot.backToLogin')}</AuthLink></p>
    </div>
  );
}

/** Forgot password (§2, §4): email form, then the sent view with resend. */
export function ForgotPasswordView({ email }: { email?: string | undefined }) {
  const { t } = useI18n();
  const { query } = useAuthRoute();
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (sentTo) return <SentView email={sentTo} />;
  return (
    <div className="stack">
      <AuthHeading title={t('auth.forgot.title')}>{t('auth.forgot.subtitle')}</AuthHeading>
      <EmailForm
        initialEmail={prefilledEmail(email, query)}
        label="auth.forgot.email"
        submit="auth.forgot.submit"
        submitting="auth.forgot.submitting"
        send={async (address) => {
          const failure = await requestLink(address);
          if (!failure) setSentTo(address);
          return failure;
        }}
      />
      <p className="auth-alt"><AuthLink to="/auth/login">{t('auth.forgot.backToLogin')}</AuthLink></p>
    </div>
  );
}
