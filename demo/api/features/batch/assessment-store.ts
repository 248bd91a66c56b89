import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { assessmentCriteria, assessmentScores, assessmentSubCriteria } from './schema';
import type { AssessmentCriterionRecord, AssessmentScoreRecord, SubCriterionRecord } from './types';

// The batch page's criteria and entered scores (batch-internal: no other feature reads them).

type SubRow = typeof assessmentSubCriteria.$inferSelect;

const subOf = ({ id, title, title_ar, max_score, weightage }: SubRow): SubCriterionRecord => ({
  id,
  title,
  title_ar,
  max_score,
  weightage,
});

/** A batch's criteria in id order, each with its sub-criteria in id order. */
export async function criteriaOfBatch(db: Db, batchId: number): Promise<AssessmentCriterionRecord[]> {
  const criteria = await db
    .select()
    .from(assessmentCriteria)
    .where(eq(assessmentCriteria.batch_id, batchId))
    .orderBy(asc(assessmentCriteria.id));
  if (criteria.length === 0) return [];
  const subs = await db
    .select()
    .from(assessmentSubCriteria)
    .where(
      inArray(
        assessmentSubCriteria.criterion_id,
        criteria.map((criterion) => criterion.id),
      ),
    )
    .orderBy(asc(assessmentSubCriteria.id));
  return criteria.map((criterion) => ({
    ...criterion,
    sub_criteria: subs.filter((sub) => sub.criterion_id === criterion.id).map(subOf),
  }));
}

/** The stored criterion holding a sub-criterion, with that sub-criterion. */
export async function criterionOfSub(
  db: Db,
  subId: number,
): Promise<{ criterion: AssessmentCriterionRecord; sub: SubCriterionRecord } | undefined> {
  const [row] = await db
    .select({ criterion: assessmentCriteria })
    .from(assessmentSubCriteria)
    .innerJoin(assessmentCriteria, eq(assessmentCriteria.id, assessmentSubCriteria.criterion_id))
    .where(eq(assessmentSubCriteria.id, subId));
  if (!row) return undefined;
  const criterion = (await criteriaOfBatch(db, row.criterion.batch_id)).find(
    (candidate) => candidate.id === row.criterion.id,
  );
  const sub = criterion?.sub_criteria.find((candidate) => candidate.id === subId);
  return criterion && sub ? { criterion, sub } : undefined;
}

/** Entered scores of these sub-criteria. */
export async function scoresOfSubs(db: Db, subIds: readonly number[]): Promise<AssessmentScoreRecord[]> {
  if (subIds.length === 0) return [];
  const rows = await db
    .select()
    .from(assessmentScores)
    .where(inArray(assessmentScores.sub_criterion_id, [...subIds]));
  return rows.map((row) => ({ ...row, updated_at: row.updated_at.toISOString() }));
}

/** Stores a trainer's score: one upsert, so two saves of one cell keep the later one. */
export async function storeScore(
  db: Db,
  score: Omit<AssessmentScoreRecord, 'updated_at'> & { updated_at: Date },
): Promise<void> {
  await db
    .insert(assessmentScores)
    .values(score)
    .onConflictDoUpdate({
      target: [assessmentScores.sub_criterion_id, assessmentScores.participant_id],
      set: { scored: score.scored, updated_by: score.updated_by, updated_at: score.updated_at },
    });
}
