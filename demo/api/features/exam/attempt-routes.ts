import { QuestionAttemptBody, SkipQuestionBody, StartAttemptBody } from '../../../../src/core/api/schemas/exam';
import type { ApiContext } from '../../context';
import { throttleUser } from '../../rate-limit';
import type { ApiRequest } from '../../request';
import type { Router } from '../../router';
import { FieldErrors, wholeNumber } from '../../validation';
import { startAttempt } from './attempt-start';
import { nextQuestion, ownAttempt, paperQuestion, type OwnAttempt } from './attempt-state';
import { answerOf, answersOf, closeAttempt, saveAnswer, settleAttempt, skipQuestion } from './queries';
import { findOwnExam, invalidField } from './records';
import { isTaken, remainingSeconds } from './scoring';
import type { ExamAttemptRecord } from './types';

// Learning §7 exam writes: start, answer (idempotent per attempt and question), skip and complete. The server keeps
// the authoritative deadline (attempt start + the paper's time) and refuses answers after it.

/** Most choices an answer may carry (a Multiple Choice answer has one). */
const MAX_SELECTED = 10;

const present = (value: unknown) => value !== undefined && value !== null && String(value).trim() !== '';

/** §5 'Missing required question data' on each missing id. */
function requireQuestionIds(req: ApiRequest, body: Record<string, unknown>): void {
  const errors = new FieldErrors(req);
  for (const field of ['exam_question_id', 'question_id', 'exam_attempt_id']) if (!present(body[field])) errors.add(field, 'examMissingQuestionData');
  errors.throwIfAny();
}

/** The chosen values: `attempted_answer`, or the payload's other form `selectedValue` (§3). */
function selectedValues(body: Record<string, unknown>): string[] {
  const sent = Array.isArray(body.attempted_answer) && body.attempted_answer.length > 0 ? body.attempted_answer : body.selectedValue;
  if (typeof sent === 'string') return [sent];
  return Array.isArray(sent) ? sent.filter((value): value is string => typeof value === 'string') : [];
}

/** An open attempt: a taken one answers 409, one past its deadline is closed and answers 409. */
async function requireOpen(ctx: ApiContext, req: ApiRequest, { attempt, paper }: OwnAttempt): Promise<void> {
  if (isTaken(attempt)) throw req.fail(409, 'examAlreadyTaken');
  const current = await settleAttempt(ctx.db, attempt, paper, ctx.now());
  if (current && isTaken(current)) throw req.fail(409, 'examTimeOver');
}

export function attemptRoutes(router: Router, ctx: ApiContext): void {
  const { limits } = ctx;
  const throttle = async (req: ApiRequest) => {
    await throttleUser(req, limits.examWritesByUser, limits.settings.examWritesPerUser, ctx.now());
    await limits.examWritesByUser.record(String(req.currentUser.id), ctx.now());
  };
  /** An answer's or a skip's question: its ids present, the attempt the caller's own, the question on its paper. */
  const attemptQuestion = async (req: ApiRequest) => {
    await throttle(req);
    const body = await req.body();
    requireQuestionIds(req, body);
    const owned = await ownAttempt(ctx, req, body.exam_attempt_id);
    const question = paperQuestion(owned.paper, body);
    if (!question) invalidField(req, 'exam_question_id', 'examQuestionUnknown');
    return { body, owned, question };
  };

  router.post(
    'exams/attempts/create',
    async (req) => {
      await throttle(req);
      const body = await req.body();
      const missing = ['exam_id', 'batch_participant_id', 'participant_id'].filter((field) => !present(body[field]));
      const errors = new FieldErrors(req);
      for (const field of missing) errors.add(field, 'examMissingData', { fields: missing.join(', ') });
      errors.throwIfAny();
      const own = await findOwnExam(ctx, req.currentUser.id, { id: wholeNumber(body.exam_id) });
      // Every id must be the caller's own: a borrowed participant or enrolment is as unknown as a missing exam.
      if (!own || wholeNumber(body.participant_id) !== own.participant.id || wholeNumber(body.batch_participant_id) !== own.place.id) {
        throw req.fail(404, 'examNotFound');
      }
      const { paper } = own;
      const now = ctx.now();
      if (!paper) throw req.fail(409, 'examNotOpen');
      const outcome = await startAttempt(ctx.db, own, paper, now);
      if (outcome.kind === 'refused') throw req.fail(outcome.status, outcome.key);
      const { attempt } = outcome;
      const answers = await answersOf(ctx.db, attempt.id, paper);
      const answer = { attempt_obj: { record_id: attempt.id }, active_question: nextQuestion(paper, answers), remaining_time: remainingSeconds(attempt, paper, now), server_time: now };
      return req.ok('examStarted', answer, outcome.kind === 'created' ? 201 : 200);
    },
    { auth: true, body: StartAttemptBody },
  );

  router.post(
    'exams/attempts/create/question',
    async (req) => {
      const { body, owned, question } = await attemptQuestion(req);
      const { attempt, paper } = owned;
      const values = selectedValues(body).slice(0, MAX_SELECTED + 1);
      if (values.length !== 1 || !question.choices.includes(values[0] ?? '')) invalidField(req, 'attempted_answer', 'examAnswerInvalid');
      // A replay of an answer the server already has, after the attempt closed, is acknowledged as it was.
      if (isTaken(attempt)) {
        const stored = await answerOf(ctx.db, attempt.id, question.id);
        if (stored?.answer.length === 1 && stored.answer[0] === values[0]) return req.ok('examAnswerSaved', { is_completed: true, reload: false, next_question: null });
      }
      await requireOpen(ctx, req, owned);
      const iso = (value: unknown) => (typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : null);
      const fields = { answer: values, skipped: false, started_at: iso(body.exam_question_attempt_started_at), ended_at: iso(body.exam_question_attempt_ended_at) };
      const answers = await saveAnswer(ctx.db, paper, attempt.id, question.id, fields, ctx.now());
      // Closed by a completion between the check above and the save: nothing was written.
      if (!answers) throw req.fail(409, 'examAlreadyTaken');
      const next = nextQuestion(paper, answers);
      let current: ExamAttemptRecord = attempt;
      if (body.exam_completed === true && next === null) current = await closeAttempt(ctx.db, attempt.id, paper, ctx.now());
      return req.ok('examAnswerSaved', {
        is_completed: isTaken(current),
        // The page holds another paper than the server's (an edited exam): it must reload.
        reload: typeof body.total_questions === 'number' && body.total_questions !== paper.questions.length,
        next_question: isTaken(current) ? null : next,
      });
    },
    { auth: true, body: QuestionAttemptBody },
  );

  router.post(
    'exams/attempts/skip/question',
    async (req) => {
      const { owned, question } = await attemptQuestion(req);
      const { attempt, paper } = owned;
      await requireOpen(ctx, req, owned);
      // Skipping an answered question keeps its answer.
      const answers = await skipQuestion(ctx.db, paper, attempt.id, question.id, ctx.now());
      if (!answers) throw req.fail(409, 'examAlreadyTaken');
      return req.ok('examQuestionSkipped', {
        skipped_questions: answers.filter((item) => item.skipped && item.answer.length === 0).length,
        next_question: nextQuestion(paper, answers),
      });
    },
    { auth: true, body: SkipQuestionBody },
  );

  router.post(
    'exams/attempts/{id}/complete',
    async (req) => {
      await throttle(req);
      const { attempt, paper } = await ownAttempt(ctx, req, req.params.id);
      const done = await closeAttempt(ctx.db, attempt.id, paper, ctx.now());
      const shown = paper.is_show_result;
      return req.ok('examSubmitted', {
        exam_taken: true,
        is_show_result: shown,
        passing_status: shown ? done.passing_status : null,
        percentage: shown ? done.percentage : null,
        scored: shown ? done.scored : null,
        total_score: shown ? done.total_score : null,
        is_feedback_pending: done.is_feedback_pending,
      });
    },
    { auth: true },
  );
}
