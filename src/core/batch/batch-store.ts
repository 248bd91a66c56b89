import {
  fetchAssessmentTable,
  fetchBatchOverview,
  fetchParticipants,
  saveScore,
  type AssessmentRow,
  type SubAssessment,
} from '../api/batch';
import { ApiError } from '../http/api-error';
import { isNotFound } from '../http/not-found';
import type { Message } from '../locale/message';
import { keyedStores } from '../query/keyed-stores';
import { createQueryFamily } from '../query/query';
import type { QueryState, QueryStore } from '../query/query-store';
import type { WritableAtom } from 'nanostores';
import type { AssessmentTable } from '../api/schemas/batch';
import { withScore } from './assessment-grid';
import { assessmentTableBody, scoreRequest } from './requests';

// §7 the batch page's reads (overview, participants, assessment grid) and the score write; §8 their messages.

/** Trainers edit under each other (attendance, scores): a short lifetime keeps tab switches instant without going stale. */
const BATCH_TTL_MS = 30_000;

/** The header card, lectures and criteria per batch number. */
export const overviewQuery = createQueryFamily((batchNo: string) => fetchBatchOverview(batchNo), {
  ttlMs: BATCH_TTL_MS,
});
/** The participants per batch number. */
export const participantsQuery = createQueryFamily((batchNo: string) => fetchParticipants(batchNo), {
  ttlMs: BATCH_TTL_MS,
});
/** The assessment grid per `assessmentKey(batchId, criteriaId)`. */
export const assessmentQuery = createQueryFamily(
  (key: string) => {
    const [batchId, criteriaId] = JSON.parse(key) as [string, string];
    return fetchAssessmentTable(assessmentTableBody(batchId, criteriaId));
  },
  { ttlMs: BATCH_TTL_MS },
);

/** One store per batch number for the overview, one for its participants. */
export const overviewStore = keyedStores(overviewQuery);
export const participantsStore = keyedStores(participantsQuery);

const assessmentStores = keyedStores(assessmentQuery);
/** Each grid store's key, so a saved score can reach the query's cached copy too. */
const storeKeys = new WeakMap<QueryStore<AssessmentTable>, string>();
/** The key of one batch's grid for one criterion. */
export const assessmentKey = (batchId: string, criteriaId: string): string => JSON.stringify([batchId, criteriaId]);
/** The assessment grid of a batch for one criterion as a store; `load({ force: true })` is the refresh button. */
export function assessmentStore(batchId: string, criteriaId: string): QueryStore<AssessmentTable> {
  const key = assessmentKey(batchId, criteriaId);
  const store = assessmentStores(key);
  storeKeys.set(store, key);
  return store;
}

/** §6/§8: a batch the server will not show (404 or 403, e.g. a learner) gets the not-found card. */
export const isBatchMissing = isNotFound;

/** §8 participants failure: the server's message when it sent one, else 'Failed to load participants'. */
export function participantsFailure(error: unknown): Message {
  if (error instanceof ApiError && error.kind === 'http' && error.serverMessage) return { text: error.serverMessage };
  return { key: 'batch.participants.failed' };
}

/** §8 assessment failure: a malformed answer, else 'Failed to load assessment data: {message}'. */
export function assessmentFailure(error: unknown): Message {
  if (error instanceof ApiError && error.kind === 'invalid-response') return { key: 'batch.assessment.invalid' };
  const detail =
    error instanceof ApiError ? (error.serverMessage ?? error.message) : error instanceof Error ? error.message : '';
  return detail
    ? { key: 'batch.assessment.failed', params: { message: detail } }
    : { key: 'batch.assessment.failedUnknown' };
}

/**
 * §5/§7 one score sent for a sub-assessment cell. Resolves true when saved; on a failure the grid is fetched again
 * (the optimistic value is replaced by the server's) and it resolves false.
 */
export async function submitScore(
  store: QueryStore<AssessmentTable>,
  row: AssessmentRow,
  sub: SubAssessment,
  value: number,
): Promise<boolean> {
  const { path, body } = scoreRequest(row, sub, value);
  try {
    await saveScore(path, body);
    keepScore(store, sub.record_id, value);
    return true;
  } catch (error) {
    console.error('[academy] score update failed', error instanceof Error ? error.message : error);
    void store.load({ force: true });
    return false;
  }
}

/**
 * A saved score goes into the grid shown NOW (a reload may have replaced the one the save started from), as a new
 * grid so its watchers see it; the query's cached copy (it has no setter) takes it too, so the grid shown again
 * within its lifetime is right.
 */
function keepScore(store: QueryStore<AssessmentTable>, subRecordId: string, value: number): void {
  const state = store.get();
  if (state.data)
    (store as QueryStore<AssessmentTable> & WritableAtom<QueryState<AssessmentTable>>).set({
      ...state,
      data: withScore(state.data, subRecordId, value),
    });
  const key = storeKeys.get(store);
  const cached = key === undefined ? undefined : assessmentQuery(key).peek();
  for (const row of cached?.rows ?? []) {
    for (const sub of row.batch_sub_assessments) if (sub.record_id === subRecordId) sub.scored = value;
  }
}
