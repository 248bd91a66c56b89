import type { Db } from '../../db/database';
import type { BatchScope } from './scope';
import type { LectureRecord } from './types';

/** A participant at a lecture on the assessment grid: P present on time, L late, A absent or excused; null not marked. */
export type AttendanceMark = 'P' | 'L' | 'A' | null;

/**
 * What the batch page shows from the features built on batch: course titles (course), attendance marks (attendance)
 * and exam attempts (exam). They import batch, so batch imports none of them: the registry hands their functions in.
 */
export interface BatchPageSources {
  /** The titles of these courses by course id; an unknown id is absent. */
  courseTitles(db: Db, ids: readonly number[]): Promise<ReadonlyMap<number, { title: string; title_ar: string }>>;
  /** For each of `lectures`, every roster place's mark in roster order (the stored record, else the seeded row). */
  attendanceMarks(
    db: Db,
    scope: BatchScope,
    lectures: readonly LectureRecord[],
    now: number,
  ): Promise<AttendanceMark[][]>;
  /** Participant id → attempt id at the exam with this public number. */
  attemptIdsOfExam(db: Db, examNo: number): Promise<ReadonlyMap<number, number>>;
  /** The participant's attempt id at the exam with this public number, or null. */
  attemptIdOfParticipant(db: Db, examNo: number, participantId: number): Promise<number | null>;
}
