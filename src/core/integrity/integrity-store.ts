import { getAttemptTimeline, getBatchIntegrity, getOwnIntegrity } from '../api/exam-integrity';
import { ApiError } from '../http/api-error';
import { keyedStores } from '../query/keyed-stores';
import { createQueryFamily } from '../query/query';
import type { QueryStore } from '../query/query-store';
import type { AttemptTimeline } from '../api/schemas/exam-integrity';

// Issue #33: the integrity log's reads as query stores, shared by the exam result (the learner's own log) and the
// batch page (the trainer's list and an attempt's timeline). Per-user caches: forgotten at sign-in and sign-out.

/** An attempt's log only grows while it runs: a short lifetime, so a reopened section shows what came since. */
const INTEGRITY_TTL_MS = 30_000;

/** The learner's own log per exam number; loads when first watched, `load({ force: true })` is Try Again. */
export const ownIntegrityStore = keyedStores(
  createQueryFamily((examNo: string) => getOwnIntegrity(examNo), { ttlMs: INTEGRITY_TTL_MS }),
);

/** The batch's attempts with their summaries per batch number, most time away first (the server's order). */
export const batchIntegrityStore = keyedStores(
  createQueryFamily((batchNo: string) => getBatchIntegrity(batchNo), { ttlMs: INTEGRITY_TTL_MS }),
);

/** The key of one attempt's timeline in one batch. */
export const timelineKey = (batchNo: string, attemptId: number): string => JSON.stringify([batchNo, attemptId]);

const timelineStores = keyedStores(
  createQueryFamily(
    (key: string) => {
      const [batchNo, attemptId] = JSON.parse(key) as [string, number];
      return getAttemptTimeline(batchNo, attemptId);
    },
    { ttlMs: INTEGRITY_TTL_MS },
  ),
);

/** One attempt's timeline as a store. */
export function attemptTimelineStore(batchNo: string, attemptId: number): QueryStore<AttemptTimeline> {
  return timelineStores(timelineKey(batchNo, attemptId));
}

/** No log to show (a 404: no ended attempt of this learner): the learner's section shows nothing, not an error. */
export function isIntegrityMissing(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
