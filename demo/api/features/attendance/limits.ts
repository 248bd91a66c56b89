import { HOUR, type ThrottleTable } from '../../rate-limit';

export const ATTENDANCE_LIMITS = {
  /** Attendance scans (scan and create, refused ones too) one user may send per hour. */
  // A learner needs two scans a lecture; the scanner submits by itself, so a looping client stops here.
  scansPerUser: { bucket: 'scans', windowMs: HOUR, max: 60 },
  /** Typed attendance numbers that matched nothing, per user per hour, before typing waits (guessing six digits stays hopeless). */
  // About 18 numbers are valid at once per open lecture: 10 guesses an hour find one once in 5,500 hours.
  typedCodeMissesPerUser: { bucket: 'typed-code-misses', windowMs: HOUR, max: 10 },
} as const satisfies ThrottleTable;

declare module '../../rate-limit' {
  interface FeatureLimits {
    attendance: typeof ATTENDANCE_LIMITS;
  }
}
