import type { ApiContext } from '../../context';
import type { Router } from '../../router';
import { companyById, companyByName, companyIdByName } from '../content/directory';
import { courseTitle } from '../course/directory';
import { attemptRoutes } from './attempt-routes';
import { settleAttempt } from './attempt-state';
import { certificateReply } from './certificate-route';
import { feedbackRoutes } from './feedback-routes';
import { attemptOf, ownExamByNo } from './records';
import { examTrainerId, issuedCertificate, resultRecord } from './result';
import { findById } from '../../users';
import { isTaken } from './scoring';
import { takeResponse } from './take';

// Learning §7 exam reads (take response, result, the certificate PDF of certificate-route.ts) and the writes of
// attempt-routes.ts and feedback-routes.ts. The provided-by logo is the content feature's
// setting/general/company/logo/{provided_by_id}.

export function examRoutes(router: Router, ctx: ApiContext): void {
  router.get(
    'exams/take/{examNo}',
    async (req) => {
      const own = await ownExamByNo(ctx, req, req.params.examNo);
      const [participant, provider] = await Promise.all([
        companyByName(ctx.db, own.participant.company),
        companyById(ctx.db, own.paper?.provided_by),
      ]);
      // Read after the lookups: the attempt is settled and answered in one synchronous step, as before.
      const now = ctx.now();
      settleAttempt(ctx, attemptOf(ctx.store.data, own.exam.id, own.participant.id), own.paper, now);
      return req.ok('ok', takeResponse(ctx.store.data, own, now, req.lang, { participant, provider }));
    },
    { auth: true },
  );

  router.get(
    'exams/result/{examNo}',
    async (req) => {
      const own = await ownExamByNo(ctx, req, req.params.examNo, 'examResultNotFound');
      const now = ctx.now();
      const attempt = attemptOf(ctx.store.data, own.exam.id, own.participant.id);
      settleAttempt(ctx, attempt, own.paper, now);
      // No taken attempt, no result: the page shows its data-not-available card.
      if (!attempt || !own.paper || !isTaken(attempt)) throw req.fail(404, 'examResultNotFound');
      const trainer = await findById(ctx.db, await examTrainerId(ctx.db, own));
      const companyId = await companyIdByName(ctx.db, own.participant.company);
      const course = await courseTitle(ctx.db, issuedCertificate(ctx.store.data, own)?.course_id);
      return req.ok('ok', resultRecord(ctx.store.data, own, attempt, own.paper, { trainer, companyId, course }, now, req.lang));
    },
    { auth: true },
  );

  router.get('exams/certificate/{certificateNo}', (req) => certificateReply(ctx, req), { auth: true });

  attemptRoutes(router, ctx);
  feedbackRoutes(router, ctx);
}
