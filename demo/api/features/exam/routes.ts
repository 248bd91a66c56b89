import type { ApiContext } from '../../context';
import type { Router } from '../../router';
import { companyById, companyByName, companyIdByName } from '../content/directory';
import { courseTitle } from '../course/directory';
import { allowanceOf, allowanceSeconds } from './allowances';
import { allowanceRoutes } from './allowance-routes';
import { createAnswerLane } from './answer-lane';
import { attemptRoutes } from './attempt-routes';
import { boardRoutes } from './board-routes';
import { certificateReply } from './certificate-route';
import { feedbackRoutes } from './feedback-routes';
import { integrityRoutes } from './integrity-routes';
import { answersOf, attemptOf, feedbackGiven, issuedCertificate, settleAttempt } from './queries';
import { ownExamByNo } from './records';
import { examTrainerId, resultRecord } from './result';
import { findById } from '../../users';
import { isSat } from './scoring';
import { takeResponse } from './take';
import { resultRelease } from './result-notice';

// Learning §7 exam reads (take response, result, the certificate PDF of certificate-route.ts) and the writes of
// attempt-routes.ts and feedback-routes.ts. The provided-by logo is the content feature's
// setting/general/company/logo/{provided_by_id}.

export function examRoutes(router: Router, ctx: ApiContext): void {
  router.get(
    'exams/take/{examNo}',
    async (req) => {
      const own = await ownExamByNo(ctx, req, req.params.examNo);
      const { exam, participant, paper } = own;
      const [company, provider] = await Promise.all([
        companyByName(ctx.db, participant.company),
        companyById(ctx.db, paper?.provided_by),
      ]);
      const now = ctx.now();
      // A manually marked exam (no paper) is not available here: it has no attempt to show.
      const attempt = paper
        ? await settleAttempt(ctx.db, await attemptOf(ctx.db, exam.id, participant.id), paper, now, resultRelease(ctx))
        : undefined;
      const answers = attempt && paper ? await answersOf(ctx.db, attempt.id, paper) : [];
      const beforeFeedbackGiven =
        paper?.feedback_timing === 'before' && (await feedbackGiven(ctx.db, exam.id, participant.id, 'BeforeExam'));
      const extraSeconds =
        attempt?.extra_seconds ??
        (paper ? allowanceSeconds(paper, await allowanceOf(ctx.db, exam.batch_id, participant.id)) : 0);
      const state = { attempt, answers, beforeFeedbackGiven, extraSeconds };
      // Windows and server_time from the moment of answering, after the reads: the client times the countdown from it.
      return req.ok('ok', takeResponse(own, state, ctx.now(), req.lang, { participant: company, provider }));
    },
    { auth: true },
  );

  router.get(
    'exams/result/{examNo}',
    async (req) => {
      const own = await ownExamByNo(ctx, req, req.params.examNo, 'examResultNotFound');
      const { exam, participant, paper } = own;
      const now = ctx.now();
      const attempt = await settleAttempt(
        ctx.db,
        await attemptOf(ctx.db, exam.id, participant.id),
        paper,
        now,
        resultRelease(ctx),
      );
      // No sat attempt, no result (nor its answer key): the page shows its data-not-available card.
      if (!attempt || !paper || !isSat(attempt)) throw req.fail(404, 'examResultNotFound');
      const trainer = await findById(ctx.db, await examTrainerId(ctx.db, own));
      const companyId = await companyIdByName(ctx.db, participant.company);
      const answers = await answersOf(ctx.db, attempt.id, paper);
      const certificate = await issuedCertificate(ctx.db, participant.id, { examId: exam.id });
      const course = certificate && (await courseTitle(ctx.db, certificate.course_id));
      return req.ok(
        'ok',
        resultRecord(own, attempt, paper, { trainer, companyId, answers, certificate, course }, now, req.lang),
      );
    },
    { auth: true },
  );

  router.get('exams/certificate/{certificateNo}', (req) => certificateReply(ctx, req), { auth: true });

  const lane = createAnswerLane();
  attemptRoutes(router, ctx, lane);
  feedbackRoutes(router, ctx);
  integrityRoutes(router, ctx, lane);
  allowanceRoutes(router, ctx);
  boardRoutes(router, ctx);
}
