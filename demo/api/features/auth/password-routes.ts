import { and, eq, isNull, lte } from 'drizzle-orm';
import { ForgotPasswordBody, ResetPasswordBody } from '../../../../src/core/api/schemas/login';
import type { ApiContext } from '../../context';
import type { Router } from '../../router';
import { hashPassword, hashToken, randomToken } from '../../security';
import { revokeUserTokens } from '../../sessions';
import { addActivity, findByEmail, findById, MIN_PASSWORD_LENGTH, updateUser } from '../../users';
import { normalizeEmail } from '../../email';
import { FieldErrors, requiredEmail, text } from '../../validation';
import { resetTokens } from './schema';
import { linkMail, passwordChangedMail } from './mails';
import { countMailRequest, LINK_TTL_MS, requireMail, takeMail } from './verification';

const PRUNE_AFTER_MS = 24 * 60 * 60 * 1000;

// Forgotten password: mail a single-use link, then accept a new password with it.
export function passwordRoutes(router: Router, ctx: ApiContext): void {
  router.post(
    'auth/forgot/password',
    async (req) => {
      const email = await requiredEmail(req);
      requireMail(ctx, req);
      await countMailRequest(ctx, req);

      const user = await findByEmail(ctx.db, email);
      if (!user) throw req.fail(404, 'emailNotFound');
      const wait = await takeMail(ctx, 'reset', user.email);
      if (wait > 0) throw req.tooMany('tooManyRequests', wait);

      const now = ctx.now();
      const token = randomToken();
      const link = `${ctx.publicOrigin}/auth/reset-password/${token}?email=${encodeURIComponent(user.email)}`;
      await ctx.db.transaction(async (tx) => {
        // Records stay a day after creation so an old link still answers "expired" or "used" rather than "unknown".
        await tx.delete(resetTokens).where(lte(resetTokens.created_at, new Date(now - PRUNE_AFTER_MS)));
        // Only the newest link works: an older one (perhaps sitting in a leaked mailbox) dies when a new one is sent.
        await tx
          .update(resetTokens)
          .set({ used_at: new Date(now) })
          .where(and(eq(resetTokens.user_id, user.id), isNull(resetTokens.used_at)));
        await tx.insert(resetTokens).values({
          token_hash: hashToken(token),
          user_id: user.id,
          email: user.email,
          created_at: new Date(now),
          expires_at: new Date(now + LINK_TTL_MS),
          used_at: null,
        });
        const content = linkMail(req.t.bind(req), 'reset', link, LINK_TTL_MS);
        await ctx.mail.queue(tx, { to: user.email, kind: 'reset', locale: req.lang, content });
      });
      ctx.mail.wake();
      return req.ok('resetLinkSent', null);
    },
    { body: ForgotPasswordBody },
  );

  router.post(
    'auth/reset/password',
    async (req) => {
      const body = await req.body();
      const token = text(body, 'token').trim();
      const email = normalizeEmail(text(body, 'email'));
      const password = text(body, 'password');
      const now = ctx.now();

      const [record] = token
        ? await ctx.db
            .select()
            .from(resetTokens)
            .where(eq(resetTokens.token_hash, hashToken(token)))
            .limit(1)
        : [];
      const user = record ? await findById(ctx.db, record.user_id) : undefined;
      if (!record || !user || record.used_at !== null || record.email !== email) {
        throw req.fail(400, 'resetTokenInvalid', 'invalid_token');
      }
      if (record.expires_at.getTime() <= now) throw req.fail(400, 'resetTokenExpired', 'token_expired');

      const errors = new FieldErrors(req);
      if (password.length < MIN_PASSWORD_LENGTH) errors.add('password', 'passwordMin');
      if (text(body, 'password_confirmation') !== password) errors.add('password_confirmation', 'passwordMismatch');
      errors.throwIfAny();

      const passwordHash = await hashPassword(password);
      const used = await ctx.db.transaction(async (tx) => {
        // Every pending link of this user dies with the reset; a second request with the same link, whose hash was
        // computed meanwhile, finds it used here and changes nothing.
        const claimed = await tx
          .update(resetTokens)
          .set({ used_at: new Date(now) })
          .where(and(eq(resetTokens.user_id, user.id), isNull(resetTokens.used_at)))
          .returning({ token_hash: resetTokens.token_hash });
        if (!claimed.some((row) => row.token_hash === record.token_hash)) return false;
        // The link reached this mailbox, which proves the address as well as the verification link would.
        await updateUser(tx, user.id, {
          password_hash: passwordHash,
          email_verified_at: user.email_verified_at ?? new Date(now),
        });
        await revokeUserTokens(tx, user.id, now);
        await addActivity(
          tx,
          user.id,
          'updated',
          { en: 'Password reset by email link', ar: 'تمت إعادة تعيين كلمة المرور عبر رابط البريد' },
          now,
        );
        const content = passwordChangedMail(req.t.bind(req), ctx.publicOrigin);
        await ctx.mail.queue(tx, { to: user.email, kind: 'password-changed', locale: req.lang, content });
        return true;
      });
      if (!used) throw req.fail(400, 'resetTokenInvalid', 'invalid_token');
      ctx.mail.wake();
      return req.ok('passwordReset', null);
    },
    { body: ResetPasswordBody },
  );
}
