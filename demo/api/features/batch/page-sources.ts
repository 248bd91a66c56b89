import type { Db } from '../../db/database';
import type { AttendanceCounts } from './attendance-counts';
import type { BatchScope } from './scope';
import type { AttendanceFact, Enrolment, LectureRecord } from './types';

export type { AttendanceFact };

/** A participant at a lecture on the assessment grid: P present on time, L late, A absent or excused; null not marked. */
export type AttendanceMark = 'P' | 'L' | 'A' | null;

/** The lectures of one roster, for a read of several batches at once. */
export interface RosterLectures {
  roster: readonly Enrolment[];
  lectures: readonly LectureRecord[];
}

/** A finished and scored attempt: its percent score and whether it passed. */
export interface ScoredAttempt {
  percent: number;
  passed: boolean;
}

/** One exam of a batch as the insights read it (issue #34). */
export interface ExamFacts {
  batch_id: number;
  no: number;
  title: string;
  title_ar: string;
  /** Whole percent (the paper's; a hand-marked exam without a paper has the house default). */
  pass_mark: number;
  opens_at: number;
  closes_at: number;
  /** Participant id → their scored attempt. */
  scored: ReadonlyMap<number, ScoredAttempt>;
  /** Participants who started an attempt (scored or not, e.g. waiting to be marked). */
  sat: ReadonlySet<number>;
  /** Participant id → counted integrity events of their attempt (none: absent). */
  integrity: ReadonlyMap<number, number>;
}

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
  /** For each group, for each of its lectures, every roster place's fact in roster order (one read for all). */
  attendanceFacts(db: Db, groups: readonly RosterLectures[], now: number): Promise<AttendanceFact[][][]>;
  /** For each group, its attendance counted per lecture and per roster place, as the insights count it (one read). */
  attendanceCounts(db: Db, groups: readonly RosterLectures[], now: number): Promise<AttendanceCounts[]>;
  /** The exams of these batches, in opening order (one read per table, whatever the count). */
  examFacts(db: Db, batchIds: readonly number[]): Promise<ExamFacts[]>;
  /** Participant id → attempt id at the exam with this public number. */
  attemptIdsOfExam(db: Db, examNo: number): Promise<ReadonlyMap<number, number>>;
  /** The participant's attempt id at the exam with this public number, or null. */
  attemptIdOfParticipant(db: Db, examNo: number, participantId: number): Promise<number | null>;
}
