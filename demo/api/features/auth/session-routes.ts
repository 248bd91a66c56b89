import { LoginBody } from '../../../../src/core/api/schemas/auth';
import type { ApiContext } from '../../context';
import { ApiError } from '../../http';
import type { ApiRequest } from '../../request';
import type { Router } from '../../router';
import { burnPasswordCheck, verifyPassword } from '../../security';
import { issueToken, revokeToken } from '../../sessions';
import { addActivity, findByLogin, publicUser } from '../../users';
import { FieldErrors, text } from '../../validation';

/** Throws 429 with Retry-After while this client must wait before trying this account again. */
function throwIfThrottled(req: ApiRequest, ctx: ApiContext, account: string): void {
  const wait = ctx.limits.loginWait(account, req.client, ctx.now());
  if (wait > 0) throw req.tooMany('tooManyLogins', wait);
}

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
      const user = findByLogin(ctx.store.data, username);
      // Username and email of one person are one account; unknown names are counted by name.
      const account = user ? `user:${user.id}` : `name:${username.trim().toLowerCase()}`;
      throwIfThrottled(req, ctx, account);

      let valid = false;
      if (user) valid = await verifyPassword(password, user.password_hash);
      else await burnPasswordCheck(password);
      // Parallel attempts were checked before any of them failed; one that tipped the throttle meanwhile wins.
      throwIfThrottled(req, ctx, account);
      if (!user || !valid) {
        ctx.limits.recordLoginFailure(account, req.client, now);
        // The client warns before the last try that is not yet paused.
        throw req.fail(401, 'invalidCredentials', undefined, { attempts_left: ctx.limits.loginAttemptsLeft(account, req.client, now) });
      }

      ctx.limits.recordLoginSuccess(account, req.client);
      // Told only after the right password, so it reveals nothing to a guesser; the client offers to resend the link.
      if (user.email_verified_at === null) {
        throw new ApiError(403, req.t('emailUnverified'), 'Forbidden', { reason: 'email_unverified', email: user.email });
      }
      const { token, expiresIn } = issueToken(ctx, user, body.rememberMe === true);
      addActivity(ctx.store.data, user.id, 'login', { en: 'Signed in', ar: 'تم تسجيل الدخول' }, now);
      ctx.store.save();
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
    (req) => {
      if (req.tokenHash) revokeToken(ctx.store.data, req.tokenHash, ctx.now());
      ctx.store.save();
      return req.ok('loggedOut', null);
    },
    { auth: true },
  );
}
