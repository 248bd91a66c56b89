import { RegisterBody } from '../../../../src/core/api/schemas/login';
import type { ApiContext } from '../../context';
import { takeOrRefuse } from '../../rate-limit';
import type { Router } from '../../router';
import { hashPassword } from '../../security';
import { addActivity, findByLogin, insertUser, MIN_PASSWORD_LENGTH } from '../../users';
import { isEmail, normalizeEmail } from '../../email';
import { checkName, FieldErrors, text } from '../../validation';
import { isUniqueViolation } from '../../db/errors';
import { signUpAccess } from './trainer-approval';
import { requireMail, sendVerification } from './verification';

const PHONE_PATTERN = /^\+?[0-9\s-]{7,15}$/;
const SIGN_UP_ROLES = ['learner', 'trainer'];

// Self sign-up: new accounts start unverified and get a verification mail.
export function registerRoutes(router: Router, ctx: ApiContext): void {
  router.post(
    'auth/register',
    async (req) => {
      const body = await req.body();
      const firstName = text(body, 'firstName').trim();
      const lastName = text(body, 'lastName').trim();
      const email = normalizeEmail(text(body, 'email'));
      const password = text(body, 'password');
      const role = text(body, 'role');
      const phone = body.phone;

      const now = ctx.now();
      const { limits } = ctx;
      // Every attempt counts, per client and per address: each answer tells whether an address has an account.
      await takeOrRefuse(req, limits.get('signUpsPerClient'), req.client, now);
      if (isEmail(email)) await takeOrRefuse(req, limits.get('signUpAttemptsPerAddress'), email, now);

      const errors = new FieldErrors(req);
      const first = checkName(firstName);
      if (first === 'invalid') errors.add('firstName', 'firstNameInvalid');
      else if (first === 'blank') errors.add('firstName', 'firstNameRequired');
      const last = checkName(lastName);
      if (last === 'invalid') errors.add('lastName', 'lastNameInvalid');
      else if (last === 'blank') errors.add('lastName', 'lastNameRequired');
      if (!email) errors.add('email', 'emailRequired');
      else if (!isEmail(email)) errors.add('email', 'emailInvalid');
      else if (await findByLogin(ctx.db, email)) errors.add('email', 'emailTaken');
      if (phone !== undefined && phone !== null && phone !== '') {
        if (typeof phone !== 'string' || !PHONE_PATTERN.test(phone)) errors.add('phone', 'phoneInvalid');
      }
      if (!SIGN_UP_ROLES.includes(role)) errors.add('role', 'roleInvalid');
      if (password.length < MIN_PASSWORD_LENGTH) errors.add('password', 'passwordMin');
      if (text(body, 'confirmPassword') !== password) errors.add('confirmPassword', 'passwordMismatch');
      if (body.agreeToTerms !== true) errors.add('agreeToTerms', 'termsRequired');
      errors.throwIfAny();
      // An account nobody can verify would be stuck: sign-up waits until the academy can send mail.
      requireMail(ctx, req);

      const passwordHash = await hashPassword(password);
      // Another sign-up may have taken the email while the hash was computed (the unique index decides a true tie).
      if (await findByLogin(ctx.db, email)) {
        errors.add('email', 'emailTaken');
        errors.throwIfAny();
      }
      const user = await insertUser(ctx.db, {
        username: email,
        email,
        name: `${firstName} ${lastName}`,
        arabic_name: '',
        nid: null,
        ...signUpAccess(role, new Date(now)),
        password_hash: passwordHash,
        email_verified_at: null,
        created_at: new Date(now),
      }).catch((error: unknown) => {
        if (isUniqueViolation(error)) errors.add('email', 'emailTaken');
        errors.throwIfAny();
        throw error;
      });
      await addActivity(ctx.db, user.id, 'created', { en: 'Account created', ar: 'تم إنشاء الحساب' }, now);
      await sendVerification(ctx, req, user);
      return req.ok('registered', { user: { id: user.id, email: user.email } }, 201);
    },
    { body: RegisterBody },
  );
}
