import { ResendVerificationBody } from '../../../../src/core/api/schemas/login';
import type { ApiContext } from '../../context';
import { ApiError } from '../../http';
import type { Router } from '../../router';
import { addActivity, findByEmail, findById, updateUser } from '../../users';
import { requiredEmail } from '../../validation';
import { checkVerification, countMailRequest, requireMail, sendVerification } from './verification';

// Email verification by signed link, and re-sending that link.
export function verifyRoutes(router: Router, ctx: ApiContext): void {
  router.get('auth/email/verify/{id}', async (req) => {
    const id = req.params.id ?? '';
    const user = await findById(ctx.db, id);
    const check = await checkVerification(ctx, user, {
      id,
      hash: req.query.get('hash') ?? '',
      expires: req.query.get('expires') ?? '',
      signature: req.query.get('signature') ?? '',
    });

    // A verified account is reported as such for any genuine link, expired or not.
    if (user?.email_verified_at && check !== 'invalid') throw req.fail(409, 'alreadyVerified', 'already_verified');

    if (check !== 'valid' || !user) {
      // Only a genuine link that expired earns a fresh one; a forged or garbled link must not make the server mail anyone.
      const resent =
        check === 'expired' &&
        user !== undefined &&
        user.email_verified_at === null &&
        ctx.mail.enabled &&
        (await sendVerification(ctx, req, user)) === 0;
      const expired = check === 'expired';
      const key = expired
        ? resent
          ? 'verifyExpiredResent'
          : 'verifyExpired'
        : resent
          ? 'verifyInvalidResent'
          : 'verifyInvalid';
      throw new ApiError(400, req.t(key), expired ? 'token_expired' : 'invalid_token', { resent });
    }

    const now = ctx.now();
    const verifiedAt = new Date(now);
    await updateUser(ctx.db, user.id, { email_verified_at: verifiedAt });
    await addActivity(
      ctx.db,
      user.id,
      'email',
      { en: 'Email address verified', ar: 'تم التحقق من البريد الإلكتروني' },
      now,
    );
    const verified = { id: user.id, email: user.email, email_verified_at: verifiedAt.toISOString() };
    return req.ok('verified', verified, 200, 'verified');
  });

  router.post(
    'auth/email/resend',
    async (req) => {
      const email = await requiredEmail(req);
      requireMail(ctx, req);
      await countMailRequest(ctx, req);

      const user = await findByEmail(ctx.db, email);
      if (!user) throw req.fail(404, 'emailNotFound');
      if (user.email_verified_at) throw req.fail(409, 'alreadyVerified', 'already_verified');
      const wait = await sendVerification(ctx, req, user);
      if (wait > 0) throw req.tooMany('tooManyRequests', wait);
      return req.ok('verificationSent', null);
    },
    { body: ResendVerificationBody },
  );
}
