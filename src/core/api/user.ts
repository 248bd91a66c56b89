import { array, type, string, type Infer } from 'superstruct';
import { request } from '../http/client';
import { Id, Ignored, NameList, OptionalText } from './common';

export const UserSchema = type({
  id: Id,
  name: string(),
  arabic_name: OptionalText,
  email: string(),
  nid: OptionalText,
  roles: NameList,
  permissions: NameList,
});
export type User = Infer<typeof UserSchema>;

export const ActivityItemSchema = type({
  id: Id,
  type: string(),
  icon: OptionalText,
  message: string(),
  created_at: string(),
});
export type ActivityItem = Infer<typeof ActivityItemSchema>;

/** GET user/current — also validates a stored token. */
export function fetchCurrentUser(options: { silent?: boolean } = {}): Promise<User> {
  return request('GET', 'user/current', { schema: UserSchema, silent: options.silent });
}

/** PUT user/update/name — answer `data.data` or `data` is the updated user. */
export async function updateName(input: { id: string; name: string; arabic_name: string }): Promise<User> {
  const result = await request('PUT', 'user/update/name', { json: input, schema: type({}), silent: true });
  return unwrapUser(result);
}

function unwrapUser(value: unknown): User {
  const inner = (value as { data?: unknown }).data ?? value;
  return UserSchema.create(inner);
}

export function changePassword(input: { current_password: string; password: string; password_confirmation: string }): Promise<unknown> {
  return request('POST', 'user/change-password', { json: input, schema: Ignored, silent: true });
}

/** GET base/activity/history/user/name/{id}. */
export function fetchActivity(userId: string): Promise<ActivityItem[]> {
  return request('GET', `base/activity/history/user/name/${encodeURIComponent(userId)}`, { schema: array(ActivityItemSchema), silent: true });
}
