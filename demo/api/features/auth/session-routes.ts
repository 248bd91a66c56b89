import { LoginBody } from '../../../../src/core/api/schemas/login';
import type { ApiContext } from '../../context';
import { ApiError } from '../../http';
import type { Router } from '../../router';
import { burnPasswordCheck, verifyPassword } from '../../security';
import { issueToken, revokeToken } from '../../sessions';
import { addActivity, findByLogin, publicUser } from '../../users';
import { FieldErrors, text } from '../../validation';
import { isNewDevice, deviceOf } from './devices';
import { loginSucceeded, startLogin } from './login-throttle';
import { newDeviceMail } from './mails';

// Sign-in and sign-out.
export function sessionRoutes(router: Router, ctx: ApiContext): void {
  router.post(
    'auth/login',
    async (req) => {
      const body = await req.body();
      const username = text(body, 'username');
      const password = text(body, 'password');
      const errors = new FieldErrors(req);
      if (!username.trim()) errors.add('username', 'usernameRequired');
      if (!password) errors.add('password', 'passwordRequired');
      errors.throwIfAny();

      const now = ctx.now();
      const user = await findByLogin(ctx.db, username);
      // Username and email of one person are one account; unknown names are counted by name.
      const account = user ? `user:${user.id}` : `name:${username.trim().toLowerCase()}`;
      // 429 with Retry-After while this client must wait before trying this account again.
      const attempt = await startLogin(ctx.limits, account, req.client, now);
      if ('wait' in attempt) throw req.tooMany('tooManyLogins', attempt.wait);

      let valid = false;
      if (user) valid = await verifyPassword(password, user.password_hash);
      else await burnPasswordCheck(password);
      // The client warns before the last try that is not yet paused.
      if (!user || !valid)
        throw req.fail(401, 'invalidCredentials', undefined, { attempts_left: attempt.attemptsLeft });

      await loginSucceeded(ctx.limits, account, req.client, attempt);
      // Told only after the right password, so it reveals nothing to a guesser; the client offers to resend the link.
      if (user.email_verified_at === null) {
        throw new ApiError(403, req.t('emailUnverified'), 'Forbidden', {
          reason: 'email_unverified',
          email: user.email,
        });
      }
      const { token, expiresIn } = await issueToken(ctx.db, user, body.rememberMe === true, now);
      await addActivity(ctx.db, user.id, 'login', { en: 'Signed in', ar: 'تم تسجيل الدخول' }, now);
      const device = deviceOf(req.header('user-agent'));
      const mailed = await ctx.db.transaction(async (tx) => {
        if (!(await isNewDevice(tx, user.id, device, now))) return false;
        const sign = { device, at: now, address: req.client, calendar: user.calendar };
        const content = newDeviceMail(req.t.bind(req), req.lang, sign, ctx.publicOrigin);
        await ctx.mail.queue(tx, { to: user.email, userId: user.id, kind: 'new-device', locale: req.lang, content });
        return true;
      });
      if (mailed) ctx.mail.wake();
      return req.ok('loggedIn', {
        access_token: token,
        token_type: 'Bearer',
        expires_in: expiresIn,
        user: publicUser(user),
      });
    },
    { body: LoginBody },
  );

  router.post(
    'auth/logout',
    async (req) => {
      if (req.tokenHash) await revokeToken(ctx.db, req.tokenHash, ctx.now());
      return req.ok('loggedOut', null);
    },
    { auth: true },
  );
}
