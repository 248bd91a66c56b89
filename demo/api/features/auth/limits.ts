import { HOUR, TEN_MINUTES, type ThrottleTable } from '../../rate-limit';

/** Failed logins are counted within this window, and a client that reaches a login maximum waits this long. */
export const LOGIN_LOCK_MS = 600_000;

// Accounts' throttles: failed logins keyed `account|client`, `account` and `client`; sign-ups; mails.
export const AUTH_LIMITS = {
  /** Failures of one client on one account (username and email alike) before that client waits. */
  loginFailuresPerPair: { bucket: 'login-pair', windowMs: LOGIN_LOCK_MS, max: 5 },
  /** Failures on one account from all clients before it is guarded: clients that failed on it wait, clean ones do not. */
  loginFailuresPerAccount: { bucket: 'login-account', windowMs: LOGIN_LOCK_MS, max: 10 },
  /** Failures of one client on any accounts before it waits for every login. */
  // High enough for a shared office address and for the e2e suite, which signs in from one address all run long.
  loginFailuresPerClient: { bucket: 'login-client', windowMs: LOGIN_LOCK_MS, max: 50 },
  /** Sign-up attempts one client may make per hour, refused ones too: like forgot password, each answer tells whether an address has an account. */
  signUpsPerClient: { bucket: 'sign-up-attempts-client', windowMs: HOUR, max: 50 },
  /** Sign-up attempts per email address per 10 minutes (also slows probing which addresses are taken). */
  signUpAttemptsPerAddress: { bucket: 'sign-ups-address', windowMs: TEN_MINUTES, max: 5 },
  /** Reset and verification mails one client may ask for per hour (forgot password, resend). */
  mailRequestsPerClient: { bucket: 'mail-requests-client', windowMs: HOUR, max: 50 },
  /** Password reset mails per address per minute. */
  resetMailsPerAddress: { bucket: 'reset-mails', windowMs: 60_000, max: 3 },
  /** Verification mails per address per minute. */
  verifyMailsPerAddress: { bucket: 'verify-mails', windowMs: 60_000, max: 3 },
} as const satisfies ThrottleTable;

/** The throttles `createApi({ loginLockMs })` sets the window of. */
export const LOGIN_THROTTLES = ['loginFailuresPerPair', 'loginFailuresPerAccount', 'loginFailuresPerClient'] as const;

declare module '../../rate-limit' {
  interface FeatureLimits {
    auth: typeof AUTH_LIMITS;
  }
}
