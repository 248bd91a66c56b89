import { checkSchema, request } from '../http/client';
import { innerData } from './inner-data';
import { Ignored } from './schemas/common';
import {
  AssessmentTableSchema,
  BatchOverviewSchema,
  ParticipantsAnswer,
  type AssessmentTable,
  type AssessmentTableRequest,
  type BatchOverview,
  type Participant,
  type ScoreRequest,
} from './schemas/batch';

export * from './schemas/batch';

/** GET batches/overview/{batchNo} — answer `data.data`: the header card, lectures and assessment criteria. */
export async function fetchBatchOverview(batchNo: string, signal?: AbortSignal): Promise<BatchOverview> {
  const answer = await request('GET', `batches/overview/${encodeURIComponent(batchNo)}`, {
    schema: Ignored,
    silent: true,
    signal,
  });
  return checkSchema(innerData(answer), BatchOverviewSchema, 'batches/overview');
}

/** GET batches/view/{batchNo} — `data.participant_table`, or the list itself in `data`. */
export async function fetchParticipants(batchNo: string, signal?: AbortSignal): Promise<Participant[]> {
  const answer = await request('GET', `batches/view/${encodeURIComponent(batchNo)}`, {
    schema: Ignored,
    silent: true,
    signal,
  });
  return checkSchema(answer, ParticipantsAnswer, 'batches/view');
}

/** POST assessment/table — answer `data.data.rows`; the first row names the grid's dynamic columns. */
export async function fetchAssessmentTable(
  body: AssessmentTableRequest,
  signal?: AbortSignal,
): Promise<AssessmentTable> {
  const answer = await request('POST', 'assessment/table', { json: body, schema: Ignored, silent: true, signal });
  return checkSchema(innerData(answer), AssessmentTableSchema, 'assessment/table');
}

/** POST assessment/mark/sub_assessment/{attempt} (path from `scoreRequest`): one sub-assessment score; the answer is not read. */
export async function saveScore(path: string, body: ScoreRequest): Promise<void> {
  await request('POST', path, { json: body, schema: Ignored, silent: true });
}
