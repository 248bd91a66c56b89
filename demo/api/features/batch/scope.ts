import type { ApiContext } from '../../context';
import type { ApiRequest } from '../../request';
import type { Data } from '../../types';
import { wholeNumber } from '../../validation';
import { rosterOf, type Enrolment } from '../attendance/records';
import { PERF_BATCH_ID, PERF_BATCH_NO, PERF_LECTURE_ID } from '../catalog/ids';
import type { BatchRecord, LectureRecord } from '../catalog/types';
import { PERF_CRITERIA, perfBatch, perfLecture } from './perf';
import type { AssessmentCriterionRecord } from './types';

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

const byStart = (a: LectureRecord, b: LectureRecord) => Date.parse(a.start_at) - Date.parse(b.start_at) || a.id - b.id;

function perfScope(req: ApiRequest, now: number): BatchScope {
  // The performance batch belongs to the demo account `trainer`: anyone else finds no such batch.
  const trainerId = req.currentUser.username === 'trainer' ? req.currentUser.id : -1;
  const { batch, roster } = perfBatch(trainerId, now);
  return { batch, lectures: [perfLecture(trainerId, now)], roster, criteria: PERF_CRITERIA };
}

function storedScope(data: Data, batch: BatchRecord): BatchScope {
  return {
    batch,
    lectures: data.lectures.filter((lecture) => lecture.batch_id === batch.id).sort(byStart),
    roster: rosterOf(data, batch),
    criteria: data.assessment_criteria.filter((criterion) => criterion.batch_id === batch.id),
  };
}

/** The scope of the batch with this internal id or number, taught by the signed-in user; 404 otherwise. */
function taught(ctx: ApiContext, req: ApiRequest, find: (batch: { id: number; batch_no: number }) => boolean): BatchScope {
  const data = ctx.store.data;
  const stored = data.batches.find(find);
  const scope = stored ? storedScope(data, stored) : find({ id: PERF_BATCH_ID, batch_no: PERF_BATCH_NO }) ? perfScope(req, ctx.now()) : undefined;
  if (!scope || !scope.batch.trainer_ids.includes(req.currentUser.id)) throw req.fail(404, 'batchNotFound');
  return scope;
}

/** By public number (`/trainer/batch/{batchNo}`). */
export function scopeByNo(ctx: ApiContext, req: ApiRequest, raw: unknown): BatchScope {
  const no = wholeNumber(raw);
  return taught(ctx, req, (batch) => batch.batch_no === no);
}

/** By internal `batch_id` (the bodies of attendance and assessment calls). */
export function scopeById(ctx: ApiContext, req: ApiRequest, raw: unknown): BatchScope {
  const id = wholeNumber(raw);
  return taught(ctx, req, (batch) => batch.id === id);
}

/** The batch holding lecture `raw` (a stored lecture or the performance one), for its trainer; 404 otherwise. */
export function scopeOfLecture(ctx: ApiContext, req: ApiRequest, raw: unknown): { scope: BatchScope; lecture: LectureRecord } {
  const id = wholeNumber(raw);
  const stored = id === undefined ? undefined : ctx.store.data.lectures.find((lecture) => lecture.id === id);
  const batchId = stored?.batch_id ?? (id === PERF_LECTURE_ID ? PERF_BATCH_ID : undefined);
  if (batchId === undefined) throw req.fail(404, 'lectureNotFound');
  const scope = scopeById(ctx, req, batchId);
  const lecture = scope.lectures.find((candidate) => candidate.id === id);
  if (!lecture) throw req.fail(404, 'lectureNotFound');
  return { scope, lecture };
}
