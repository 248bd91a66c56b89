import { CalendarBody, ChangePasswordBody, UpdateNameBody } from '../../../../src/core/api/schemas/profile';
import { isCalendar } from '../../../../src/core/locale/calendar';
import { isLatinName } from '../../../../src/core/profile/latin-name';
import type { ApiContext } from '../../context';
import type { Router } from '../../router';
import { hashPassword, verifyPassword } from '../../security';
import { takeOrRefuse } from '../../rate-limit';
import { revokeUserTokens } from '../../sessions';
import { activityOf, addActivity, MIN_PASSWORD_LENGTH, publicUser, updateUser } from '../../users';
import { passwordChangedMail } from '../auth/directory';
import { checkName, FieldErrors, rowId, text } from '../../validation';

const MAX_NAME_LENGTH = 255;

// The signed-in user's own profile, password, roles, permissions and activity.
export function userRoutes(router: Router, ctx: ApiContext): void {
  router.get('user/current', (req) => req.ok('ok', publicUser(req.currentUser)), { auth: true });

  router.get('roles/current', (req) => req.ok('ok', [...req.currentUser.roles]), { auth: true });

  router.get('permissions/current', (req) => req.ok('ok', [...req.currentUser.permissions]), { auth: true });

  router.put(
    'user/update/name',
    async (req) => {
      const user = req.currentUser;
      const body = await req.body();
      if (body.id === undefined || body.id === null || body.id === '') {
        const errors = new FieldErrors(req);
        errors.add('id', 'idRequired');
        errors.throwIfAny();
      }
      if (rowId(body.id) !== user.id) throw req.fail(403, 'forbidden');

      const name = text(body, 'name').trim();
      const arabicRaw = body.arabic_name ?? '';
      const errors = new FieldErrors(req);
      const nameCheck = checkName(name);
      if (nameCheck === 'invalid') errors.add('name', 'nameInvalid');
      else if (nameCheck === 'blank') errors.add('name', 'nameRequired');
      else if (name.length > MAX_NAME_LENGTH) errors.add('name', 'nameTooLong');
      else if (!isLatinName(name)) errors.add('name', 'nameNotLatin');
      if (typeof arabicRaw !== 'string' || arabicRaw.trim().length > MAX_NAME_LENGTH) {
        errors.add('arabic_name', 'arabicNameInvalid');
      } else if (checkName(arabicRaw) === 'invalid') {
        errors.add('arabic_name', 'arabicNameCharacters');
      }
      errors.throwIfAny();

      const updated = await ctx.db.transaction(async (tx) => {
        const row = await updateUser(tx, user.id, {
          name,
          arabic_name: typeof arabicRaw === 'string' ? arabicRaw.trim() : '',
        });
        await addActivity(
          tx,
          user.id,
          'updated',
          { en: 'Profile name updated', ar: 'تم تحديث اسم الملف الشخصي' },
          ctx.now(),
        );
        return row;
      });
      return req.ok('profileUpdated', publicUser(updated ?? user));
    },
    { auth: true, body: UpdateNameBody },
  );

  // How the user's dates are shown, here and in their mails and certificates (#34).
  router.put(
    'user/calendar',
    async (req) => {
      const calendar = text(await req.body(), 'calendar');
      const errors = new FieldErrors(req);
      if (!isCalendar(calendar)) errors.add('calendar', 'calendarInvalid');
      errors.throwIfAny();
      const updated = isCalendar(calendar) ? await updateUser(ctx.db, req.currentUser.id, { calendar }) : undefined;
      return req.ok('calendarSaved', publicUser(updated ?? req.currentUser));
    },
    { auth: true, body: CalendarBody },
  );

  router.post(
    'user/change-password',
    async (req) => {
      const user = req.currentUser;
      const body = await req.body();
      const current = text(body, 'current_password');
      const password = text(body, 'password');
      const guesses = ctx.limits.get('passwordGuessesPerUser');
      const key = String(user.id);
      // A stolen session must not become an unlimited password oracle: each check takes a guess, a right one gives it back.
      const guess = await takeOrRefuse(req, guesses, key, ctx.now());
      const errors = new FieldErrors(req);
      const right = current !== '' && (await verifyPassword(current, user.password_hash));
      if (!current) errors.add('current_password', 'currentPasswordRequired');
      else if (!right) errors.add('current_password', 'currentPasswordWrong');
      if (right || !current) await guesses.refund(guess);
      if (password.length < MIN_PASSWORD_LENGTH) errors.add('password', 'passwordMin');
      if (text(body, 'password_confirmation') !== password) errors.add('password_confirmation', 'passwordMismatch');
      errors.throwIfAny();

      const passwordHash = await hashPassword(password);
      await guesses.clear(key);
      await ctx.db.transaction(async (tx) => {
        await updateUser(tx, user.id, { password_hash: passwordHash });
        // Every other session ends (a thief's included); the one that changed the password stays signed in.
        await revokeUserTokens(tx, user.id, ctx.now(), req.tokenHash);
        await addActivity(tx, user.id, 'updated', { en: 'Password changed', ar: 'تم تغيير كلمة المرور' }, ctx.now());
        const content = passwordChangedMail(req.t.bind(req), ctx.publicOrigin);
        await ctx.mail.queue(tx, { to: user.email, kind: 'password-changed', locale: req.lang, content });
      });
      ctx.mail.wake();
      return req.ok('passwordChanged', null);
    },
    { auth: true, body: ChangePasswordBody },
  );

  router.get(
    'base/activity/history/user/name/{id}',
    async (req) => {
      const user = req.currentUser;
      if (rowId(req.params.id) !== user.id) throw req.fail(403, 'forbidden');
      return req.ok('ok', await activityOf(ctx.db, user.id, req.lang));
    },
    { auth: true },
  );
}
