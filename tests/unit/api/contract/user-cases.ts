import { type } from 'superstruct';
import { PermissionList, RoleList } from '../../../../src/core/api/schemas/access';
import { ActivityList, MailPreferencesSchema, unwrapUser } from '../../../../src/core/api/schemas/profile';
import { NotificationPageSchema, UnreadCountSchema } from '../../../../src/core/api/schemas/notifications';
import { UserSchema } from '../../../../src/core/api/schemas/user';
import { PASSWORD } from '../helpers';
import { after, type ClientCheck, type Contracts, ignored, schemaCheck } from './support';

// The signed-in user's routes: profile, roles, permissions, name, password and activity.

/** updateName: `type({})` on `data`, then `unwrapUser`. */
const updatedUser: ClientCheck = (body) => {
  const failure = schemaCheck(type({}))(body);
  if (failure) return failure;
  try {
    unwrapUser(body.data);
    return undefined;
  } catch (error) {
    return String(error);
  }
};

export const CONTRACTS: Contracts = {
  'GET user/current': {
    cases: [
      {
        title: 'the user',
        status: 200,
        call: { path: 'user/current', as: 'newcomer' },
        client: schemaCheck(UserSchema),
      },
    ],
  },
  'GET roles/current': {
    cases: [
      { title: 'role names', status: 200, call: { path: 'roles/current', as: 'both' }, client: schemaCheck(RoleList) },
    ],
  },
  'GET permissions/current': {
    cases: [
      {
        title: 'permission names',
        status: 200,
        call: { path: 'permissions/current', as: 'trainer' },
        client: schemaCheck(PermissionList),
      },
    ],
  },
  'PUT user/update/name': {
    cases: [
      {
        title: 'updates',
        status: 200,
        call: {
          method: 'PUT',
          path: 'user/update/name',
          as: 'learner',
          body: { id: '1', name: 'Layla', arabic_name: 'ليلى' },
        },
        client: updatedUser,
      },
      {
        title: 'someone else',
        status: 403,
        call: { method: 'PUT', path: 'user/update/name', as: 'learner', body: { id: 2, name: 'Layla' } },
      },
      {
        title: 'blank name',
        status: 422,
        call: { method: 'PUT', path: 'user/update/name', as: 'learner', body: { id: 1, name: ' ' } },
      },
      {
        title: 'wrong shape',
        status: 422,
        call: { method: 'PUT', path: 'user/update/name', as: 'learner', body: { id: 1, name: 5 } },
      },
    ],
  },
  'POST user/change-password': {
    cases: [
      {
        title: 'changes',
        status: 200,
        call: {
          method: 'POST',
          path: 'user/change-password',
          as: 'learner',
          body: { current_password: PASSWORD, password: 'new-password-1', password_confirmation: 'new-password-1' },
        },
        client: ignored,
      },
      {
        title: 'wrong current password',
        status: 422,
        call: {
          method: 'POST',
          path: 'user/change-password',
          as: 'learner',
          body: { current_password: 'nope', password: 'new-password-1', password_confirmation: 'new-password-1' },
        },
      },
      {
        title: 'wrong shape',
        status: 422,
        call: { method: 'POST', path: 'user/change-password', as: 'learner', body: { current_password: true } },
      },
      {
        title: 'too many wrong guesses',
        status: 429,
        call: after(
          5,
          {
            method: 'POST',
            path: 'user/change-password',
            as: 'learner',
            body: { current_password: 'nope', password: 'new-password-1', password_confirmation: 'new-password-1' },
          },
          (t) => t.login('learner'),
        ),
      },
    ],
  },
  'PUT user/calendar': {
    cases: [
      {
        title: 'Hijri beside Gregorian',
        status: 200,
        call: { method: 'PUT', path: 'user/calendar', as: 'learner', body: { calendar: 'both' } },
        client: updatedUser,
      },
      {
        title: 'an unknown calendar',
        status: 422,
        call: { method: 'PUT', path: 'user/calendar', as: 'learner', body: { calendar: 'islamic' } },
      },
      {
        title: 'wrong shape',
        status: 422,
        call: { method: 'PUT', path: 'user/calendar', as: 'learner', body: { calendar: 1 } },
      },
    ],
  },
  'GET user/mail/preferences': {
    cases: [
      {
        title: 'every notice kind on by default',
        status: 200,
        call: { path: 'user/mail/preferences', as: 'learner' },
        client: schemaCheck(MailPreferencesSchema),
      },
    ],
  },
  'PUT user/mail/preferences': {
    cases: [
      {
        title: 'turns a notice off',
        status: 200,
        call: {
          method: 'PUT',
          path: 'user/mail/preferences',
          as: 'learner',
          body: { kind: 'attendance-marked', email: false },
        },
        client: ignored,
      },
      {
        title: 'a trainer turns the morning digest on',
        status: 200,
        call: {
          method: 'PUT',
          path: 'user/mail/preferences',
          as: 'trainer',
          body: { kind: 'attendance-digest', email: true },
        },
        client: ignored,
      },
      {
        title: 'the digest is for trainers only',
        status: 422,
        call: {
          method: 'PUT',
          path: 'user/mail/preferences',
          as: 'learner',
          body: { kind: 'attendance-digest', email: true },
        },
      },
      {
        title: 'a security mail cannot be turned off',
        status: 422,
        call: { method: 'PUT', path: 'user/mail/preferences', as: 'learner', body: { kind: 'reset', email: false } },
      },
      {
        title: 'wrong shape',
        status: 422,
        call: { method: 'PUT', path: 'user/mail/preferences', as: 'learner', body: { kind: 'attendance-marked' } },
      },
    ],
  },
  'GET user/mail/unsubscribe': {
    exempt: "a page for people opening a mail's link, not a JSON call (covered by mail-notices.test.ts)",
  },
  'POST user/mail/unsubscribe': {
    exempt:
      'the one-click answer to a mail app (RFC 8058) or that page, not a JSON call (covered by mail-notices.test.ts)',
  },
  'GET user/notifications': {
    cases: [
      {
        title: 'the newest page',
        status: 200,
        call: { path: 'user/notifications', as: 'learner' },
        client: schemaCheck(NotificationPageSchema),
      },
      {
        title: 'an older page by cursor',
        status: 200,
        call: { path: 'user/notifications?before=1000', as: 'learner' },
        client: schemaCheck(NotificationPageSchema),
      },
      {
        title: 'a cursor that is not an id',
        status: 422,
        call: { path: 'user/notifications?before=x', as: 'learner' },
      },
    ],
  },
  'GET user/notifications/unread': {
    cases: [
      {
        title: 'the count',
        status: 200,
        call: { path: 'user/notifications/unread', as: 'learner' },
        client: schemaCheck(UnreadCountSchema),
      },
    ],
  },
  'POST user/notifications/read': {
    cases: [
      {
        title: 'marks some read',
        status: 200,
        call: { method: 'POST', path: 'user/notifications/read', as: 'learner', body: { ids: [1, 2] } },
        client: schemaCheck(UnreadCountSchema),
      },
      {
        title: 'no ids',
        status: 422,
        call: { method: 'POST', path: 'user/notifications/read', as: 'learner', body: { ids: [] } },
      },
    ],
  },
  'POST user/notifications/read-all': {
    cases: [
      {
        title: 'marks all read',
        status: 200,
        call: { method: 'POST', path: 'user/notifications/read-all', as: 'learner', body: {} },
        client: schemaCheck(UnreadCountSchema),
      },
    ],
  },
  'GET base/activity/history/user/name/{id}': {
    cases: [
      {
        title: 'own activity',
        status: 200,
        call: { path: 'base/activity/history/user/name/3', as: 'both' },
        client: schemaCheck(ActivityList),
      },
      { title: 'someone else', status: 403, call: { path: 'base/activity/history/user/name/1', as: 'both' } },
    ],
  },
};
