import { useState } from 'react';
import { resendVerification } from '../../core/api/auth';
import { prefilledEmail } from '../../core/auth/auth-flow';
import { forgotErrorMessage } from '../../core/auth/auth-errors';
import { Alert } from '../ui/controls';
import { useI18n } from '../ui/use-i18n';
import { AuthHeading } from './auth-heading';
import { AuthLink } from './auth-link';
import { useAuthRoute } from './auth-route';
import { EmailForm } from './email-form';

/** Resend verification (§2): email form; success names the address, failures use the forgot catalogue. */
export function ResendVerificationView({ email }: { email?: string | undefined }) {
  const { t } = useI18n();
  const { query } = useAuthRoute();
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <div className="stack">
      <AuthHeading title={t('auth.verify.resendTitle')}>{t('auth.verify.resendSubtitle')}</AuthHeading>
      {sentTo && <Alert variant="success">{t('auth.verify.resendSent', { email: sentTo })}</Alert>}
      <EmailForm
        initialEmail={prefilledEmail(email, query)}
        label="auth.verify.email"
        submit="auth.verify.resendSubmit"
        submitting="auth.forgot.submitting"
        send={async (address) => {
          setSentTo(null);
          try {
            await resendVerification(address);
          } catch (error) {
            return forgotErrorMessage(error, { key: 'auth.errors.verificationFailed' });
          }
          setSentTo(address);
          return null;
        }}
      />
      <p className="auth-alt"><AuthLink to="/auth/login">{t('auth.forgot.backToLogin')}</AuthLink></p>
    </div>
  );
}
