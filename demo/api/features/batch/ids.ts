import { BATCH_ID, BATCH_NO, FIRE_MORNING_EXTRA_PARTICIPANTS, LECTURE, PARTICIPANT, PERF_BATCH_ID, PERF_BATCH_NO, PERF_LECTURE_ID } from '../catalog/ids';

// What tests and journeys of the batch page open (issue #13). Batch 2401 (taught by `trainer`) has 62 participants;
// its rows are seeded by roster place (seeded.ts), so the participants below are the ones at those places.

/** Batch 2401's roster in enrolment order: learner, both, 203 … 208, then 215 … 268. */
export const FIRE_MORNING_ROSTER: readonly number[] = [PARTICIPANT.learner, PARTICIPANT.both, 203, 204, 205, 206, 207, 208, ...FIRE_MORNING_EXTRA_PARTICIPANTS];

const at = (place: number): number => FIRE_MORNING_ROSTER[place] ?? -1;

/** The page of the 62-participant batch, and the performance batch (2,000 rows, one lecture running now). */
export const BATCH_PAGE = { batchNo: BATCH_NO.fireMorning, batchId: BATCH_ID.fireMorning, participants: FIRE_MORNING_ROSTER.length } as const;
export const PERF_PAGE = { batchNo: PERF_BATCH_NO, batchId: PERF_BATCH_ID, lectureId: PERF_LECTURE_ID, participants: 2000 } as const;

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

/** Batch 2401's criteria: Written Assignment (linked to exam 5011: 203–205 have attempts) first, with sub-criteria 11 (max 10) and 12 (max 20.5). */
export const CRITERIA = {
  written: { id: 1, subs: { knowledge: { id: 11, max: 10 }, caseStudy: { id: 12, max: 20.5 } } },
  practical: { id: 2, subs: { extinguisher: { id: 21, max: 15 }, evacuation: { id: 22, max: 25 } } },
  /** Without sub-criteria. */
  observation: { id: 3 },
} as const;
/** Participants with an attempt at the written criterion's exam (their score path names the attempt id). */
export const WITH_EXAM_ATTEMPT: readonly number[] = [203, 204, 205];
