import { HOUR, type ThrottleTable } from '../../rate-limit';

export const VERIFY_LIMITS = {
  /** Verify look-ups one client address may make per hour, found or not. */
  // A person checks a few certificates; an employer a few dozen. Guessing 130-bit codes is hopeless anyway: this
  // stops scripted scraping of the 404 path and keeps the lookups cheap.
  verifyPerClient: { bucket: 'verify', windowMs: HOUR, max: 60 },
  /** Revocations (and runs of issuing a batch's ready certificates) one trainer may record per hour. */
  revokesPerUser: { bucket: 'verify-revokes', windowMs: HOUR, max: 60 },
} as const satisfies ThrottleTable;

declare module '../../rate-limit' {
  interface FeatureLimits {
    verify: typeof VERIFY_LIMITS;
  }
}
