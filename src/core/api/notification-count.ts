import { request } from '../http/client';
import { UnreadCountSchema } from './schemas/notification-count';

/** GET user/notifications/unread: the cheap poll behind the header's badge (apart from the list's calls, which load with the panel). */
export async function fetchUnreadCount(): Promise<number> {
  const { unread } = await request('GET', 'user/notifications/unread', { schema: UnreadCountSchema, silent: true });
  return unread;
}
