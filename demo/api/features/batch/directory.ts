// Batch's public surface: the only file other features import. Batches, rosters and lectures as whole records, the
// trainer's view of one batch, and the types they take and return; other features never read batch's tables.

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
  recentActivity,
  rosterOf,
  setLectureVenue,
} from './queries';
export { lectureStatus, type LectureStatus } from './lecture-status';
export type {
  BatchActivityRecord,
  BatchParticipantRecord,
  BatchRecord,
  Enrolment,
  LectureRecord,
  ParticipantRecord,
} from './types';
