import { create } from 'superstruct';
import { ExamTakeSchema, type ExamTake } from '../../../src/core/api/schemas/exam';
import { ExamResultSchema, type ExamResult } from '../../../src/core/api/schemas/exam-result';
import { FeedbackFormSchema, type FeedbackForm } from '../../../src/core/api/schemas/exam-feedback';
import {
  examResultPath,
  examTakePath,
  QUESTION_ATTEMPT_PATH,
  SKIP_QUESTION_PATH,
  START_ATTEMPT_PATH,
} from '../../../src/core/api/exam-endpoints';
import { feedbackFormPath } from '../../../src/core/api/feedback-endpoints';
import {
  questionAttemptBody,
  skipQuestionBody,
  startAttemptBody,
  startInputFromTake,
} from '../../../src/core/exam/exam-requests';
import { FIRE, type BankQuestion } from '../../../demo/api/features/exam/question-bank';
import { readAnswer, type TestApi } from './helpers';

// Exam API tests read answers as the client does (its schemas, coercing) and send what its request builders build.

/** Reads a take response like the client: through ExamTakeSchema. */
export async function readTake(
  t: TestApi,
  token: string,
  examNo: number | string,
): Promise<{ status: number; take: ExamTake | null; message: string }> {
  const res = await t.call(examTakePath(String(examNo)), { token });
  return {
    status: res.status,
    take: res.status === 200 ? readAnswer(t, res.body.data, ExamTakeSchema) : null,
    message: res.body.message,
  };
}

/** The take response of an exam that must be there. */
export async function take(t: TestApi, token: string, examNo: number): Promise<ExamTake> {
  const { take: read, status } = await readTake(t, token, examNo);
  if (!read) throw new Error(`take ${examNo}: ${status}`);
  return read;
}

export async function readResult(
  t: TestApi,
  token: string,
  examNo: number,
  lang?: 'en' | 'ar',
): Promise<{ status: number; result: ExamResult | null; message: string }> {
  const res = await t.call(examResultPath(String(examNo)), { token, lang });
  return {
    status: res.status,
    result: res.status === 200 ? readAnswer(t, res.body.data, ExamResultSchema) : null,
    message: res.body.message,
  };
}

export async function readForm(t: TestApi, token: string, examNo: number): Promise<FeedbackForm> {
  const res = await t.call(feedbackFormPath(String(examNo)), { token });
  return create(res.body.data, FeedbackFormSchema);
}

/** Starts the exam with the body the page builds from its take response; returns the attempt id and the answer. */
export async function start(t: TestApi, token: string, examNo: number) {
  const read = await take(t, token, examNo);
  const checked = startAttemptBody(startInputFromTake(read));
  if (!checked.ok) throw new Error(`missing ${checked.missing.join(', ')}`);
  const res = await t.call<{ attempt_obj: { record_id: number }; remaining_time: number }>(START_ATTEMPT_PATH, {
    token,
    body: checked.body,
  });
  return { res, attemptId: String(res.body.data?.attempt_obj?.record_id ?? ''), take: read };
}

/** The body the page sends for question `index` of `read` answered with `choice`. */
export function answerBody(
  t: TestApi,
  read: ExamTake,
  attemptId: string,
  index: number,
  choice: string,
  completed = false,
) {
  const question = read.exam_obj?.questions[index];
  const checked = questionAttemptBody({
    examQuestionId: question?.record_id,
    questionId: question?.question_id,
    attemptId,
    startedAt: t.clock.now - 5000,
    endedAt: t.clock.now,
    answer: [choice],
    totalQuestions: read.exam_obj?.questions.length ?? 0,
    attemptedQuestions: index + 1,
    activeQuestion: question?.record_id ?? null,
    completed,
  });
  if (!checked.ok) throw new Error(`missing ${checked.missing.join(', ')}`);
  return checked.body;
}

export function answer(
  t: TestApi,
  token: string,
  read: ExamTake,
  attemptId: string,
  index: number,
  choice: string,
  completed = false,
) {
  return t.call<{ is_completed: boolean; reload: boolean; next_question: number | null }>(QUESTION_ATTEMPT_PATH, {
    token,
    body: answerBody(t, read, attemptId, index, choice, completed),
  });
}

export function skip(t: TestApi, token: string, read: ExamTake, attemptId: string, index: number) {
  const question = read.exam_obj?.questions[index];
  const checked = skipQuestionBody({
    examQuestionId: question?.record_id,
    questionId: question?.question_id,
    attemptId,
  });
  if (!checked.ok) throw new Error('missing ids');
  return t.call<{ skipped_questions: number; next_question: number | null }>(SKIP_QUESTION_PATH, {
    token,
    body: checked.body,
  });
}

const correctOf = ([, choices, correct]: BankQuestion) => choices[correct] ?? '';
const wrongOf = ([, choices, correct]: BankQuestion) => choices[(correct + 1) % choices.length] ?? '';

/** The total-timer exam's (5014) questions are FIRE[0…4]: its right and a wrong answer for each. */
export const TOTAL_TIMER_KEY = FIRE.slice(0, 5).map((question) => ({
  right: correctOf(question),
  wrong: wrongOf(question),
}));
