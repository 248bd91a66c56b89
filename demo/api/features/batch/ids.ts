// The seeded batches, lectures and people every learning feature opens, and what the batch page's tests and journeys
// open (issue #13). Batch 2401 (taught by `trainer`) has 62 participants; its rows are seeded by roster place
// (seeded.ts), so the participants below are the ones at those places. Dates are relative to `seed.now`.

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
 * running today with an attendance row for everyone. Built on demand by the `batch` feature (never stored: the
 * demo's tables stay at seed size); it is reached by its URL only: no dashboard, QR page or roster lists it.
 */
export const PERF_BATCH_NO = 2499;
/** The performance batch's internal `batch_id` and its one lecture (running now, whenever asked). */
export const PERF_BATCH_ID = 99;
export const PERF_LECTURE_ID = 1099;

/** Batch 2401's roster in enrolment order: learner, both, 203 … 208, then 215 … 268. */
export const FIRE_MORNING_ROSTER: readonly number[] = [
  PARTICIPANT.learner,
  PARTICIPANT.both,
  203,
  204,
  205,
  206,
  207,
  208,
  ...FIRE_MORNING_EXTRA_PARTICIPANTS,
];

const at = (place: number): number => FIRE_MORNING_ROSTER[place] ?? -1;

/** The page of the 62-participant batch, and the performance batch (2,000 rows, one lecture running now). */
export const BATCH_PAGE = {
  batchNo: BATCH_NO.fireMorning,
  batchId: BATCH_ID.fireMorning,
  participants: FIRE_MORNING_ROSTER.length,
} as const;
export const PERF_PAGE = {
  batchNo: PERF_BATCH_NO,
  batchId: PERF_BATCH_ID,
  lectureId: PERF_LECTURE_ID,
  participants: 2000,
} as const;

/**
 * Batch 2401's lectures on the Attendance tab, in tab order (Lecture 1 … 5):
 * - lastWeek: seeded rows in every status, marking CLOSED (ended > 3 days ago): read-only table;
 * - finishedToday: seeded rows in every status, open: the tab that opens first (today's first); three reviewed rows locked;
 * - running: open, the QR scans of the attendance seed plus "not marked" rows;
 * - laterToday and nextWeek: not started: read-only, all "not marked".
 */
export const ATTENDANCE_LECTURE = {
  lastWeek: LECTURE.fireLastWeek,
  finishedToday: LECTURE.fireFinished,
  running: LECTURE.fireNow,
  laterToday: LECTURE.fireLater,
  nextWeek: LECTURE.fireNextWeek,
} as const;

/** Participants by their seeded row on the seeded lectures (places mod 10 give the pattern). */
export const SEEDED_ROW = {
  /** PRESENT, checked in and out by QR. */
  presentScanned: at(0),
  /** PRESENT with a break: IN_CLASS (scanned), BREAK (manual), back (scanned), out (scanned). */
  presentWithBreak: at(1),
  /** PRESENT, marked by hand (MANUAL entries). */
  presentManual: at(2),
  /** PRESENT and late (checked in 22 minutes after the start). */
  late: at(3),
  /** PRESENT, left early. */
  leftEarly: at(4),
  /** ABSENT: its is-late toggle is shown (the row may be marked) and the server refuses turning it on. */
  absent: at(5),
  /** FLAGGED with a long break and a flag comment. */
  flagged: at(6),
  /** EXCUSED with a comment. */
  excused: at(7),
} as const;

/** Reviewed rows of the finished lecture: locked (can_mark_attendance false, writes answer 403). */
export const REVIEWED_PARTICIPANTS: readonly number[] = [at(13), at(33), at(53)];

/** Participants whose scores are final on every criterion (can_mark_sub_assessment false, writes answer 403). */
export const FINAL_SCORE_PARTICIPANTS: readonly number[] = [at(14), at(29), at(44), at(59)];

/** A row's `record_id` before it is stored: `<lecture id>-<participant id>`. */
export const rowKey = (lectureId: number, participantId: number): string => `${lectureId}-${participantId}`;

/** A score cell's `record_id`: `<sub-criterion id>-<participant id>`. */
export const scoreCellKey = (subId: number, participantId: number): string => `${subId}-${participantId}`;

/** Batch 2401's criteria: Written Assignment (linked to exam 5011: all but WITHOUT_EXAM_ATTEMPT have attempts) first, with sub-criteria 11 (max 10) and 12 (max 20.5). */
export const CRITERIA = {
  written: { id: 1, subs: { knowledge: { id: 11, max: 10 }, caseStudy: { id: 12, max: 20.5 } } },
  practical: { id: 2, subs: { extinguisher: { id: 21, max: 15 }, evacuation: { id: 22, max: 25 } } },
  /** Without sub-criteria. */
  observation: { id: 3 },
} as const;
/** Participants with an attempt at the written criterion's exam in the exam fixtures (waiting for marking; their score path names the attempt id). */
export const WITH_EXAM_ATTEMPT: readonly number[] = [203, 204, 205];
/** Rows with no attempt at that exam (score path 'no_exam'): the demo accounts, and roster places 9 and 59, who missed it; every other place has a marked one (features/exam/seeded-results.ts). */
export const WITHOUT_EXAM_ATTEMPT: readonly number[] = [PARTICIPANT.learner, PARTICIPANT.both, at(9), at(59)];

/** Where the seeded venues are (decimal degrees) and how far around them a scan counts (metres). */
export const VENUE = {
  /** Dubai Campus: Training Halls A and B, the First Aid Lab and the Main Auditorium. */
  dubaiCampus: { latitude: 25.2285, longitude: 55.3273, radius_m: 150 },
  /** Abu Dhabi Campus: Auditorium 2. */
  abuDhabiCampus: { latitude: 24.4539, longitude: 54.3773, radius_m: 150 },
} as const;
