import { type, type Infer } from 'superstruct';
import { request } from '../http/client';
import { Ignored } from './schemas/common';
import {
  ActivityItemSchema,
  ActivityList,
  type CalendarBody,
  MailPreferencesSchema,
  unwrapUser,
  type ActivityItem,
  type MailPreferenceBody,
  type MailPreferences,
  type UpdateNameBody,
} from './schemas/profile';
import type { User } from './schemas/user';
import type { CalendarPreference } from '../locale/calendar';

export { ActivityItemSchema, type ActivityItem, type MailPreferences };

/** PUT user/update/name — answer `data.data` or `data` is the updated user. */
export async function updateName(input: { id: string; name: string; arabic_name: string }): Promise<User> {
  const json = input satisfies Infer<typeof UpdateNameBody>;
  const result = await request('PUT', 'user/update/name', { json, schema: type({}), silent: true });
  return unwrapUser(result);
}

/** GET base/activity/history/user/name/{id}. */
export function fetchActivity(userId: string): Promise<ActivityItem[]> {
  return request('GET', `base/activity/history/user/name/${encodeURIComponent(userId)}`, {
    schema: ActivityList,
    silent: true,
  });
}

/** GET user/mail/preferences: each notice kind and whether it comes by email. */
export function fetchMailPreferences(): Promise<MailPreferences> {
  return request('GET', 'user/mail/preferences', { schema: MailPreferencesSchema, silent: true });
}

/** PUT user/mail/preferences: one notice kind's email on or off. */
export async function putMailPreference(kind: string, email: boolean): Promise<void> {
  const json = { kind, email } satisfies Infer<typeof MailPreferenceBody>;
  await request('PUT', 'user/mail/preferences', { json, schema: Ignored, silent: true });
}

/** PUT user/calendar: how the user's dates are shown (#34); answers the updated user. */
export async function putCalendar(calendar: CalendarPreference): Promise<User> {
  const json = { calendar } satisfies Infer<typeof CalendarBody>;
  const result = await request('PUT', 'user/calendar', { json, schema: type({}), silent: true });
  return unwrapUser(result);
}
