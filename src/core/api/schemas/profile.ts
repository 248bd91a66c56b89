import { array, boolean, nullable, number, optional, string, type, union } from 'superstruct';
import type { Infer } from 'superstruct';
import { Id, OptionalText } from './common';
import { maxLength, PASSWORD_MAX, TEXT_MAX } from './limits';
import { UserSchema, type User } from './user';

// The profile page's calls (name, password, activity): kept apart from user/current so the sign-in page never loads them.

export const ActivityItemSchema = type({
  id: Id,
  type: string(),
  icon: OptionalText,
  message: string(),
  created_at: string(),
});
export type ActivityItem = Infer<typeof ActivityItemSchema>;

/** PUT user/update/name answer: `data.data` or `data` is the updated user (throws when it is not a user). */
export function unwrapUser(value: unknown): User {
  const inner = (value as { data?: unknown }).data ?? value;
  return UserSchema.create(inner);
}

/** GET base/activity/history/user/name/{id} answer. */
export const ActivityList = array(ActivityItemSchema);

/** PUT user/update/name body; the id may be sent as a number or a numeric string. */
export const UpdateNameBody = type({
  id: union([string(), number()]),
  name: maxLength(string(), TEXT_MAX),
  arabic_name: optional(nullable(maxLength(string(), TEXT_MAX))),
});

/** POST user/change-password body. */
export const ChangePasswordBody = type({
  current_password: maxLength(string(), PASSWORD_MAX),
  password: maxLength(string(), PASSWORD_MAX),
  password_confirmation: maxLength(string(), PASSWORD_MAX),
});

/** PUT user/calendar: how the user's dates are shown (#34); the server refuses any value but the three calendars. */
export const CalendarBody = type({ calendar: maxLength(string(), 40) });

/** PUT user/mail/preferences: turns one notice kind's email on or off (security mails cannot be turned off). */
export const MailPreferenceBody = type({ kind: maxLength(string(), 40), email: boolean() });

/** GET user/mail/preferences: every notice kind with whether it comes by email. */
export const MailPreferencesSchema = array(type({ kind: string(), email: boolean() }));
export type MailPreferences = Infer<typeof MailPreferencesSchema>;
