import { QuestionAttemptBody } from '../../../../src/core/api/schemas/exam';
import type { ApiContext } from '../../context';
import type { Reply } from '../../http';
import type { ApiRequest } from '../../request';
import type { Router } from '../../router';
import type { AnswerLane } from './answer-lane';
import { saveAnswer } from './answer-writes';
import type { AnswerFields, AnswerState } from './types';
import { forgetAttempt } from './attempt-facts';
import { knownAttempt, nextQuestion, ownAttempt, paperQuestion, type OwnAttempt } from './attempt-state';
import { answerOf, closeAttempt } from './queries';
import { invalidField } from './records';
import { isPastDeadline, isTaken } from './scoring';
import type { ExamAttemptRecord, PaperQuestionRecord } from './types';
import { requireOpen, requireQuestionIds, throttleExamWrite } from './write-rules';
import { resultRelease } from './result-notice';

// POST exams/attempts/create/question (learning §7): one answer per attempt and question, idempotent; refused once
// the attempt is taken or past its deadline (a replay of the stored answer is acknowledged).

/** Most choices an answer may carry (a Multiple Choice answer has one). */
const MAX_SELECTED = 10;

/** The chosen values: `attempted_answer`, or the payload's other form `selectedValue` (§3). */
function selectedValues(body: Record<string, unknown>): string[] {
  const sent =
    Array.isArray(body.attempted_answer) && body.attempted_answer.length > 0
      ? body.attempted_answer
      : body.selectedValue;
  if (typeof sent === 'string') return [sent];
  return Array.isArray(sent) ? sent.filter((value): value is string => typeof value === 'string') : [];
}

/** The one chosen value when it is one of the question's choices, else undefined. */
function chosen(body: Record<string, unknown>, question: PaperQuestionRecord): string | undefined {
  const values = selectedValues(body).slice(0, MAX_SELECTED + 1);
  return values.length === 1 && question.choices.includes(values[0] ?? '') ? values[0] : undefined;
}

/** The record's fields from the body: the choice, and the page's times when they are instants. */
function fieldsOf(body: Record<string, unknown>, value: string): AnswerFields {
  const iso = (sent: unknown) =>
    typeof sent === 'string' && !Number.isNaN(Date.parse(sent)) ? new Date(sent).toISOString() : null;
  return {
    answer: [value],
    skipped: false,
    started_at: iso(body.exam_question_attempt_started_at),
    ended_at: iso(body.exam_question_attempt_ended_at),
  };
}

export function answerRoute(router: Router, ctx: ApiContext, lane: AnswerLane): void {
  /** After a save: the next question, and the attempt completed when the page says it is the last answer. */
  async function saved(
    req: ApiRequest,
    body: Record<string, unknown>,
    { attempt, paper }: OwnAttempt,
    answers: AnswerState[],
  ): Promise<Reply> {
    const next = nextQuestion(paper, answers);
    let current: ExamAttemptRecord = attempt;
    if (body.exam_completed === true && next === null)
      current = await closeAttempt(ctx.db, attempt.id, paper, ctx.now(), resultRelease(ctx));
    return req.ok('examAnswerSaved', {
      is_completed: isTaken(current),
      // The page holds another paper than the server's (an edited exam): it must reload.
      reload: typeof body.total_questions === 'number' && body.total_questions !== paper.questions.length,
      next_question: isTaken(current) ? null : next,
    });
  }

  /** The save on a remembered attempt, without reading it: undefined unless it was valid and the database took it. */
  async function saveKnown(
    req: ApiRequest,
    body: Record<string, unknown>,
    known: OwnAttempt,
  ): Promise<Reply | undefined> {
    const question = paperQuestion(known.paper, body);
    const value = question && chosen(body, question);
    if (!question || value === undefined || isPastDeadline(known.attempt, known.paper, ctx.now())) return undefined;
    const answers = await saveAnswer(ctx.db, known, question.id, fieldsOf(body, value), ctx.now());
    if (answers) return saved(req, body, known, answers);
    forgetAttempt(ctx.db, known.attempt.id);
    return undefined;
  }

  /** The save on the attempt as read now, with every refusal in its order. */
  async function saveFresh(req: ApiRequest, body: Record<string, unknown>): Promise<Reply> {
    const owned = await ownAttempt(ctx, req, body.exam_attempt_id);
    const { attempt, paper } = owned;
    const question = paperQuestion(paper, body);
    if (!question) invalidField(req, 'exam_question_id', 'examQuestionUnknown');
    const value = chosen(body, question);
    if (value === undefined) invalidField(req, 'attempted_answer', 'examAnswerInvalid');
    // A replay of an answer the server already has, after the attempt closed, is acknowledged as it was.
    if (isTaken(attempt)) {
      const stored = await answerOf(ctx.db, attempt.id, question.id);
      if (stored?.answer.length === 1 && stored.answer[0] === value)
        return req.ok('examAnswerSaved', { is_completed: true, reload: false, next_question: null });
    }
    await requireOpen(ctx, req, owned);
    const answers = await saveAnswer(ctx.db, owned, question.id, fieldsOf(body, value), ctx.now());
    // Closed by a completion between the check above and the save: nothing was written.
    if (!answers) throw req.fail(409, 'examAlreadyTaken');
    return saved(req, body, owned, answers);
  }

  router.post(
    'exams/attempts/create/question',
    (req) =>
      lane.save(async () => {
        await throttleExamWrite(ctx, req);
        const body = await req.body();
        requireQuestionIds(req, body);
        // An attempt this process saw open is saved to without reading it again (the save confirms it); else as read now.
        const known = knownAttempt(ctx, req, body.exam_attempt_id);
        return (known && (await saveKnown(req, body, known))) ?? saveFresh(req, body);
      }),
    { auth: true, body: QuestionAttemptBody },
  );
}
