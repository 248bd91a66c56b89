import { FIRE_MORNING_EXTRA_PARTICIPANTS, LECTURE, PARTICIPANT } from '../batch/directory';

// What tests and journeys of QR attendance open. Lectures, batches and people come from the batch seed (batch 2401,
// taught by `trainer`); the seed adds attendance for three other participants of the running lecture only.

/** Lecture 1001 of batch 2401, running now (−30 min … +90 min): ONGOING, check-in and check-out both open. */
export const RUNNING_LECTURE_ID = LECTURE.fireNow;
/** Lecture 1002 of batch 2401, later today (about +3 h): NOT_IN_RANGE, attendance closed. */
export const LATER_LECTURE_ID = LECTURE.fireLater;
/** Lecture 1003 of batch 2401, ended about 2 h ago: ENDED, check-out open, check-in closed. */
export const FINISHED_LECTURE_ID = LECTURE.fireFinished;
/** Lecture 1062 of batch 2407 (taught by `both`): `learner` is not enrolled in it. */
export const OTHER_BATCH_LECTURE_ID = 1062;

/** Accounts enrolled in batch 2401 (they may scan its lectures); none has scanned yet. */
export const ENROLLED_ACCOUNTS = ['learner', 'both'] as const;

/** Participant ids of the enrolled accounts (the roster's `participant_id`). */
export const ENROLLED_PARTICIPANT = { learner: PARTICIPANT.learner, both: PARTICIPANT.both } as const;

/** Seeded states on the running lecture's roster, by participant id (203 … 208 and 215 … 268 are batch's other roster people). */
export const SEEDED_ROSTER = {
  checkedIn: [203, 204],
  checkedOut: [205],
  notYet: [PARTICIPANT.learner, PARTICIPANT.both, 206, 207, 208, ...FIRE_MORNING_EXTRA_PARTICIPANTS],
} as const;
/** Participant 204 checked in 20 minutes after the start: late. */
export const SEEDED_LATE_PARTICIPANT = 204;
