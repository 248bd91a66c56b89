import { useEffect, useState } from 'react';
import { verifyEmail, type VerifyEmailInput } from '../../core/api/auth';
import { INCOMPLETE_LINK, verificationFailure, verificationIdOf, type VerificationOutcome } from '../../core/auth/auth-flow';
import { verificationParams } from '../../core/auth/verification';
import { pushToast } from '../../core/toasts/toasts';
import { Spinner } from '../ui/controls';
import { useI18n } from '../ui/use-i18n';
import { useAuthRoute } from './auth-route';
import { VerificationResult } from './verification-result';

/** The one verify call of a link and how many mounted screens show it. */
interface SharedCheck {
  result: Promise<VerificationOutcome>;
  users: number;
  settled: boolean;
}

/**
 * One verify call per link, shared by every screen showing that link while any of them is mounted (effects
 * running twice, a remount, or a second element for the same link): a second call would answer "already
 * verified" and could replace the success. Forgotten once it has answered and no screen shows it.
 */
const checks = new Map<string, SharedCheck>();

function forgetIfUnused(key: string, entry: SharedCheck): void {
  if (entry.users === 0 && entry.settled && checks.get(key) === entry) checks.delete(key);
}

function joinCheck(key: string): { result: Promise<VerificationOutcome>; leave: () => void } {
  let entry = checks.get(key);
  if (!entry) {
    const created: SharedCheck = { result: verify(JSON.parse(key) as VerifyEmailInput), users: 0, settled: false };
    void created.result.then(() => {
      created.settled = true;
      forgetIfUnused(key, created);
    });
    checks.set(key, created);
    entry = created;
  }
  const joined = entry;
  joined.users++;
  return {
    result: joined.result,
    leave: () => {
      joined.users--;
      forgetIfUnused(key, joined);
    },
  };
}

/** The toast fires once, on success. */
function verify(params: VerifyEmailInput): Promise<VerificationOutcome> {
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
  const [outcome, setOutcome] = useState<{ key: string; value: VerificationOutcome } | null>(null);

  useEffect(() => {
    if (!key) return;
    let live = true;
    const check = joinCheck(key);
    void check.result.then((value) => {
      if (live) setOutcome({ key, value });
    });
    return () => {
      live = false;
      check.leave();
    };
  }, [key]);

  if (!params) return <VerificationResult outcome={INCOMPLETE_LINK} />;
  if (outcome?.key !== key) return <Spinner label={t('auth.verify.verifying')} />;
  return <VerificationResult outcome={outcome.value} focus />;
}
