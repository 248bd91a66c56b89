import { EmailBody } from '../../../../src/core/api/schemas/common';
import type { ApiContext } from '../../context';
import type { Router } from '../../router';
import { findByEmail, normalizeEmail } from '../../users';
import { requiredEmail } from '../../validation';

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
}
