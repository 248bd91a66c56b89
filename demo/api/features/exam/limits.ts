import { HOUR, type ThrottleTable } from '../../rate-limit';

export const EXAM_LIMITS = {
  /** Exam writes (start, answer, skip, complete) one user may send per hour. */
  // An exam is a few dozen writes (replays after a dropped network included); a looping client stops here.
  examWritesPerUser: { bucket: 'exam-writes', windowMs: HOUR, max: 1500 },
  /** Feedback submissions one user may send per hour. */
  feedbacksPerUser: { bucket: 'feedbacks', windowMs: HOUR, max: 60 },
  /** Certificate PDFs (each drawn on request) one user may ask for per hour. */
  // A learner downloads a certificate a few times; drawing one costs tens of ms, so a looping client stops here.
  certificatesPerUser: { bucket: 'certificates', windowMs: HOUR, max: 120 },
} as const satisfies ThrottleTable;

declare module '../../rate-limit' {
  interface FeatureLimits {
    exam: typeof EXAM_LIMITS;
  }
}
