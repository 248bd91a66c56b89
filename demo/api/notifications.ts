import { and, count, desc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from './db/database';
import { notifications } from './schema';

// In-app notifications (#32), shared plumbing: features write them with the change that causes them (like a mail),
// the user feature serves them to the shell.

/** Kept this long, then pruned by the user feature's job. */
export const NOTIFICATION_KEEP_MS = 90 * 24 * 60 * 60_000;

/** A page of the shell's panel. */
export const NOTIFICATION_PAGE_SIZE = 20;

/** Kinds the features write; the client words each one (a kind it does not know is left out). */
export type NotificationKind =
  | 'marked-absent'
  | 'marked-late'
  | 'lecture-soon'
  | 'exam-passed'
  | 'exam-failed'
  | 'certificate-issued'
  | 'ticket-answered'
  | 'ticket-closed';

export interface NewNotification {
  userId: number;
  kind: NotificationKind;
  params: Record<string, string>;
  /** The app path it opens, e.g. `/dashboard`. */
  path: string;
}

/** One notification as the API answers it. */
export interface NotificationItem {
  id: number;
  kind: string;
  params: Record<string, string>;
  path: string;
  created_at: string;
  read: boolean;
}

/** The params of a notification about a lecture: both titles (the client picks by its language) and its start. */
export function lectureParams(lecture: { title: string; title_ar: string; start_at: Date | string }) {
  return {
    lecture: lecture.title,
    lecture_ar: lecture.title_ar,
    start_at: new Date(lecture.start_at).toISOString(),
  };
}

/** Writes notifications on `on` (the transaction of the change that causes them). */
export async function notify(on: Db, items: readonly NewNotification[], now: number): Promise<void> {
  if (items.length === 0) return;
  const at = new Date(now);
  await on
    .insert(notifications)
    .values(items.map(({ userId, kind, params, path }) => ({ user_id: userId, kind, params, path, created_at: at })));
}

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)));
  return row?.n ?? 0;
}

/** Newest first, a page older than `before` (an id) when given; `more` says an older page exists. */
export async function listNotifications(
  db: Db,
  userId: number,
  before: number | undefined,
): Promise<{ items: NotificationItem[]; more: boolean }> {
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), before === undefined ? undefined : lt(notifications.id, before)))
    .orderBy(desc(notifications.id))
    .limit(NOTIFICATION_PAGE_SIZE + 1);
  return {
    items: rows.slice(0, NOTIFICATION_PAGE_SIZE).map((row) => ({
      id: row.id,
      kind: row.kind,
      params: row.params,
      path: row.path,
      created_at: row.created_at.toISOString(),
      read: row.read_at !== null,
    })),
    more: rows.length > NOTIFICATION_PAGE_SIZE,
  };
}

/** Marks the user's own notifications read (ids of someone else's are ignored), or all of them without `ids`. */
export async function markRead(db: Db, userId: number, ids: readonly number[] | 'all', now: number): Promise<void> {
  await db
    .update(notifications)
    .set({ read_at: new Date(now) })
    .where(
      and(
        eq(notifications.user_id, userId),
        isNull(notifications.read_at),
        ids === 'all' ? undefined : inArray(notifications.id, [...ids]),
      ),
    );
}

/** Forgets notifications older than 90 days. */
export async function pruneNotifications(db: Db, now: number): Promise<void> {
  await db.delete(notifications).where(lt(notifications.created_at, new Date(now - NOTIFICATION_KEEP_MS)));
}
