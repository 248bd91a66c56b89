import { verificationOutcome } from '../../core/login/login-flow';
import { useLoginRoute } from './login-route';
import { VerificationResult } from './verification-result';

/** /auth/email-verification (§2): `error` → the failure, `token` → success, neither → check your email. */
export function EmailVerificationView({ email }: { email?: string | undefined }) {
  const { query } = useLoginRoute();
  const outcome = verificationOutcome(query);
  if (outcome.kind === 'waiting' && !outcome.email && email?.trim())
    return <VerificationResult outcome={{ kind: 'waiting', email: email.trim() }} />;
  return <VerificationResult outcome={outcome} />;
}
