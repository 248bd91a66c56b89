import type { ApiContext } from '../../context';
import type { ApiRequest } from '../../request';
import { rowId } from '../../validation';
import { rememberAttempt, rememberedAttempt } from './attempt-facts';
import { attemptWithPaper, type AttemptWithPaper } from './queries';
import { participantOfUser } from '../batch/directory';
import { placeIn } from './records';
import type { ExamAnswerRecord, ExamAttemptRecord, ExamPaperRecord, PaperQuestionRecord } from './types';

// The attempt the calls name, checked against the caller, and the question rules of the answers they write.

/** The caller's attempt with its paper. */
export interface OwnAttempt {
  attempt: ExamAttemptRecord;
  paper: ExamPaperRecord;
}

/** `found` as the caller's own attempt: theirs, with a paper, at an exam of a batch they are in. */
async function ownedAttempt(
  ctx: ApiContext,
  req: ApiRequest,
  found: AttemptWithPaper | undefined,
): Promise<OwnAttempt | undefined> {
  const participant = found && (await participantOfUser(ctx.db, req.currentUser.id));
  const enrolled = found && participant && (await placeIn(ctx.db, participant, found.batchId));
  if (!found?.paper || !enrolled || found.attempt.participant_id !== participant?.id) return undefined;
  return { attempt: found.attempt, paper: found.paper };
}

/** The caller's attempt by id, read now (and remembered while open); undefined for anyone else's or a missing one. */
export async function findOwnAttempt(ctx: ApiContext, req: ApiRequest, raw: unknown): Promise<OwnAttempt | undefined> {
  const id = rowId(raw);
  const found = id === undefined ? undefined : await attemptWithPaper(ctx.db, id);
  const owned = await ownedAttempt(ctx, req, found);
  if (found && owned) rememberAttempt(ctx.db, found, req.currentUser.id);
  return owned;
}

/** The caller's attempt by id, read now (and remembered while open); anyone else's, like a missing one, is 404. */
export async function ownAttempt(ctx: ApiContext, req: ApiRequest, raw: unknown): Promise<OwnAttempt> {
  const owned = await findOwnAttempt(ctx, req, raw);
  if (!owned) throw req.fail(404, 'examAttemptNotFound');
  return owned;
}

/**
 * The caller's attempt as this process remembers it (./attempt-facts.ts), checked as theirs when it was remembered,
 * without reading it; undefined when not remembered for this account.
 */
export function knownAttempt(ctx: ApiContext, req: ApiRequest, raw: unknown): OwnAttempt | undefined {
  const id = rowId(raw);
  const found = id === undefined ? undefined : rememberedAttempt(ctx.db, id, req.currentUser.id);
  return found?.paper ? { attempt: found.attempt, paper: found.paper } : undefined;
}

/** The question of the paper the body names by `exam_question_id` (and, when sent, its `question_id`). */
export function paperQuestion(paper: ExamPaperRecord, body: Record<string, unknown>): PaperQuestionRecord | undefined {
  const id = rowId(body.exam_question_id);
  const question = paper.questions.find((item) => item.id === id);
  const bankId = rowId(body.question_id);
  return question && bankId === question.question_id ? question : undefined;
}

/** The next question to show: the first unanswered one not skipped, else the first skipped one, else none. */
export function nextQuestion(
  paper: ExamPaperRecord,
  answers: readonly Pick<ExamAnswerRecord, 'exam_question_id' | 'answer' | 'skipped'>[],
): number | null {
  const byQuestion = new Map(answers.map((answer) => [answer.exam_question_id, answer]));
  const open = paper.questions.filter((question) => (byQuestion.get(question.id)?.answer.length ?? 0) === 0);
  return (open.find((question) => !byQuestion.get(question.id)?.skipped) ?? open[0])?.id ?? null;
}
