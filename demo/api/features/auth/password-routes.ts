import { ForgotPasswordBody, ResetPasswordBody } from '../../../../src/core/api/schemas/auth';
import type { ApiContext } from '../../context';
import type { Router } from '../../router';
import { hashPassword, hashToken, randomToken } from '../../security';
import { revokeUserTokens } from '../../sessions';
import { addActivity, findByEmail, findById, MIN_PASSWORD_LENGTH, normalizeEmail } from '../../users';
import { FieldErrors, requiredEmail, text } from '../../validation';
import { countMailRequest, LINK_TTL_MS, mailWait } from './verification';

const PRUNE_AFTER_MS = 24 * 60 * 60 * 1000;

// Forgotten password: mail a single-use link, then accept a new password with it.
export function passwordRoutes(router: Router, ctx: ApiContext): void {
  router.post(
    'auth/forgot/password',
    async (req) => {
      const email = await requiredEmail(req);
      countMailRequest(ctx, req);

      const user = findByEmail(ctx.store.data, email);
      if (!user) throw req.fail(404, 'emailNotFound');
      const wait = mailWait(ctx, 'reset', user.email);
      if (wait > 0) throw req.tooMany('tooManyRequests', wait);

      const now = ctx.now();
      const token = randomToken();
      const data = ctx.store.data;
      // Records stay a day after creation so an old link still answers "expired" or "used" rather than "unknown".
      data.reset_tokens = data.reset_tokens.filter((record) => Date.parse(record.created_at) > now - PRUNE_AFTER_MS);
      // Only the newest link works: an older one (perhaps sitting in a leaked mailbox) dies when a new one is sent.
      for (const record of data.reset_tokens) {
        if (record.user_id === user.id && record.used_at === null) record.used_at = new Date(now).toISOString();
      }
      data.reset_tokens.push({
        token_hash: hashToken(token),
        user_id: user.id,
        email: user.email,
        created_at: new Date(now).toISOString(),
        expires_at: new Date(now + LINK_TTL_MS).toISOString(),
        used_at: null,
      });
      ctx.limits.resetMails.record(user.email, now);
      const link = `${ctx.publicOrigin}/auth/reset-password/${token}?email=${encodeURIComponent(user.email)}`;
      ctx.sendMail({ to: user.email, kind: 'reset', subject: req.t('mailResetSubject'), link });
      ctx.store.save();
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
      const data = ctx.store.data;

      const record = token ? data.reset_tokens.find((candidate) => candidate.token_hash === hashToken(token)) : undefined;
      const user = record ? findById(data, record.user_id) : undefined;
      if (!record || !user || record.used_at !== null || record.email !== email) {
        throw req.fail(400, 'resetTokenInvalid', 'invalid_token');
      }
      if (Date.parse(record.expires_at) <= now) throw req.fail(400, 'resetTokenExpired', 'token_expired');

      const errors = new FieldErrors(req);
      if (password.length < MIN_PASSWORD_LENGTH) errors.add('password', 'passwordMin');
      if (text(body, 'password_confirmation') !== password) errors.add('password_confirmation', 'passwordMismatch');
      errors.throwIfAny();

      const passwordHash = await hashPassword(password);
      // A second request with the same link may have used it while the hash was computed.
      if (record.used_at !== null) throw req.fail(400, 'resetTokenInvalid', 'invalid_token');
      user.password_hash = passwordHash;
      // Every pending link of this user dies with the reset, and so does every session.
      for (const candidate of data.reset_tokens) {
        if (candidate.user_id === user.id && candidate.used_at === null) candidate.used_at = new Date(now).toISOString();
      }
      revokeUserTokens(data, user.id, now);
      // The link reached this mailbox, which proves the address as well as the verification link would.
      user.email_verified_at ??= new Date(now).toISOString();
      addActivity(data, user.id, 'updated', { en: 'Password reset by email link', ar: 'تمت إعادة تعيين كلمة المرور عبر رابط البريد' }, now);
      ctx.store.save();
      return req.ok('passwordReset', null);
    },
    { body: ResetPasswordBody },
  );
}
