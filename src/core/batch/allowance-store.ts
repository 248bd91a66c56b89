import type { WritableAtom } from 'nanostores';
import { getBatchAllowances, setAllowance, type BatchAllowances } from '../api/exam-allowances';
import { keyedStores } from '../query/keyed-stores';
import { createQueryFamily } from '../query/query';
import type { QueryState, QueryStore } from '../query/query-store';
import { pushToast } from '../toasts/toasts';
import { isNoAllowance, saveIssues, type AllowanceIssues, type AllowanceTerms } from './allowance';

// Extra time (#33): the batch's allowances (one call per batch, cached like the other batch reads) and the save.

/** Another trainer of the batch may set one too: the batch reads' short lifetime. */
const ALLOWANCE_TTL_MS = 30_000;

const allowancesQuery = createQueryFamily((batchNo: string) => getBatchAllowances(batchNo), {
  ttlMs: ALLOWANCE_TTL_MS,
});

/** The batch's allowances per batch number; only its trainer gets them (others a 404: no column). */
export const allowancesStore = keyedStores(allowancesQuery);

/** Participant id (as the participants list spells it) → that learner's terms, for learners with an allowance. */
export function allowancesById(answer: BatchAllowances | undefined): Map<string, AllowanceTerms> {
  return new Map((answer?.rows ?? []).map((row) => [String(row.participant_id), row]));
}

/** The rows with one learner's terms put in (or taken out when they give no extra time). */
export function withAllowance(
  answer: BatchAllowances,
  learner: { id: string; name: string },
  terms: AllowanceTerms,
): BatchAllowances {
  const rows = answer.rows.filter((row) => String(row.participant_id) !== learner.id);
  if (!isNoAllowance(terms))
    rows.push({ participant_id: Number(learner.id), name: learner.name, ...terms, set_at: new Date().toISOString() });
  return { rows };
}

/** A save's outcome: saved, or the dictionary's messages for its fields and the form. */
export type AllowanceOutcome = { ok: true } | { ok: false; issues: AllowanceIssues };

/**
 * POST exams/allowances/set for one learner of the batch. Saved → the table shows the new terms at once (the shown
 * store and the query's cached copy) and a polite toast says so; refused → the mapped field messages, no toast.
 */
export async function saveAllowance(
  batchNo: string,
  learner: { id: string; name: string },
  terms: AllowanceTerms,
): Promise<AllowanceOutcome> {
  try {
    await setAllowance({ batch_no: batchNo, participant_id: learner.id, ...terms });
  } catch (error) {
    return { ok: false, issues: saveIssues(error) };
  }
  const store = allowancesStore(batchNo) as QueryStore<BatchAllowances> & WritableAtom<QueryState<BatchAllowances>>;
  const state = store.get();
  if (state.data) store.set({ ...state, data: withAllowance(state.data, learner, terms) });
  const cached = allowancesQuery(batchNo).peek();
  if (cached) cached.rows = withAllowance(cached, learner, terms).rows;
  pushToast({
    variant: 'success',
    message: {
      key: isNoAllowance(terms) ? 'batch.allowance.removed' : 'batch.allowance.saved',
      params: { name: learner.name },
    },
  });
  return { ok: true };
}
