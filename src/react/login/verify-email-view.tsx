import { useEffect, useState } from 'react';
import { verifyEmail, type VerifyEmailInput } from '../../core/api/login';
import {
  INCOMPLETE_LINK,
  verificationFailure,
  verificationIdOf,
  type VerificationOutcome,
} from '../../core/login/login-flow';
import { verificationParams } from '../../core/login/verification';
import { pushToast } from '../../core/toasts/toasts';
import { Spinner } from '../ui/controls';
import { useI18n } from '../ui/use-i18n';
import { useLoginRoute } from './login-route';
import { VerificationResult } from './verification-result';

/**
 * One verify call per link and page: a second call would answer "already verified" and replace the success
 * (a remount, or a second element showing the same link, reuses the first answer).
 */
const checks = new Map<string, Promise<VerificationOutcome>>();

function checkOnce(params: VerifyEmailInput): Promise<VerificationOutcome> {
  const key = JSON.stringify(params);
  let check = checks.get(key);
  if (!check) checks.set(key, (check = verify(params)));
  return check;
}

/** The toast fires once, on success. */
function verify(params: VerifyEmailInput): Promise<VerificationOutcome> {
  return verifyEmail(params).then(
    (): VerificationOutcome => {
      pushToast({ variant: 'success', message: { key: 'login.success.emailVerified' } });
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
  const { pathname, query } = useLoginRoute();
  const params = verificationParams(verificationIdOf(pathname, query), query);
  const key = params ? JSON.stringify(params) : '';
  const [outcome, setOutcome] = useState<{ key: string; value: VerificationOutcome } | null>(null);

  useEffect(() => {
    if (!key) return;
    let live = true;
    void checkOnce(JSON.parse(key) as VerifyEmailInput).then((value) => {
      if (live) setOutcome({ key, value });
    });
    return () => {
      live = false;
    };
  }, [key]);

  if (!params) return <VerificationResult outcome={INCOMPLETE_LINK} />;
  if (outcome?.key !== key) return <Spinner label={t('login.verify.verifying')} />;
  return <VerificationResult outcome={outcome.value} focus />;
}
