import { eq, inArray } from 'drizzle-orm';
import { RevokeCertificateBody } from '../../../../src/core/api/schemas/verify';
import { canonicalCode } from '../../../../src/core/verify/verify-code';
import type { ApiContext } from '../../context';
import { ApiError } from '../../http';
import { localDate } from '../../local-time';
import { takeOrRefuse, throttleUser } from '../../rate-limit';
import type { ApiRequest } from '../../request';
import type { Router } from '../../router';
import { FieldErrors, text } from '../../validation';
import { rosterOf, scopeById, scopeByNo } from '../batch/directory';
import { courseTitle } from '../course/directory';
import {
  issuedCertificateBy,
  issuedCertificatesOfBatch,
  issueReadyCertificates,
  readyCertificateCount,
} from '../exam/directory';
import { queueIssueNotices } from './issue-notices';
import { certificateRevocations } from './schema';
import { certificateState } from './state';
import { validityRoutes } from './validity-routes';

/** A certificate number: letters, digits and dashes, at most 64 (as exams/certificate/{certificateNo}). */
const CERTIFICATE_NO = /^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/;

async function revocationOf(ctx: ApiContext, certificateId: number) {
  const [row] = await ctx.db
    .select()
    .from(certificateRevocations)
    .where(eq(certificateRevocations.certificate_id, certificateId))
    .limit(1);
  return row;
}

/** The public answer for `raw`; an unknown and a malformed code are the same 404 (no oracle for what exists). */
async function check(ctx: ApiContext, req: ApiRequest, raw: unknown) {
  const code = canonicalCode(raw);
  const issued = code === undefined ? undefined : await issuedCertificateBy(ctx.db, { code });
  if (!issued) throw req.fail(404, 'verifyNotFound');
  const [course, revocation] = await Promise.all([courseTitle(ctx.db, issued.course_id), revocationOf(ctx, issued.id)]);
  const expires = issued.expires_on;
  return {
    certificate_no: issued.certificate_no,
    holder_name: issued.holder_name,
    course: { title: course?.title ?? '', title_ar: course?.title_ar ?? '' },
    issue_date: issued.issue_date,
    expires_on: expires,
    state: certificateState({ expiresOn: expires, revoked: !!revocation }, localDate(ctx.now())),
    revoked_at: revocation ? revocation.revoked_at.toISOString() : null,
  };
}

/** The issued certificate `raw` of a batch the signed-in trainer teaches; any other caller hears the same 404. */
async function taughtCertificate(ctx: ApiContext, req: ApiRequest, raw: unknown) {
  const no = typeof raw === 'string' && CERTIFICATE_NO.test(raw) ? raw : undefined;
  const issued = no === undefined ? undefined : await issuedCertificateBy(ctx.db, { no });
  if (!issued) throw req.fail(404, 'revokeCertificateNotFound');
  try {
    await scopeById(ctx, req, issued.batch_id);
  } catch (error) {
    // "Batch not found" would tell a non-trainer that the number exists.
    if (error instanceof ApiError && error.status === 404) throw req.fail(404, 'revokeCertificateNotFound');
    throw error;
  }
  return issued;
}

// Issue #34: anyone checks a certificate by its code (no sign-in, throttled per client address); a trainer of the
// certificate's batch lists the batch's certificates and revokes one with a reason (final: a second is refused), and
// sets how long its course's certificates stay valid (./validity-routes.ts).
export function verifyRoutes(router: Router, ctx: ApiContext): void {
  validityRoutes(router, ctx);
  router.get('verify/certificate/{code}', async (req) => {
    // Every look-up counts, found or not, before any work: the 404 path is what a scraper would walk.
    await takeOrRefuse(req, ctx.limits.get('verifyPerClient'), req.client, ctx.now(), 'verifyTooMany');
    return req.ok('ok', await check(ctx, req, req.params.code));
  });

  router.get(
    'verify/batch/{batchNo}',
    async (req) => {
      const scope = await scopeByNo(ctx, req, req.params.batchNo);
      const issued = await issuedCertificatesOfBatch(ctx.db, scope.batch.id);
      const revocations =
        issued.length === 0
          ? []
          : await ctx.db
              .select()
              .from(certificateRevocations)
              .where(
                inArray(
                  certificateRevocations.certificate_id,
                  issued.map((row) => row.id),
                ),
              );
      const revoked = new Map(revocations.map((row) => [row.certificate_id, row.revoked_at]));
      const today = localDate(ctx.now());
      return req.ok(
        'ok',
        issued.map((row) => {
          const expires = row.expires_on;
          const revokedAt = revoked.get(row.id);
          return {
            certificate_no: row.certificate_no,
            holder_name: row.holder_name,
            issue_date: row.issue_date,
            expires_on: expires,
            state: certificateState({ expiresOn: expires, revoked: revokedAt !== undefined }, today),
            revoked_at: revokedAt ? revokedAt.toISOString() : null,
          };
        }),
      );
    },
    { auth: true },
  );

  // #29 item 9: the certificates the trainer dashboard calls ready, counted and issued from the batch page.
  router.get(
    'verify/batch/{batchNo}/ready',
    async (req) => {
      const scope = await scopeByNo(ctx, req, req.params.batchNo);
      return req.ok('ok', { count: await readyCertificateCount(ctx.db, scope.batch.id) });
    },
    { auth: true },
  );

  router.post(
    'verify/batch/{batchNo}/issue',
    async (req) => {
      await throttleUser(req, ctx.limits.get('revokesPerUser'), ctx.now());
      const scope = await scopeByNo(ctx, req, req.params.batchNo);
      // The English name as it stands now is printed (and frozen): the profile's Latin-only field (#29 item 13).
      const roster = await rosterOf(ctx.db, scope.batch);
      const names = new Map(roster.map(({ participant }) => [participant.id, participant.name]));
      const holders = new Map(roster.map(({ participant }) => [participant.id, participant.user_id]));
      const issued = await issueReadyCertificates(ctx.db, scope.batch.id, names, localDate(ctx.now()), (tx, rows) =>
        queueIssueNotices(ctx, tx, rows, holders),
      );
      // Mail is delivered once the issue is committed.
      if (issued > 0) ctx.mail.wake();
      return req.ok('certificatesIssued', {
        issued,
        ready: await readyCertificateCount(ctx.db, scope.batch.id),
      });
    },
    { auth: true },
  );

  router.post(
    'verify/revoke/{certificateNo}',
    async (req) => {
      await throttleUser(req, ctx.limits.get('revokesPerUser'), ctx.now());
      const issued = await taughtCertificate(ctx, req, req.params.certificateNo);
      const reason = text(await req.body(), 'reason').trim();
      const errors = new FieldErrors(req);
      if (!reason) errors.add('reason', 'revokeReasonRequired');
      errors.throwIfAny();
      const revokedAt = new Date(ctx.now());
      const [row] = await ctx.db
        .insert(certificateRevocations)
        .values({ certificate_id: issued.id, reason, revoked_by: req.currentUser.id, revoked_at: revokedAt })
        .onConflictDoNothing()
        .returning();
      if (!row) throw req.fail(409, 'revokeAlreadyRevoked');
      return req.ok('certificateRevoked', {
        certificate_no: issued.certificate_no,
        state: 'revoked',
        revoked_at: row.revoked_at.toISOString(),
      });
    },
    { auth: true, body: RevokeCertificateBody },
  );
}
