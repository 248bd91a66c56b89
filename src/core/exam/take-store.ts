import { completeAttempt, fetchExamTake, startAttempt, type ExamTake } from '../api/exam';
import type { Message } from '../locale/message';
import { keyedStores } from '../query/keyed-stores';
import { createQueryFamily } from '../query/query';
import { START_RETRY_MS } from './exam-constants';
import { examFailure, genericFailure } from './exam-failure';
import { startAttemptBody, startInputFromTake } from './exam-requests';
import { feedbackBlocksStart } from './feedback-timing';

// §7 the take response per exam number and the calls that move an attempt: start and complete.

/** The take response per exam number; never served from cache (the window, the attempt and the time left move). */
export const examTakeQuery = createQueryFamily((examNo: string) => fetchExamTake(examNo), { ttlMs: 0 });
/** One store per exam number: loads when first watched; `load({ force: true })` reloads (retry, server `reload`, after start and completion). */
export const examTakeStore = keyedStores(examTakeQuery);

/** #29 a failed start: the catalogue's words for a server message it knows, else the generic ones (never raw text). */
export function failureText(error: unknown): Message {
  return examFailure(error, genericFailure(error));
}

/** §8 a failed take load: a known server message or network trouble in the catalogue's words, else 'Failed to fetch exam data'. */
export function takeFailure(error: unknown): Message {
  return examFailure(error, { key: 'exam.errors.fetchFailed' });
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The start body from a take: its exam and participant ids, and the question shown first. */
function startBody(take: ExamTake) {
  const firstQuestion = take.exam_obj?.questions[0]?.record_id ?? null;
  return startAttemptBody(startInputFromTake(take, take.active_question ?? firstQuestion));
}

/** The outcome of Start: ok, or the message for the 'Error Starting Exam' box (`detail` fills its `{message}`). */
export type StartOutcome = { ok: true } | { ok: false; message: Message; detail?: Message };

/**
 * §4/§5 Start: refused while before-exam feedback is required ('Please complete the feedback form before starting the
 * exam.') or when exam_id, batch_participant_id or participant_id is still missing after the take is read again 100 ms
 * later ('Missing required exam data: …');
 * otherwise POST exams/attempts/create and reload the take (it now has the attempt). A failed call is 'Failed to start
 * exam: {message}'.
 */
export async function startExam(
  examNo: string,
  take: ExamTake,
  sleep: (ms: number) => Promise<void> = wait,
): Promise<StartOutcome> {
  if (feedbackBlocksStart(take)) return { ok: false, message: { key: 'exam.errors.feedbackRequired' } };
  let checked = startBody(take);
  if (!checked.ok) {
    // §4 missing start values are read again and the start retried after 100 ms.
    await sleep(START_RETRY_MS);
    await examTakeStore(examNo).load({ force: true });
    const fresh = examTakeQuery(examNo).peek();
    if (fresh) checked = startBody(fresh);
  }
  if (!checked.ok)
    return {
      ok: false,
      message: { key: 'exam.errors.missingExamData', params: { fields: checked.missing.join(', ') } },
    };
  try {
    await startAttempt(checked.body);
  } catch (error) {
    console.error('[academy] starting the exam failed', error instanceof Error ? error.message : error);
    return { ok: false, message: { key: 'exam.errors.startFailed' }, detail: failureText(error) };
  }
  await examTakeStore(examNo).load({ force: true });
  return { ok: true };
}

/** POST …/{attemptId}/complete once the last answers are saved; a failure is logged (the last answer already says completed). */
export async function completeExam(attemptId: string): Promise<void> {
  try {
    await completeAttempt(attemptId);
  } catch (error) {
    console.error('[academy] completing the exam attempt failed', error instanceof Error ? error.message : error);
  }
}
