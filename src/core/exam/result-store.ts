import { fetchExamResult } from '../api/exam';
import { ApiError } from '../http/api-error';
import type { Message } from '../locale/message';
import { keyedStores } from '../query/keyed-stores';
import { createQueryFamily } from '../query/query';
import { takeFailure } from './take-store';

// §7 GET exams/result/{examNo}: the result record per exam number, for the result page and the after-exam feedback.

/** The result per exam number; short-lived (feedback and the certificate change it). */
const examResultQuery = createQueryFamily((examNo: string) => fetchExamResult(examNo), { ttlMs: 15_000 });
/** One store per exam number: loads when first watched; `load({ force: true })` is Try Again (and after feedback). */
export const examResultStore = keyedStores(examResultQuery);

/** §2 the data-not-available card: no taken attempt (404) or not the learner's (403). */
export function isResultMissing(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'http' && (error.status === 404 || error.status === 403);
}

/** §7/§8 a failed result load: the answer's message when it sent one, else 'Failed to fetch exam data'. */
export const resultFailure: (error: unknown) => Message = takeFailure;
