import { useState } from 'react';
import { resendVerification } from '../../core/api/login';
import { prefilledEmail } from '../../core/login/login-flow';
import { forgotErrorMessage } from '../../core/login/login-errors';
import { Alert } from '../ui/controls';
import { useI18n } from '../ui/use-i18n';
import { LoginHeading } from './login-heading';
import { LoginLink } from './login-link';
import { useLoginRoute } from './login-route';
import { EmailForm } from './email-form';

/** Resend verification (§2): email form; success names the address, failures use the forgot catalogue. */
export function ResendVerificationView({ email }: { email?: string | undefined }) {
  const { t } = useI18n();
  const { query } = useLoginRoute();
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <div className="stack">
      <LoginHeading title={t('login.verify.resendTitle')}>{t('login.verify.resendSubtitle')}</LoginHeading>
      {sentTo && <Alert variant="success">{t('login.verify.resendSent', { email: sentTo })}</Alert>}
      <EmailForm
        initialEmail={prefilledEmail(email, query)}
        label="login.verify.email"
        submit="login.verify.resendSubmit"
        submitting="login.forgot.submitting"
        send={async (address) => {
          setSentTo(null);
          try {
            await resendVerification(address);
          } catch (error) {
            return forgotErrorMessage(error, { key: 'login.errors.verificationFailed' });
          }
          setSentTo(address);
          return null;
        }}
      />
      <p className="login-alt">
        <LoginLink to="/auth/login">{t('login.forgot.backToLogin')}</LoginLink>
      </p>
    </div>
  );
}
