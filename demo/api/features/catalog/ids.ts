// The numbers every learning feature opens: courses, batches, lectures, enrolments, exams and certificates seeded
// by `catalog`. Later features (course viewer, exams, QR attendance, batch pages) import these instead of repeating
// literals, and extend the seed in `seed.ts` around them. Dates are relative to `seed.now` (see docs/reference-api.md).

/** Course ids (`/course/{id}/…`). */
export const COURSE = {
  /** Fire Safety Fundamentals: batch 2401, the batch with today's lectures (running now, later, finished). */
  fireSafety: 101,
  /** First Aid at Work: batch 2402, lectures on other days; learner's failed exam with feedback pending. */
  firstAid: 102,
  /** Crowd Management: batch 2403; exam ended yesterday, learner's incomplete exam. */
  crowdManagement: 103,
  /** CCTV Operations: batch 2404, online lectures with a meeting link; cancelled exam, learner's not-attempted quiz. */
  cctv: 104,
  /** Security Guard Foundations: batch 2405, finished; learner completed it (certificate), others' certificates ready. */
  guardFoundations: 105,
  /** Emergency Evacuation: batch 2406, finished; learner completed it (certificate), others' certificates ready. */
  evacuation: 106,
  /** Conflict De-escalation: batch 2407, taught by `both`. */
  deescalation: 107,
  /** Site Induction: in no batch and without content (the course viewer's "no content" state). */
  induction: 108,
} as const;

/** Batch ids (internal `batch_id`). */
export const BATCH_ID = {
  fireMorning: 1,
  firstAidEvening: 2,
  crowdWeekend: 3,
  cctvOnline: 4,
  guardSpring: 5,
  evacuationB: 6,
  deescalationBoth: 7,
} as const;

/** Batch numbers (`batch_no`, the public number in /trainer/batch/{batchNo}), by batch id. */
export const BATCH_NO = {
  /** Fire Safety — Morning Cohort: trainer; learner and both take part. */
  fireMorning: 2401,
  /** First Aid — Evening Cohort: trainer; learner takes part. */
  firstAidEvening: 2402,
  /** Crowd Management — Weekend Cohort: trainer; learner takes part. */
  crowdWeekend: 2403,
  /** CCTV Operations — Online Cohort: trainer; learner takes part. */
  cctvOnline: 2404,
  /** Security Guard Foundations — Spring Cohort: finished; certificates ready for the trainer. */
  guardSpring: 2405,
  /** Emergency Evacuation — Cohort B: finished; certificates ready for the trainer. */
  evacuationB: 2406,
  /** Conflict De-escalation — Cohort C: taught by `both` (their trainer dashboard). */
  deescalationBoth: 2407,
} as const;

/** Lecture ids (`/trainer/qr/{lectureId}`); the three of today are all in batch 2401, taught by `trainer`. */
export const LECTURE = {
  /** Running now: started 30 min ago, ends in 90 min. */
  fireNow: 1001,
  /** Later today: in about 3 h (clamped to stay today when it can). */
  fireLater: 1002,
  /** Finished earlier today: −4 h … −2 h. */
  fireFinished: 1003,
  /** Last week, delivered. */
  fireLastWeek: 1004,
  /** Next week. */
  fireNextWeek: 1005,
} as const;

/** `batch_participant_course_progress_id` of each seeded enrolment (`/course/{courseId}/{courseProgressId}`). */
export const PROGRESS = {
  learnerFireSafety: 301,
  learnerFirstAid: 302,
  learnerCrowd: 303,
  learnerCctv: 304,
  /** Completed (100 %). */
  learnerGuardFoundations: 305,
  /** Completed (100 %). */
  learnerEvacuation: 306,
  bothFireSafety: 307,
  /** The learner's, on Fire Safety Fundamentals, but with no record yet: the get call answers null (a copied link). */
  learnerCopiedLink: 308,
} as const;

/** Exam numbers (`/app/exam/{examNo}/take|result|feedback`). */
export const EXAM = {
  /** Live now (batch 2401): learner and both can take it. */
  fireLive: 5001,
  /** Invitation Sent, starts in 3 days (batch 2402). */
  firstAidFinal: 5002,
  /** Ended yesterday (batch 2403), no result yet: 'view results'. */
  crowdMidterm: 5003,
  /** Cancelled (batch 2404). */
  cctvPractical: 5004,
  /** Learner: Pass 86 % (batch 2405), certificate issued. */
  guardFinal: 5005,
  /** Learner: Pass 92 % (batch 2406), certificate issued. */
  evacuationFinal: 5006,
  /** Learner: Fail 48 % (batch 2402), feedback pending (the dashboard banner). */
  firstAidPractice: 5007,
  /** Learner: Incomplete (batch 2403). */
  crowdQuiz: 5008,
  /** Learner: Not attempted (batch 2404). */
  cctvQuiz: 5009,
  /** Both: Pass 80 % (batch 2401). */
  fireQuiz: 5010,
  /** Trainer: written assignment with answers to mark (batch 2401). */
  fireAssignment: 5011,
  /** Trainer: case study report with answers to mark (batch 2402). */
  firstAidCaseStudy: 5012,
  /** Both (as trainer): role-play assessment with answers to mark (batch 2407). */
  deescalationRolePlay: 5013,
  // Issue #11 exams of batch 2401 (learner and both), open all day from 30 min ago; their papers are in features/exam.
  /** take → instructions: total timer (timer_type '2'), 5 questions, 600 s; results shown; one hostile bit in a question. */
  fireTotalTimer: 5014,
  /** take → instructions: per-question timer, 4 questions × 30 s; results hidden; after-exam feedback (9 questions). */
  fireQuestionTimer: 5015,
  /** take → instructions, exam body right-to-left: language 'Arabic', Arabic questions, provided by the Arabic brand. */
  fireArabic: 5016,
  /** take → instructions with the green card, start refused until the before-exam feedback (9 questions) is given. */
  fireFeedbackFirst: 5017,
  /** take → will-start-soon: starts 10 min after the seed (counts down, then opens). */
  fireStartsSoon: 5018,
  /** take → not-eligible: learner and both have reached the maximum attempts. */
  fireNotEligible: 5019,
  /** take → completed with the results table (learner: Pass 80 %, no certificate yet → email notice); both → instructions. */
  fireCompleted: 5020,
} as const;

/** An exam number no one has (take → 404, shown as not-available; result → data-not-available). */
export const MISSING_EXAM_NO = 5999;

/** Certificate numbers of the learner's achievements. */
export const CERTIFICATE = {
  learnerGuardFoundations: 'CERT-2405-0001',
  learnerEvacuation: 'CERT-2406-0001',
} as const;

/** Participant ids (roster people) of the demo accounts; the others (203–268) cannot sign in. */
export const PARTICIPANT = {
  /** The `learner` account. */
  learner: 201,
  /** The `both` account (takes part in batch 2401). */
  both: 202,
} as const;

/** Participant id of the n-th (1-based) roster person who cannot sign in. */
export const other = (n: number): number => PARTICIPANT.both + n;

/** Batch 2401's roster beyond its first eight (the batch page's 60+ participants): ids 215 … 268, generated people. */
export const FIRE_MORNING_EXTRA_PARTICIPANTS: readonly number[] = Array.from({ length: 54 }, (_, index) => 215 + index);

/**
 * The batch page's performance batch (issue #13): 2,000 generated participants, taught by `trainer`, one lecture
 * running today with an attendance row for everyone. Built on demand by the `batch` feature (never stored, so the
 * data file stays small); it is reached by its URL only: no dashboard, QR page or roster lists it.
 */
export const PERF_BATCH_NO = 2499;
/** The performance batch's internal `batch_id` and its one lecture (running now, whenever asked). */
export const PERF_BATCH_ID = 99;
export const PERF_LECTURE_ID = 1099;
