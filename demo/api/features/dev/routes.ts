import { number, optional, string, type } from 'superstruct';
import { EmailBody } from '../../../../src/core/api/schemas/common';
import type { ApiContext } from '../../context';
import type { ApiRequest } from '../../request';
import type { Router } from '../../router';
import { hashPassword, randomToken } from '../../security';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { outbox } from '../../schema';
import type { UserRecord } from '../../types';
import { findByEmail, insertUser, MIN_PASSWORD_LENGTH, updateUser } from '../../users';
import { normalizeEmail } from '../../email';
import { defaultPermissions, expireLinks } from '../auth/directory';
import { batchByNo, enrol, ensureParticipant } from '../batch/directory';
import { FieldErrors, requiredEmail, text } from '../../validation';
import { localDate } from '../../local-time';

const EnrollBody = type({ email: optional(EmailBody.schema.email), password: optional(string()), batch_no: number() });

// Test helpers: read "sent" mail, re-seed, and force auth's links to expire. Registered only in development mode,
// and answered only to callers on this machine: the outbox hands out reset links, and reset wipes the data.
export function devRoutes(router: Router, ctx: ApiContext): void {
  if (!ctx.devEndpoints) return;

  router.get(
    '__dev/outbox',
    async (req) => {
      const email = normalizeEmail(req.query.get('email') ?? '');
      const rows = await ctx.db
        .select()
        .from(outbox)
        .where(email ? eq(sql`lower(${outbox.to})`, email) : undefined)
        .orderBy(desc(outbox.created_at), desc(outbox.id));
      const mails = rows.map(({ to, kind, subject, link, created_at }) => ({
        to,
        kind,
        subject,
        link,
        created_at: created_at.toISOString(),
      }));
      return req.ok('ok', mails);
    },
    { local: true },
  );

  router.post(
    '__dev/reset',
    async (req) => {
      await ctx.reset();
      return req.ok('dataReset', null);
    },
    { local: true },
  );

  router.post(
    '__dev/expire-links',
    async (req) => {
      const email = await requiredEmail(req);

      const user = await findByEmail(ctx.db, email);
      if (!user) throw req.fail(404, 'userNotFound');
      return req.ok('linksExpired', await expireLinks(ctx.db, user.id, new Date(ctx.now())));
    },
    { local: true, body: EmailBody },
  );
  // Puts an account into a batch as a participant of its own, so an e2e test may take that batch's exams without
  // consuming the seeded accounts' attempts, which every other test reads. Without an email it first creates a verified
  // learner with `password` (outside sign-up's rate limit: a suite makes one per exam journey).
  router.post(
    '__dev/enroll',
    async (req) => {
      const body = await req.body();
      const batch = await batchByNo(ctx.db, body.batch_no as number);
      const email = normalizeEmail(text(body, 'email'));
      const user = email
        ? await findByEmail(ctx.db, email)
        : await newLearner(ctx.db, text(body, 'password'), ctx.now(), req);
      if (!user || !batch) throw req.fail(404, 'userNotFound');
      const { id } = await ensureParticipant(ctx.db, {
        user_id: user.id,
        name: user.name,
        arabic_name: user.arabic_name,
        email: user.email,
        nid: user.nid,
      });
      await enrol(ctx.db, batch.id, id, localDate(ctx.now()));
      return req.ok('enrolled', { email: user.email, participant_id: id });
    },
    { local: true, body: EnrollBody },
  );
}

/** A verified learner named after its id, with the given password. */
async function newLearner(db: Db, password: string, now: number, req: ApiRequest): Promise<UserRecord> {
  if (password.length < MIN_PASSWORD_LENGTH) {
    const errors = new FieldErrors(req);
    errors.add('password', 'passwordMin');
    errors.throwIfAny();
  }
  const at = new Date(now);
  // A unique placeholder first: the name carries the id, which the database hands out.
  const placeholder = `exam-candidate-${randomToken(8)}@example.test`;
  const user = await insertUser(db, {
    username: placeholder,
    email: placeholder,
    name: 'Exam Candidate',
    roles: ['learner'],
    permissions: defaultPermissions('learner'),
    password_hash: await hashPassword(password),
    email_verified_at: at,
    created_at: at,
  });
  const address = `exam-candidate-${user.id}@example.test`;
  return (
    (await updateUser(db, user.id, { username: address, email: address, name: `Exam Candidate ${user.id}` })) ?? user
  );
}
