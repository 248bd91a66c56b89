import { LoginBody } from '../../../../src/core/api/schemas/auth';
import type { ApiContext } from '../../context';
import { ApiError } from '../../http';
import type { ApiRequest } from '../../request';
import type { Router } from '../../router';
import { burnPasswordCheck, verifyPassword } from '../../security';
import { issueToken, revokeToken } from '../../sessions';
import { addActivity, findByLogin, publicUser } from '../../users';
import { FieldErrors, text } from '../../validation';

function throwIfLocked(req: ApiRequest, ctx: ApiContext, key: string): void {
  const lockedFor = ctx.limits.loginLockRemaining(key, ctx.now());
  if (lockedFor > 0) {
    throw new ApiError(429, req.t('tooManyLogins'), 'Too Many Requests', null, {
      'Retry-After': String(Math.ceil(lockedFor / 1000)),
    });
  }
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

      const key = username.trim().toLowerCase();
      const now = ctx.now();
      throwIfLocked(req, ctx, key);

      const user = findByLogin(ctx.store.data, username);
      let valid = false;
      if (user) valid = await verifyPassword(password, user.password_hash);
      else await burnPasswordCheck(password);
      // Parallel attempts were checked while the lock was open; one that locked the name meanwhile wins.
      throwIfLocked(req, ctx, key);
      if (!user || !valid) {
        ctx.limits.recordLoginFailure(key, now);
        throw req.fail(401, 'invalidCredentials');
      }

      ctx.limits.loginFailures.clear(key);
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
