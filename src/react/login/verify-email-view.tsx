import { useEffect, useRef, useState } from 'react';
import { verifyEmail, type VerifyEmailInput } from '../../core/api/auth';
import { INCOMPLETE_LINK, verificationFailure, verificationIdOf, type VerificationOutcome } from '../../core/auth/auth-flow';
import { verificationParams } from '../../core/auth/verification';
import { pushToast } from '../../core/toasts/toasts';
import { Spinner } from '../ui/controls';
import { useI18n } from '../ui/use-i18n';
import { useAuthRoute } from './auth-route';
import { VerificationResult } from './verification-result';

/** One verify call per link, even when effects run twice; the toast fires once, on success. */
function check(params: VerifyEmailInput): Promise<VerificationOutcome> {
  return verifyEmail(params).then(
    (): VerificationOutcome => {
      pushToast({ variant: 'success', message: { key: 'auth.success.emailVerified' } });
      return { kind: 'success' };
    },
    (error: unknown) => verificationFailure(error),
  );
}

/**
 * The link handler /auth/email/verify/{id}?expires&hash&signature (§2, §5). It shows the result in place
 * rather than redirecting: the result route is guest-only, yet its success screen offers the dashboard.
 */
export function VerifyEmailView() {
  const { t } = useI18n();
  const { pathname, query } = useAuthRoute();
  const params = verificationParams(verificationIdOf(pathname, query), query);
  const key = params ? JSON.stringify(params) : '';
  const call = useRef<{ key: string; result: Promise<VerificationOutcome> } | null>(null);
  const [outcome, setOutcome] = useState<{ key: string; value: VerificationOutcome } | null>(null);

  useEffect(() => {
    if (!key) return;
    if (call.current?.key !== key) call.current = { key, result: check(JSON.parse(key) as VerifyEmailInput) };
    let live = true;
    void call.current.result.then((value) => {
      if (live) setOutcome({ key, value });
    });
    return () => {
      live = false;
    };
  }, [key]);

  if (!params) return <VerificationResult outcome={INCOMPLETE_LINK} />;
  if (outcome?.key !== key) return <Spinner label={t('auth.verify.verifying')} />;
  return <VerificationResult outcome={outcome.value} focus />;
}
