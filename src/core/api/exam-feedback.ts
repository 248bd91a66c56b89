import { checkSchema, request } from '../http/client';
import { FEEDBACK_CREATE_PATH, feedbackFormPath } from './feedback-endpoints';
import { innerData } from './inner-data';
import { Ignored } from './schemas/common';
import { FeedbackFormSchema, type FeedbackForm, type FeedbackSubmissionRequest } from './schemas/exam-feedback';

export * from './schemas/exam-feedback';

/** POST feedbacks/create — a whole before- or after-exam survey (§3 Feedback submission); the answer is not read. */
export async function submitFeedback(body: FeedbackSubmissionRequest): Promise<void> {
  await request('POST', FEEDBACK_CREATE_PATH, { json: body, schema: Ignored, silent: true });
}

/** GET feedbacks/form/{examNo} (beyond the spec, which does not say where the survey comes from): the exam's survey (`data.data` or `data`). */
export async function fetchFeedbackForm(examNo: string, signal?: AbortSignal): Promise<FeedbackForm> {
  const answer = await request('GET', feedbackFormPath(examNo), { schema: Ignored, silent: true, signal });
  return checkSchema(innerData(answer), FeedbackFormSchema, 'feedbacks/form');
}
