import { isPastDeadline, isSat, isTaken, paperSeconds } from './scoring';
import type { ExamAttemptRecord, ExamPaperRecord } from './types';

// What the learner dashboard may offer for an exam, so it never offers a page that refuses: 'Take exam' only to an
// eligible learner, 'View results' only when the result page has a result.

/** Whether the exam's result page has a result for the learner, and why not. */
export type ResultState = 'available' | 'pending' | 'not_attempted';

/** The learner's standing at one exam (sent with each upcoming exam as `eligible_for_exam` and `result_state`). */
export interface ExamStanding {
  eligible_for_exam: boolean;
  result_state: ResultState;
  /** The time the learner has to answer, in whole minutes (the paper's), or null without a paper. */
  minutes: number | null;
}

/**
 * The take page's eligibility (the paper's refusals) and the result page's answer: a taken attempt, or one past its
 * deadline (scored when the page opens), has a result; a running or unmarked one is pending; no attempt, or one
 * never sat ('Not attempted'), none.
 */
export function examStanding(
  paper: ExamPaperRecord | null,
  attempt: ExamAttemptRecord | undefined,
  participantId: number,
  now: number,
): ExamStanding {
  const eligible = !(paper?.ineligible.includes(participantId) ?? false);
  const minutes = paper ? Math.ceil(paperSeconds(paper) / 60) : null;
  if (!attempt || (isTaken(attempt) && !isSat(attempt)))
    return { eligible_for_exam: eligible, result_state: 'not_attempted', minutes };
  // No paper (marked by hand): the result page has nothing to show.
  const scored = paper !== null && (isTaken(attempt) || isPastDeadline(attempt, paper, now));
  return { eligible_for_exam: eligible, result_state: scored ? 'available' : 'pending', minutes };
}
