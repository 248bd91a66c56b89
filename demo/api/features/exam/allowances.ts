import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { attemptRecord } from './rows';
import { examAllowances, examAttempts, examPapers, exams } from './schema';
import { paperSeconds } from './scoring';
import type { ExamPaperRecord } from './types';

// Extra time (issue #33): a learner's allowance in a batch, set once by a trainer, applies to every exam of the batch.
// An attempt takes its allowance when it starts (`extra_seconds`); changing the allowance moves running attempts too.

/** A learner's allowance: the paper's time × `multiplier`, plus `extra_minutes`. */
export interface AllowanceTerms {
  multiplier: number;
  extra_minutes: number;
}

/** No extra time. */
export const NO_ALLOWANCE: AllowanceTerms = { multiplier: 1, extra_minutes: 0 };

/** The seconds an allowance adds to a paper's time. */
export function allowanceSeconds(paper: ExamPaperRecord, terms: AllowanceTerms): number {
  return Math.round(paperSeconds(paper) * (terms.multiplier - 1)) + terms.extra_minutes * 60;
}

/** A stored allowance with when it was set. */
export interface StoredAllowance extends AllowanceTerms {
  participant_id: number;
  set_at: string;
}

/** The allowance of a participant in a batch (none: ×1, 0 minutes). */
export async function allowanceOf(db: Db, batchId: number, participantId: number): Promise<AllowanceTerms> {
  const [row] = await db
    .select()
    .from(examAllowances)
    .where(and(eq(examAllowances.batch_id, batchId), eq(examAllowances.participant_id, participantId)));
  return row ? { multiplier: row.multiplier, extra_minutes: row.extra_minutes } : NO_ALLOWANCE;
}

/** Every allowance of a batch. */
export async function allowancesOfBatch(db: Db, batchId: number): Promise<StoredAllowance[]> {
  const rows = await db.select().from(examAllowances).where(eq(examAllowances.batch_id, batchId));
  return rows.map((row) => ({
    participant_id: row.participant_id,
    multiplier: row.multiplier,
    extra_minutes: row.extra_minutes,
    set_at: row.set_at.toISOString(),
  }));
}

/**
 * Sets (or, at ×1 and 0 minutes, removes) a participant's allowance in a batch, and moves the deadline of their
 * running attempts at the batch's exams by the difference, keeping any extension a trainer gave. One transaction;
 * answers the running attempts' ids.
 */
export async function setAllowance(
  db: Db,
  batchId: number,
  participantId: number,
  terms: AllowanceTerms,
  setBy: number,
  now: number,
): Promise<number[]> {
  return db.transaction(async (tx) => {
    const before = await allowanceOf(tx, batchId, participantId);
    const key = and(eq(examAllowances.batch_id, batchId), eq(examAllowances.participant_id, participantId));
    if (terms.multiplier === 1 && terms.extra_minutes === 0) await tx.delete(examAllowances).where(key);
    else
      await tx
        .insert(examAllowances)
        .values({ batch_id: batchId, participant_id: participantId, ...terms, set_by: setBy, set_at: new Date(now) })
        .onConflictDoUpdate({
          target: [examAllowances.batch_id, examAllowances.participant_id],
          set: { ...terms, set_by: setBy, set_at: new Date(now) },
        });
    const running = await tx
      .select({ attempt: examAttempts, paper: examPapers })
      .from(examAttempts)
      .innerJoin(exams, eq(exams.id, examAttempts.exam_id))
      .innerJoin(examPapers, eq(examPapers.exam_id, exams.id))
      .where(
        and(
          eq(exams.batch_id, batchId),
          eq(examAttempts.participant_id, participantId),
          isNull(examAttempts.passing_status),
        ),
      )
      .for('update', { of: examAttempts });
    for (const { attempt, paper } of running) {
      const moved = allowanceSeconds(paper, terms) - allowanceSeconds(paper, before);
      const extra = Math.max(0, attemptRecord(attempt).extra_seconds + moved);
      await tx.update(examAttempts).set({ extra_seconds: extra }).where(eq(examAttempts.id, attempt.id));
    }
    return running.map(({ attempt }) => attempt.id);
  });
}

/** Adds `seconds` to a running attempt; false when it was taken meanwhile. */
export async function extendAttempt(db: Db, attemptId: number, seconds: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(examAttempts)
      .where(and(eq(examAttempts.id, attemptId), isNull(examAttempts.passing_status)))
      .for('update');
    if (!row) return false;
    await tx
      .update(examAttempts)
      .set({ extra_seconds: row.extra_seconds + seconds })
      .where(eq(examAttempts.id, attemptId));
    return true;
  });
}
