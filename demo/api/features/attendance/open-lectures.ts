import type { Db } from '../../db/database';
import {
  batchIdsOfParticipant,
  type LectureRecord,
  lecturesStartingBetween,
  participantOfUser,
} from '../batch/directory';
import { CLOSES_AFTER_END_MS, OPENS_BEFORE_START_MS, qrLectureStatus } from './lecture-window';

// The lectures a typed code may stand for: the learner's own, open for scans at the time of the scan.

const DAY = 24 * 60 * 60 * 1000;

/** The lectures of the user's batches whose scan window holds `at` ([start − 30 min, end + 3 h]). */
export async function openLecturesOf(db: Db, userId: number, at: number): Promise<LectureRecord[]> {
  const participant = await participantOfUser(db, userId);
  if (!participant) return [];
  const batchIds = await batchIdsOfParticipant(db, participant.id);
  // Started within a day before `at` (or still running from earlier), or starting before check-in opens.
  const near = await lecturesStartingBetween(
    db,
    batchIds,
    at - DAY,
    at + OPENS_BEFORE_START_MS + 1,
    at - CLOSES_AFTER_END_MS,
  );
  return near.filter((lecture) => qrLectureStatus(lecture, at) !== 'NOT_IN_RANGE');
}
