import type { ApiContext } from '../../context';
import type { ApiRequest } from '../../request';
import type { Db } from '../../db/database';
import { wholeNumber } from '../../validation';
import { PERF_BATCH_ID, PERF_BATCH_NO, PERF_LECTURE_ID } from './ids';
import type { AssessmentCriterionRecord, BatchRecord, Enrolment, LectureRecord } from './types';
import { criteriaOfBatch } from './assessment-store';
import { batchById, batchByNo, lectureById, lecturesOfBatches, rosterOf } from './queries';
import { PERF_CRITERIA, perfBatch, perfLecture } from './perf';

// One batch as the batch page's calls see it (stored, or the generated performance batch), for a trainer who teaches
// it. Anyone else, enrolled learners and trainers of other batches included, hears 404 as for a batch that does not exist.

export interface BatchScope {
  batch: BatchRecord;
  /** In time order. */
  lectures: LectureRecord[];
  /** Active and completed places (not the withdrawn), in enrolment order; the seeded patterns follow this order. */
  roster: Enrolment[];
  criteria: readonly AssessmentCriterionRecord[];
}

function perfScope(req: ApiRequest, now: number): BatchScope {
  // The performance batch belongs to the demo account `trainer`: anyone else finds no such batch.
  const trainerId = req.currentUser.username === 'trainer' ? req.currentUser.id : -1;
  const { batch, roster } = perfBatch(trainerId, now);
  return { batch, lectures: [perfLecture(trainerId, now)], roster, criteria: PERF_CRITERIA };
}

async function storedScope(db: Db, batch: BatchRecord): Promise<BatchScope> {
  const [lectures, roster, criteria] = await Promise.all([
    lecturesOfBatches(db, [batch.id]),
    rosterOf(db, batch),
    criteriaOfBatch(db, batch.id),
  ]);
  return { batch, lectures, roster, criteria };
}

/** The scope of the batch with this internal id or number, taught by the signed-in user; 404 otherwise. */
async function taught(
  ctx: ApiContext,
  req: ApiRequest,
  by: { id: number } | { no: number } | undefined,
): Promise<BatchScope> {
  const stored =
    by === undefined ? undefined : 'id' in by ? await batchById(ctx.db, by.id) : await batchByNo(ctx.db, by.no);
  const perf = by !== undefined && ('id' in by ? by.id === PERF_BATCH_ID : by.no === PERF_BATCH_NO);
  const scope = stored ? await storedScope(ctx.db, stored) : perf ? perfScope(req, ctx.now()) : undefined;
  if (!scope || !scope.batch.trainer_ids.includes(req.currentUser.id)) throw req.fail(404, 'batchNotFound');
  return scope;
}

/** By public number (`/trainer/batch/{batchNo}`). */
export function scopeByNo(ctx: ApiContext, req: ApiRequest, raw: unknown): Promise<BatchScope> {
  const no = wholeNumber(raw);
  return taught(ctx, req, no === undefined ? undefined : { no });
}

/** By internal `batch_id` (the bodies of attendance and assessment calls). */
export function scopeById(ctx: ApiContext, req: ApiRequest, raw: unknown): Promise<BatchScope> {
  const id = wholeNumber(raw);
  return taught(ctx, req, id === undefined ? undefined : { id });
}

/** The batch holding lecture `raw` (a stored lecture or the performance one), for its trainer; 404 otherwise. */
export async function scopeOfLecture(
  ctx: ApiContext,
  req: ApiRequest,
  raw: unknown,
): Promise<{ scope: BatchScope; lecture: LectureRecord }> {
  const id = wholeNumber(raw);
  const stored = id === undefined ? undefined : await lectureById(ctx.db, id);
  const batchId = stored?.batch_id ?? (id === PERF_LECTURE_ID ? PERF_BATCH_ID : undefined);
  if (batchId === undefined) throw req.fail(404, 'lectureNotFound');
  const scope = await scopeById(ctx, req, batchId);
  const lecture = scope.lectures.find((candidate) => candidate.id === id);
  if (!lecture) throw req.fail(404, 'lectureNotFound');
  return { scope, lecture };
}
