import { SkipQuestionBody, StartAttemptBody } from '../../../../src/core/api/schemas/exam';
import type { ApiContext } from '../../context';
import type { ApiRequest } from '../../request';
import type { Router } from '../../router';
import { FieldErrors, rowId } from '../../validation';
import type { AnswerLane } from './answer-lane';
import { answerRoute } from './answer-route';
import { skipQuestion } from './answer-writes';
import { rememberAttempt } from './attempt-facts';
import { startAttempt } from './attempt-start';
import { nextQuestion, ownAttempt, paperQuestion } from './attempt-state';
import { attemptClient, noticeClient } from './integrity-log';
import { answersOf, closeAttempt } from './queries';
import { findOwnExam, invalidField } from './records';
import { remainingSeconds } from './scoring';
import { present, requireOpen, requireQuestionIds, throttleExamWrite } from './write-rules';
import { resultRelease } from './result-notice';

// Learning §7 exam writes: start, answer (./answer-route.ts: idempotent per attempt and question), skip and complete.
// The server keeps the authoritative deadline (attempt start + the paper's time) and refuses answers after it.

export function attemptRoutes(router: Router, ctx: ApiContext, lane: AnswerLane): void {
  const throttle = (req: ApiRequest) => throttleExamWrite(ctx, req);

  router.post(
    'exams/attempts/create',
    async (req) => {
      await throttle(req);
      const body = await req.body();
      const missing = ['exam_id', 'batch_participant_id', 'participant_id'].filter((field) => !present(body[field]));
      const errors = new FieldErrors(req);
      for (const field of missing) errors.add(field, 'examMissingData', { fields: missing.join(', ') });
      errors.throwIfAny();
      const own = await findOwnExam(ctx, req.currentUser.id, { id: rowId(body.exam_id) });
      // Every id must be the caller's own: a borrowed participant or enrolment is as unknown as a missing exam.
      if (
        !own ||
        rowId(body.participant_id) !== own.participant.id ||
        rowId(body.batch_participant_id) !== own.place.id
      ) {
        throw req.fail(404, 'examNotFound');
      }
      const { paper } = own;
      const now = ctx.now();
      if (!paper) throw req.fail(409, 'examNotOpen');
      const outcome = await startAttempt(ctx.db, own, paper, now, resultRelease(ctx));
      if (outcome.kind === 'refused') throw req.fail(outcome.status, outcome.key);
      const { attempt } = outcome;
      // The integrity log notes a resumption from another session or address (issue #33).
      await noticeClient(ctx.db, attempt.id, attemptClient(req), now);
      // The answers that follow a start need not read the attempt again (./attempt-facts.ts).
      rememberAttempt(ctx.db, { attempt, batchId: own.exam.batch_id, paper }, req.currentUser.id);
      const answers = await answersOf(ctx.db, attempt.id, paper);
      const answer = {
        attempt_obj: { record_id: attempt.id },
        active_question: nextQuestion(paper, answers),
        remaining_time: remainingSeconds(attempt, paper, now),
        server_time: now,
      };
      return req.ok('examStarted', answer, outcome.kind === 'created' ? 201 : 200);
    },
    { auth: true, body: StartAttemptBody },
  );

  answerRoute(router, ctx, lane);

  router.post(
    'exams/attempts/skip/question',
    (req) =>
      lane.save(async () => {
        await throttle(req);
        const body = await req.body();
        requireQuestionIds(req, body);
        const owned = await ownAttempt(ctx, req, body.exam_attempt_id);
        const question = paperQuestion(owned.paper, body);
        if (!question) invalidField(req, 'exam_question_id', 'examQuestionUnknown');
        await requireOpen(ctx, req, owned);
        // Skipping an answered question keeps its answer.
        const answers = await skipQuestion(ctx.db, owned, question.id, ctx.now());
        // Closed by a completion between the check above and the skip: nothing was written.
        if (!answers) throw req.fail(409, 'examAlreadyTaken');
        return req.ok('examQuestionSkipped', {
          skipped_questions: answers.filter((item) => item.skipped && item.answer.length === 0).length,
          next_question: nextQuestion(owned.paper, answers),
        });
      }),
    { auth: true, body: SkipQuestionBody },
  );

  router.post(
    'exams/attempts/{id}/complete',
    async (req) => {
      await throttle(req);
      const { attempt, paper } = await ownAttempt(ctx, req, req.params.id);
      const done = await closeAttempt(ctx.db, attempt.id, paper, ctx.now(), resultRelease(ctx));
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
