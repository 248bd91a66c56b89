// Whether a certificate still holds (issue #34): revoked wins; else it is expired from its expiry date (frozen when it
// was issued: the course's validity then, src/core/verify/validity.ts) onwards.

/** A certificate's state as the verify page shows it. */
export type CertificateState = 'valid' | 'expired' | 'revoked';

/** The state on `today` (`YYYY-MM-DD`, the academy's local date). */
export function certificateState(
  facts: { expiresOn: string | null; revoked: boolean },
  today: string,
): CertificateState {
  if (facts.revoked) return 'revoked';
  return facts.expiresOn !== null && today >= facts.expiresOn ? 'expired' : 'valid';
}
