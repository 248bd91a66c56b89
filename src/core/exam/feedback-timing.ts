import type { ExamTake } from '../api/schemas/exam';

// §4 when the feedback survey stands in the exam's way: apart from the survey's own rules, which only the survey loads.

function isAfterTiming(timing: string | null | undefined): boolean {
  return timing?.trim().toLowerCase() === 'after';
}

/**
 * §4 before-exam feedback is required — green card, start disabled, 'Please complete the feedback form before starting
 * the exam.' — while it is not completed and a feedback timing other than 'after' is set (no timing: no feedback).
 */
export function feedbackBlocksStart(take: Pick<ExamTake, 'feedback_completed' | 'feedback_timing'>): boolean {
  const timing = take.feedback_timing?.trim() ?? '';
  return !take.feedback_completed && timing !== '' && !isAfterTiming(timing);
}

/** §2 completed view: the pending-feedback warning shows when feedback is not completed and its timing is 'after'. */
export function showsPendingFeedback(take: Pick<ExamTake, 'feedback_completed' | 'feedback_timing'>): boolean {
  return !take.feedback_completed && isAfterTiming(take.feedback_timing);
}
