import { number, optional, string, type } from 'superstruct';
import { EmailBody } from '../../../../src/core/api/schemas/common';
import type { ApiContext } from '../../context';
import type { ApiRequest } from '../../request';
import type { Router } from '../../router';
import { hashPassword } from '../../security';
import { nextId, type Data, type UserRecord } from '../../types';
import { findByEmail, MIN_PASSWORD_LENGTH, normalizeEmail } from '../../users';
import { FieldErrors, requiredEmail, text } from '../../validation';
import { DEFAULT_PERMISSIONS } from '../auth/register-routes';
import { localDate } from '../catalog/time';

const EnrollBody = type({ email: optional(EmailBody.schema.email), password: optional(string()), batch_no: number() });

// Test helpers: read "sent" mail, re-seed, and force auth's links to expire. Registered only in development mode,
// and answered only to callers on this machine: the outbox hands out reset links, and reset wipes the data.
export function devRoutes(router: Router, ctx: ApiContext): void {
  if (!ctx.devEndpoints) return;

  router.get('__dev/outbox', (req) => {
    const email = normalizeEmail(req.query.get('email') ?? '');
    const mails = ctx.store.data.outbox
      .filter((mail) => !email || mail.to.toLowerCase() === email)
      .map((mail, index) => ({ mail, index }))
      .sort((a, b) => Date.parse(b.mail.created_at) - Date.parse(a.mail.created_at) || b.index - a.index)
      .map(({ mail }) => ({ ...mail }));
    return req.ok('ok', mails);
  }, { local: true });

  router.post('__dev/reset', (req) => {
    ctx.reset();
    return req.ok('dataReset', null);
  }, { local: true });

  router.post(
    '__dev/expire-links',
    async (req) => {
      const email = await requiredEmail(req);

      const user = findByEmail(ctx.store.data, email);
      if (!user) throw req.fail(404, 'userNotFound');
      const now = ctx.now();
      let resetTokens = 0;
      for (const record of ctx.store.data.reset_tokens) {
        if (record.user_id === user.id && record.used_at === null && Date.parse(record.expires_at) > now) {
          record.expires_at = new Date(now).toISOString();
          resetTokens++;
        }
      }
      let verificationLinks = 0;
      for (const link of ctx.store.data.verify_links) {
        if (link.user_id === user.id && !link.force_expired) {
          link.force_expired = true;
          verificationLinks++;
        }
      }
      ctx.store.save();
      return req.ok('linksExpired', { reset_tokens: resetTokens, verification_links: verificationLinks });
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
      const data = ctx.store.data;
      const batch = data.batches.find((candidate) => candidate.batch_no === body.batch_no);
      const email = normalizeEmail(text(body, 'email'));
      const user = email ? findByEmail(data, email) : await newLearner(data, text(body, 'password'), ctx.now(), req);
      if (!user || !batch) throw req.fail(404, 'userNotFound');
      let participant = data.participants.find((candidate) => candidate.user_id === user.id);
      if (!participant) {
        participant = {
          id: Math.max(0, ...data.participants.map((candidate) => candidate.id)) + 1,
          user_id: user.id,
          name: user.name,
          arabic_name: user.arabic_name,
          email: user.email,
          nid: user.nid,
          phone_number: null,
          company: 'Safe Academy',
          position: 'Security Officer',
        };
        data.participants.push(participant);
      }
      const id = participant.id;
      if (!batch.participants.some((place) => place.participant_id === id)) {
        batch.participants.push({ id: nextId(data, 'batch_participant'), participant_id: id, status: 'Active', enrollment_date: localDate(ctx.now()) });
      }
      ctx.store.save();
      return req.ok('enrolled', { email: user.email, participant_id: id });
    },
    { local: true, body: EnrollBody },
  );
}

/** A verified learner named after its id, with the given password. */
async function newLearner(data: Data, password: string, now: number, req: ApiRequest): Promise<UserRecord> {
  if (password.length < MIN_PASSWORD_LENGTH) {
    const errors = new FieldErrors(req);
    errors.add('password', 'passwordMin');
    errors.throwIfAny();
  }
  const id = nextId(data, 'user');
  const at = new Date(now).toISOString();
  const user: UserRecord = {
    id,
    username: `exam-candidate-${id}@example.test`,
    email: `exam-candidate-${id}@example.test`,
    name: `Exam Candidate ${id}`,
    arabic_name: '',
    nid: null,
    roles: ['learner'],
    permissions: [...(DEFAULT_PERMISSIONS.learner ?? [])],
    password_hash: await hashPassword(password),
    email_verified_at: at,
    created_at: at,
  };
  data.users.push(user);
  return user;
}
