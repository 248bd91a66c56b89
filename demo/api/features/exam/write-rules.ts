import type { ApiContext } from '../../context';
import { throttleUser } from '../../rate-limit';
import type { ApiRequest } from '../../request';
import { FieldErrors } from '../../validation';
import type { OwnAttempt } from './attempt-state';
import { settleAttempt } from './queries';
import { isTaken } from './scoring';
import { resultRelease } from './result-notice';

// What every exam write checks first: the caller's write throttle, the ids it must carry, an attempt still open.

/** A body field that is sent and not blank. */
export const present = (value: unknown) => value !== undefined && value !== null && String(value).trim() !== '';

/** Counts the write against the caller's exam-write throttle; 429 once it is used up. */
export async function throttleExamWrite(ctx: ApiContext, req: ApiRequest): Promise<void> {
  await throttleUser(req, ctx.limits.get('examWritesPerUser'), ctx.now());
}

/** §5 'Missing required question data' on each missing id. */
export function requireQuestionIds(req: ApiRequest, body: Record<string, unknown>): void {
  const errors = new FieldErrors(req);
  for (const field of ['exam_question_id', 'question_id', 'exam_attempt_id'])
    if (!present(body[field])) errors.add(field, 'examMissingQuestionData');
  errors.throwIfAny();
}

/** An open attempt: a taken one answers 409, one past its deadline is closed and answers 409. */
export async function requireOpen(ctx: ApiContext, req: ApiRequest, { attempt, paper }: OwnAttempt): Promise<void> {
  if (isTaken(attempt)) throw req.fail(409, 'examAlreadyTaken');
  const current = await settleAttempt(ctx.db, attempt, paper, ctx.now(), resultRelease(ctx));
  if (current && isTaken(current)) throw req.fail(409, 'examTimeOver');
}
