import type { Infer } from 'superstruct';
import { request } from '../http/client';
import {
  NotificationPageSchema,
  UnreadCountSchema,
  type Notification,
  type NotificationPage,
  type NotificationReadAllBody,
  type NotificationReadBody,
} from './schemas/notifications';

export type { Notification, NotificationPage };
export { fetchUnreadCount } from './notification-count';

/** GET user/notifications: the newest page, or the page older than the notification `before`. */
export function fetchNotifications(before?: number): Promise<NotificationPage> {
  const query = before === undefined ? '' : `?before=${encodeURIComponent(before)}`;
  return request('GET', `user/notifications${query}`, { schema: NotificationPageSchema, silent: true });
}

/** POST user/notifications/read: marks these notifications read; answers the unread count left. */
export async function postNotificationsRead(ids: number[]): Promise<number> {
  const json = { ids } satisfies Infer<typeof NotificationReadBody>;
  const { unread } = await request('POST', 'user/notifications/read', {
    json,
    schema: UnreadCountSchema,
    silent: true,
  });
  return unread;
}

/** POST user/notifications/read-all: marks every notification read; answers the unread count left (0). */
export async function postNotificationsReadAll(): Promise<number> {
  const json = {} satisfies Infer<typeof NotificationReadAllBody>;
  const { unread } = await request('POST', 'user/notifications/read-all', {
    json,
    schema: UnreadCountSchema,
    silent: true,
  });
  return unread;
}
