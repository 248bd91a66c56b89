import { type, type Infer } from 'superstruct';
import { request } from '../http/client';
import {
  ActivityItemSchema,
  ActivityList,
  unwrapUser,
  type ActivityItem,
  type UpdateNameBody,
} from './schemas/profile';
import type { User } from './schemas/user';

export { ActivityItemSchema, type ActivityItem };

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
