import { TEN_MINUTES, type ThrottleTable } from '../../rate-limit';

export const USER_LIMITS = {
  /** Wrong current passwords per user per 10 minutes on a password change. */
  passwordGuessesPerUser: { bucket: 'password-guesses', windowMs: TEN_MINUTES, max: 5 },
} as const satisfies ThrottleTable;

declare module '../../rate-limit' {
  interface FeatureLimits {
    user: typeof USER_LIMITS;
  }
}
