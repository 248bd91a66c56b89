import { HOUR, type ThrottleTable } from '../../rate-limit';

export const COURSE_LIMITS = {
  /** Course progress updates one user may save per hour. */
  // The viewer saves on opening and on completing each content (a dozen a course); a looping client stops here.
  progressUpdatesPerUser: { bucket: 'progress-updates', windowMs: HOUR, max: 600 },
} as const satisfies ThrottleTable;

declare module '../../rate-limit' {
  interface FeatureLimits {
    course: typeof COURSE_LIMITS;
  }
}
