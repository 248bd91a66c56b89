import { checkSchema, request } from '../http/client';
import {
  completeAttemptPath,
  examResultPath,
  examTakePath,
  QUESTION_ATTEMPT_PATH,
  SKIP_QUESTION_PATH,
  START_ATTEMPT_PATH,
} from './exam-endpoints';
import { innerData } from './inner-data';
import { Ignored } from './schemas/common';
import {
  ExamTakeSchema,
  QuestionAttemptAnswer,
  StartAttemptAnswer,
  type ExamAttempt,
  type ExamTake,
  type QuestionAttemptRequest,
  type QuestionAttemptResult,
  type SkipQuestionRequest,
  type StartAttemptRequest,
} from './schemas/exam';
import { ExamResultSchema, type ExamResult } from './schemas/exam-result';

export * from './schemas/exam';
export * from './schemas/exam-result';

/** GET exams/take/{examNo} — §3 exam take response (`data.data` or `data`). */
export async function fetchExamTake(examNo: string, signal?: AbortSignal): Promise<ExamTake> {
  const answer = await request('GET', examTakePath(examNo), { schema: Ignored, silent: true, signal });
  return checkSchema(innerData(answer), ExamTakeSchema, 'exams/take');
}

/** POST exams/attempts/create — the new (or running) attempt; only its id is read. */
export async function startAttempt(body: StartAttemptRequest): Promise<ExamAttempt> {
  const answer = await request('POST', START_ATTEMPT_PATH, { json: body, schema: Ignored, silent: true });
  return checkSchema(innerData(answer), StartAttemptAnswer, START_ATTEMPT_PATH);
}

/** POST exams/attempts/create/question — one answer (idempotent per attempt and question); the server may report completion or ask for a reload. */
export async function submitQuestionAttempt(body: QuestionAttemptRequest): Promise<QuestionAttemptResult> {
  const answer = await request('POST', QUESTION_ATTEMPT_PATH, { json: body, schema: Ignored, silent: true });
  return checkSchema(innerData(answer) ?? {}, QuestionAttemptAnswer, QUESTION_ATTEMPT_PATH);
}

/** POST exams/attempts/skip/question — the answer is not read (§7). */
export async function skipQuestion(body: SkipQuestionRequest): Promise<void> {
  await request('POST', SKIP_QUESTION_PATH, { json: body, schema: Ignored, silent: true });
}

/** POST exams/attempts/{attemptId}/complete — the answer is not read (§7). */
export async function completeAttempt(attemptId: string): Promise<void> {
  await request('POST', completeAttemptPath(attemptId), { json: {}, schema: Ignored, silent: true });
}

/** GET exams/result/{examNo} — §3 exam result record (`data.data` or `data`); a failure's text is the answer's message. */
export async function fetchExamResult(examNo: string, signal?: AbortSignal): Promise<ExamResult> {
  const answer = await request('GET', examResultPath(examNo), { schema: Ignored, silent: true, signal });
  return checkSchema(innerData(answer), ExamResultSchema, 'exams/result');
}
