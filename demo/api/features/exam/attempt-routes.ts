import { QuestionAttemptBody, SkipQuestionBody, StartAttemptBody } from '../../../../src/core/api/schemas/exam';
import type { ApiContext } from '../../context';
import { throttleUser } from '../../rate-limit';
import type { ApiRequest } from '../../request';
import type { Router } from '../../router';
import { nextId } from '../../types';
import { FieldErrors, wholeNumber } from '../../validation';
import { examStatus } from '../catalog/time';
import type { ExamAttemptRecord } from './types';
import { nextQuestion, ownAttempt, paperQuestion, settleAttempt, upsertAnswer, type OwnAttempt } from './attempt-state';
import { answersOf, attemptOf, findOwnExam, invalidField } from './records';
import { completeAttempt, isTaken, remainingSeconds } from './scoring';

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
function requireOpen(ctx: ApiContext, req: ApiRequest, { attempt, paper }: OwnAttempt): void {
  if (isTaken(attempt)) throw req.fail(409, 'examAlreadyTaken');
  if (settleAttempt(ctx, attempt, paper, ctx.now())) throw req.fail(409, 'examTimeOver');
}

export function attemptRoutes(router: Router, ctx: ApiContext): void {
  const { limits } = ctx;
  const throttle = async (req: ApiRequest) => {
    await throttleUser(req, limits.examWritesByUser, limits.settings.examWritesPerUser, ctx.now());
    await limits.examWritesByUser.record(String(req.currentUser.id), ctx.now());
  };
  /** An answer's or a skip's question: its ids present, the attempt the caller's own, the question on its paper; and what is stored for it. */
  const attemptQuestion = async (req: ApiRequest) => {
    await throttle(req);
    const body = await req.body();
    requireQuestionIds(req, body);
    const owned = ownAttempt(ctx, req, body.exam_attempt_id);
    const question = paperQuestion(owned.paper, body);
    if (!question) invalidField(req, 'exam_question_id', 'examQuestionUnknown');
    const stored = ctx.store.data.exam_answers.find((item) => item.attempt_id === owned.attempt.id && item.exam_question_id === question.id);
    return { body, owned, question, stored };
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
      const data = ctx.store.data;
      const examId = wholeNumber(body.exam_id);
      const own = findOwnExam(data, req.currentUser.id, (exam) => exam.id === examId);
      // Every id must be the caller's own: a borrowed participant or enrolment is as unknown as a missing exam.
      if (!own || wholeNumber(body.participant_id) !== own.participant.id || wholeNumber(body.batch_participant_id) !== own.place.id) {
        throw req.fail(404, 'examNotFound');
      }
      const { exam, paper, participant } = own;
      const now = ctx.now();
      if (!paper) throw req.fail(409, 'examNotOpen');
      const started = (attempt: ExamAttemptRecord, status: number) => {
        const answers = answersOf(data, attempt.id, paper);
        const answer = { attempt_obj: { record_id: attempt.id }, active_question: nextQuestion(paper, answers), remaining_time: remainingSeconds(attempt, paper, now), server_time: now };
        return req.ok('examStarted', answer, status);
      };
      // A start of an attempt in progress (a double click, a second tab) resumes it, even past the window's end.
      const existing = attemptOf(data, exam.id, participant.id);
      if (existing) {
        settleAttempt(ctx, existing, paper, now);
        if (isTaken(existing)) throw req.fail(409, 'examAlreadyTaken');
        return started(existing, 200);
      }
      if (examStatus(exam, now) !== 'Live') throw req.fail(409, 'examNotOpen');
      if (paper.ineligible.includes(participant.id)) throw req.fail(403, 'examNotEligible');
      const gaveFeedback = data.feedback_submissions.some((item) => item.exam_id === exam.id && item.participant_id === participant.id && item.feedback_type === 'BeforeExam');
      if (paper.feedback_timing === 'before' && !gaveFeedback) throw req.fail(409, 'examFeedbackFirst');
      const attempt: ExamAttemptRecord = {
        id: nextId(data, 'exam_attempt'),
        exam_id: exam.id,
        participant_id: participant.id,
        batch_participant_id: own.place.id,
        passing_status: null,
        percentage: null,
        scored: null,
        total_score: paper.questions.length * paper.marks,
        is_feedback_pending: false,
        marking: 'marked',
        attempt_date_time: new Date(now).toISOString(),
        total_time_spent: 0,
      };
      data.exam_attempts.push(attempt);
      ctx.store.save();
      return started(attempt, 201);
    },
    { auth: true, body: StartAttemptBody },
  );

  router.post(
    'exams/attempts/create/question',
    async (req) => {
      const { body, owned, question, stored } = await attemptQuestion(req);
      const { attempt, paper } = owned;
      const values = selectedValues(body).slice(0, MAX_SELECTED + 1);
      if (values.length !== 1 || !question.choices.includes(values[0] ?? '')) invalidField(req, 'attempted_answer', 'examAnswerInvalid');
      const data = ctx.store.data;
      // A replay of an answer the server already has, after the attempt closed, is acknowledged as it was.
      if (isTaken(attempt) && stored?.answer.length === 1 && stored.answer[0] === values[0]) {
        return req.ok('examAnswerSaved', { is_completed: true, reload: false, next_question: null });
      }
      requireOpen(ctx, req, owned);
      const iso = (value: unknown) => (typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : null);
      upsertAnswer(ctx, attempt.id, question.id, {
        answer: values,
        skipped: false,
        started_at: iso(body.exam_question_attempt_started_at),
        ended_at: iso(body.exam_question_attempt_ended_at),
      });
      const answers = answersOf(data, attempt.id, paper);
      const next = nextQuestion(paper, answers);
      if (body.exam_completed === true && next === null) completeAttempt(attempt, paper, answers, ctx.now());
      ctx.store.save();
      return req.ok('examAnswerSaved', {
        is_completed: isTaken(attempt),
        // The page holds another paper than the server's (an edited exam): it must reload.
        reload: typeof body.total_questions === 'number' && body.total_questions !== paper.questions.length,
        next_question: isTaken(attempt) ? null : next,
      });
    },
    { auth: true, body: QuestionAttemptBody },
  );

  router.post(
    'exams/attempts/skip/question',
    async (req) => {
      const { owned, question, stored } = await attemptQuestion(req);
      const { attempt, paper } = owned;
      requireOpen(ctx, req, owned);
      const data = ctx.store.data;
      // Skipping an answered question keeps its answer.
      if (!stored || stored.answer.length === 0) upsertAnswer(ctx, attempt.id, question.id, { answer: [], skipped: true, started_at: null, ended_at: null });
      ctx.store.save();
      const answers = answersOf(data, attempt.id, paper);
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
      const { attempt, paper } = ownAttempt(ctx, req, req.params.id);
      completeAttempt(attempt, paper, answersOf(ctx.store.data, attempt.id, paper), ctx.now());
      ctx.store.save();
      const shown = paper.is_show_result;
      return req.ok('examSubmitted', {
        exam_taken: true,
        is_show_result: shown,
        passing_status: shown ? attempt.passing_status : null,
        percentage: shown ? attempt.percentage : null,
        scored: shown ? attempt.scored : null,
        total_score: shown ? attempt.total_score : null,
        is_feedback_pending: attempt.is_feedback_pending,
      });
    },
    { auth: true },
  );
}
