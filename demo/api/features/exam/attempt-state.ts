import type { ApiContext } from '../../context';
import type { ApiRequest } from '../../request';
import { nextId } from '../../types';
import { wholeNumber } from '../../validation';
import { answersOf, findOwnExam, type OwnExam } from './records';
import { completeAttempt, isPastDeadline, isTaken } from './scoring';
import type { ExamAnswerRecord, ExamAttemptRecord, ExamPaperRecord, PaperQuestionRecord } from './types';

// The attempt the calls name, checked against the caller, and the answer records they write.

/** The caller's attempt with its exam and paper. */
export interface OwnAttempt {
  own: OwnExam;
  attempt: ExamAttemptRecord;
  paper: ExamPaperRecord;
}

/** The caller's attempt by id; anyone else's, like a missing one, is 404. */
export function ownAttempt(ctx: ApiContext, req: ApiRequest, raw: unknown): OwnAttempt {
  const data = ctx.store.data;
  const id = wholeNumber(raw);
  const attempt = id === undefined ? undefined : data.exam_attempts.find((item) => item.id === id);
  const own = attempt && findOwnExam(data, req.currentUser.id, (exam) => exam.id === attempt.exam_id);
  if (!attempt || !own?.paper || attempt.participant_id !== own.participant.id) throw req.fail(404, 'examAttemptNotFound');
  return { own, attempt, paper: own.paper };
}

/** Closes an attempt whose deadline has passed (the page may never say so: a closed tab); true when it did. */
export function settleAttempt(ctx: ApiContext, attempt: ExamAttemptRecord | undefined, paper: ExamPaperRecord | null, now: number): boolean {
  if (!attempt || !paper || isTaken(attempt) || !isPastDeadline(attempt, paper, now)) return false;
  completeAttempt(attempt, paper, answersOf(ctx.store.data, attempt.id, paper), now);
  ctx.store.save();
  return true;
}

/** The question of the paper the body names by `exam_question_id` (and, when sent, its `question_id`). */
export function paperQuestion(paper: ExamPaperRecord, body: Record<string, unknown>): PaperQuestionRecord | undefined {
  const id = wholeNumber(body.exam_question_id);
  const question = paper.questions.find((item) => item.id === id);
  const bankId = wholeNumber(body.question_id);
  return question && bankId === question.question_id ? question : undefined;
}

/** The next question to show: the first unanswered one not skipped, else the first skipped one, else none. */
export function nextQuestion(paper: ExamPaperRecord, answers: readonly ExamAnswerRecord[]): number | null {
  const byQuestion = new Map(answers.map((answer) => [answer.exam_question_id, answer]));
  const open = paper.questions.filter((question) => (byQuestion.get(question.id)?.answer.length ?? 0) === 0);
  return (open.find((question) => !byQuestion.get(question.id)?.skipped) ?? open[0])?.id ?? null;
}

/** Writes the one record of an attempt and question (a replay replaces it: nothing is counted twice). */
export function upsertAnswer(
  ctx: ApiContext,
  attemptId: number,
  questionId: number,
  fields: Pick<ExamAnswerRecord, 'answer' | 'skipped' | 'started_at' | 'ended_at'>,
): void {
  const data = ctx.store.data;
  const savedAt = new Date(ctx.now()).toISOString();
  const existing = data.exam_answers.find((item) => item.attempt_id === attemptId && item.exam_question_id === questionId);
  if (existing) Object.assign(existing, fields, { saved_at: savedAt });
  else data.exam_answers.push({ id: nextId(data, 'exam_answer'), attempt_id: attemptId, exam_question_id: questionId, ...fields, saved_at: savedAt });
}
