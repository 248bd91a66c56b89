import { type, type Infer } from 'superstruct';
import { request } from '../http/client';
import { Ignored } from './schemas/common';
import { ActivityItemSchema, ActivityList, unwrapUser, type ActivityItem, type ChangePasswordBody, type UpdateNameBody } from './schemas/profile';
import type { User } from './schemas/user';

export { ActivityItemSchema, type ActivityItem };

/** PUT user/update/name — answer `data.data` or `data` is the updated user. */
export async function updateName(input: { id: string; name: string; arabic_name: string }): Promise<User> {
  const json = input satisfies Infer<typeof UpdateNameBody>;
  const result = await request('PUT', 'user/update/name', { json, schema: type({}), silent: true });
  return unwrapUser(result);
}

export function changePassword(input: { current_password: string; password: string; password_confirmation: string }): Promise<unknown> {
  const json = input satisfies Infer<typeof ChangePasswordBody>;
  return request('POST', 'user/change-password', { json, schema: Ignored, silent: true });
}

/** GET base/activity/history/user/name/{id}. */
export function fetchActivity(userId: string): Promise<ActivityItem[]> {
  return request('GET', `base/activity/history/user/name/${encodeURIComponent(userId)}`, { schema: ActivityList, silent: true });
}
