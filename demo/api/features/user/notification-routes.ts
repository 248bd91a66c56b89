import { NotificationReadAllBody, NotificationReadBody } from '../../../../src/core/api/schemas/notifications';
import type { ApiContext } from '../../context';
import { listNotifications, markRead, unreadCount } from '../../notifications';
import type { Router } from '../../router';
import { FieldErrors, rowId } from '../../validation';

// The shell's notifications (#32): a page of them, the unread count it polls, and marking them read.
export function notificationRoutes(router: Router, ctx: ApiContext): void {
  router.get(
    'user/notifications',
    async (req) => {
      const raw = req.query.get('before');
      const before = raw === null ? undefined : rowId(raw);
      if (raw !== null && before === undefined) {
        const errors = new FieldErrors(req);
        errors.add('before', 'notificationCursorInvalid');
        errors.throwIfAny();
      }
      const userId = req.currentUser.id;
      const page = await listNotifications(ctx.db, userId, before);
      return req.ok('ok', { ...page, unread: await unreadCount(ctx.db, userId) });
    },
    { auth: true },
  );

  router.get(
    'user/notifications/unread',
    async (req) => req.ok('ok', { unread: await unreadCount(ctx.db, req.currentUser.id) }),
    { auth: true },
  );

  router.post(
    'user/notifications/read',
    async (req) => {
      // The shape check lets a missing field through for its rule to name: ids are required.
      const { ids } = (await req.body()) as { ids?: number[] | null };
      if (!ids) {
        const errors = new FieldErrors(req);
        errors.add('ids', 'notificationIdsRequired');
        errors.throwIfAny();
      }
      const userId = req.currentUser.id;
      await markRead(ctx.db, userId, ids ?? [], ctx.now());
      return req.ok('ok', { unread: await unreadCount(ctx.db, userId) });
    },
    { auth: true, body: NotificationReadBody },
  );

  router.post(
    'user/notifications/read-all',
    async (req) => {
      const userId = req.currentUser.id;
      await markRead(ctx.db, userId, 'all', ctx.now());
      return req.ok('ok', { unread: await unreadCount(ctx.db, userId) });
    },
    { auth: true, body: NotificationReadAllBody },
  );
}
