// Batch's public surface: the only file other features import. Batches, rosters and lectures as whole records, the
// trainer's view of one batch (its scope), the batch page's seeded rows, what the page needs from the features built
// on batch (BatchPageSources), and the types these take and return; other features never read batch's tables.

export {
  batchById,
  batchByNo,
  batchesByIds,
  batchesOfParticipant,
  batchesTaughtBy,
  batchIdsOfParticipant,
  enrol,
  ensureParticipant,
  findLecture,
  lectureById,
  lecturesOfBatches,
  lecturesStartingBetween,
  lectureWithEnrolment,
  participantOfUser,
  participantsByIds,
  recentActivity,
  rosterOf,
  rostersOf,
  setLectureVenue,
} from './queries';
export { lectureStatus, type LectureStatus } from './lecture-status';
// Issue #34: the trainer dashboard counts each batch's at-risk learners with the insights' own rules.
export { atRiskCount, examsInRange, lecturesInRange } from './insights';
export {
  addToLearner,
  addToLecture,
  emptyLearner,
  emptyLecture,
  type AttendanceCounts,
  type LearnerCounts,
  type LectureCounts,
} from './attendance-counts';
export type {
  AttendanceFact,
  AttendanceMark,
  BatchPageSources,
  ExamFacts,
  RosterLectures,
  ScoredAttempt,
} from './page-sources';
export { scopeById, scopeByNo, scopeOfLecture, type BatchScope } from './scope';
// The seeded rows are derived from roster places, not stored (features/batch/seeded.ts).
export { hasSeededRows, seededAttendance } from './seeded';
export type {
  BatchActivityRecord,
  BatchParticipantRecord,
  BatchRecord,
  Enrolment,
  LectureRecord,
  ParticipantRecord,
} from './types';

/** The seeded lectures and participants other features' demo data refers to. */
export { FIRE_MORNING_EXTRA_PARTICIPANTS, LECTURE, PARTICIPANT } from './ids';
