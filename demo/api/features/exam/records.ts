import type { ApiContext } from '../../context';
import type { ApiRequest } from '../../request';
import type { Data } from '../../types';
import { FieldErrors, wholeNumber } from '../../validation';
import type { MessageKey } from '../../messages';
import { participantOf } from '../catalog/seed-people';
import type { BatchParticipantRecord, BatchRecord, ParticipantRecord } from '../catalog/types';
import type { ExamAnswerRecord, ExamAttemptRecord, ExamPaperRecord, ExamRecord } from './types';

// Lookups every exam route shares. Only an enrolled participant of the exam's batch sees an exam: anyone else, like
// an unknown number, gets the same 404 (no existence oracle).

/** The signed-in participant's exam with their place in its batch. */
export interface OwnExam {
  exam: ExamRecord;
  batch: BatchRecord;
  participant: ParticipantRecord;
  place: BatchParticipantRecord;
  /** Null for manually marked exams: they are not taken here (shown as not available). */
  paper: ExamPaperRecord | null;
}

/** The caller's exam by its id or number, or undefined when unknown or not theirs. */
export function findOwnExam(data: Data, userId: number, match: (exam: ExamRecord) => boolean): OwnExam | undefined {
  const participant = participantOf(data, userId);
  if (!participant) return undefined;
  const exam = data.exams.find(match);
  const batch = exam && data.batches.find((candidate) => candidate.id === exam.batch_id);
  const place = batch?.participants.find((candidate) => candidate.participant_id === participant.id);
  if (!exam || !batch || !place) return undefined;
  return { exam, batch, participant, place, paper: data.exam_papers.find((paper) => paper.exam_id === exam.id) ?? null };
}

/** The caller's exam named by a path's exam number; 404 `notFoundKey` otherwise. */
export function ownExamByNo(ctx: ApiContext, req: ApiRequest, raw: unknown, notFoundKey: 'examNotFound' | 'examResultNotFound' = 'examNotFound'): OwnExam {
  const no = wholeNumber(raw);
  const own = no === undefined ? undefined : findOwnExam(ctx.store.data, req.currentUser.id, (exam) => exam.no === no);
  if (!own) throw req.fail(404, notFoundKey);
  return own;
}

/** The participant's newest attempt at an exam. */
export function attemptOf(data: Data, examId: number, participantId: number): ExamAttemptRecord | undefined {
  return data.exam_attempts.filter((attempt) => attempt.exam_id === examId && attempt.participant_id === participantId).at(-1);
}

/** An attempt's answer records, in the paper's question order. */
export function answersOf(data: Data, attemptId: number, paper: ExamPaperRecord): ExamAnswerRecord[] {
  const byQuestion = new Map(data.exam_answers.filter((answer) => answer.attempt_id === attemptId).map((answer) => [answer.exam_question_id, answer]));
  return paper.questions.flatMap((question) => byQuestion.get(question.id) ?? []);
}

/** A 422 naming the one field at fault, as the client reads it (`firstFieldError`). */
export function invalidField(req: ApiRequest, field: string, key: MessageKey): never {
  const errors = new FieldErrors(req);
  errors.add(field, key);
  errors.throwIfAny();
  throw req.fail(422, key);
}
