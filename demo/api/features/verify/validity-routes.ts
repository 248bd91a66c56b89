import { SetValidityBody } from '../../../../src/core/api/schemas/verify';
import { isValidityMonths, VALIDITY_MONTHS_MAX } from '../../../../src/core/verify/validity';
import type { ApiContext } from '../../context';
import type { ApiRequest } from '../../request';
import type { Router } from '../../router';
import { FieldErrors } from '../../validation';
import { scopeByNo } from '../batch/directory';
import { certificateValidity, setCertificateValidity } from '../course/directory';

/**
 * The course whose validity a trainer of batch `raw` reads and sets: the batch's first course, the one its exam and
 * certificates are for (every batch has one today). Anyone else, and a batch without a course, hear the batch's 404.
 */
async function courseOfBatch(ctx: ApiContext, req: ApiRequest, raw: unknown) {
  const scope = await scopeByNo(ctx, req, raw);
  const course = scope.batch.courses[0];
  const months = course === undefined ? undefined : await certificateValidity(ctx.db, course.course_id);
  if (course === undefined || months === undefined) throw req.fail(404, 'batchNotFound');
  return { courseId: course.course_id, months };
}

// Issue #34: a trainer of a batch reads and sets how long its course's certificates stay valid. Certificates already
// issued keep the expiry they were issued with (exam freezes it): only those issued afterwards follow the new one.
export function validityRoutes(router: Router, ctx: ApiContext): void {
  router.get(
    'verify/validity/{batchNo}',
    async (req) => req.ok('ok', { validity_months: (await courseOfBatch(ctx, req, req.params.batchNo)).months }),
    { auth: true },
  );

  router.put(
    'verify/validity/{batchNo}',
    async (req) => {
      const { courseId } = await courseOfBatch(ctx, req, req.params.batchNo);
      const body = await req.body();
      const months = body.validity_months;
      const errors = new FieldErrors(req);
      // Absent is not "never": null must be said, so a client that forgot the field does not lift every expiry.
      if (months === undefined) errors.add('validity_months', 'validityMonthsRequired');
      else if (!isValidityMonths(months))
        errors.add('validity_months', 'validityMonthsRange', { min: 1, max: VALIDITY_MONTHS_MAX });
      errors.throwIfAny();
      const validity = months as number | null;
      if (!(await setCertificateValidity(ctx.db, courseId, validity))) throw req.fail(404, 'batchNotFound');
      return req.ok('validitySaved', { validity_months: validity });
    },
    { auth: true, body: SetValidityBody },
  );
}
