import type { Notification } from '../api/notifications';
import { DATE_TIME_STYLE, formatDate } from '../locale/dates';
import type { Locale } from '../locale/locale';
import type { Message } from '../locale/message';
import { pluralForm } from '../locale/plural';
import { relativeTime } from '../locale/relative-time';
import { isSafeReturnPath } from '../navigation/return-to';

/** Notification kinds this client has words for; a kind a newer server adds is left out (its code is not a label). */
export const NOTIFICATION_KINDS = ['marked-absent', 'marked-late', 'lecture-soon'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export function isNotificationKind(kind: string): kind is NotificationKind {
  return (NOTIFICATION_KINDS as readonly string[]).includes(kind);
}

/** What a notification says: its title's key and the lecture · date line's parameters. */
export interface NotificationWords {
  titleKey: `notifications.kind.${NotificationKind}`;
  params: { lecture: string; when: string };
}

/**
 * A notification in words, or null for a kind this client does not know. The lecture is its Arabic title on an
 * Arabic page when it has one, else its English title; `when` is its start in the language's digits and the one
 * date-and-time style ('' when missing or unreadable). `timeZone` is for tests; the browser's zone otherwise.
 */
export function notificationWords(
  notification: Pick<Notification, 'kind' | 'params'>,
  locale: Locale,
  timeZone?: string,
): NotificationWords | null {
  const { kind, params } = notification;
  if (!isNotificationKind(kind)) return null;
  const arabic = params.lecture_ar?.trim();
  const lecture = locale === 'ar' && arabic ? arabic : (params.lecture ?? '');
  const start = params.start_at ? Date.parse(params.start_at) : NaN;
  const when = Number.isFinite(start) ? formatDate(start, locale, { ...DATE_TIME_STYLE, timeZone }) : '';
  return { titleKey: `notifications.kind.${kind}`, params: { lecture, when } };
}

/** The notifications the panel lists: known kinds only, newest (highest id) first, each id once. */
export function shownNotifications(items: readonly Notification[]): Notification[] {
  const byId = new Map<number, Notification>();
  for (const item of items) if (isNotificationKind(item.kind)) byId.set(item.id, item);
  return [...byId.values()].sort((a, b) => b.id - a.id);
}

/** Where an item leads: its app path when it is a same-site page, else the dashboard (never another site). */
export function notificationHref(path: string): string {
  return isSafeReturnPath(path) ? path : '/dashboard';
}

/**
 * "5 minutes ago" for when a notification arrived, by the §9 thresholds (the shared `relativeTime` words, which the
 * panel loads); null when the time cannot be read.
 */
export function arrivalMessage(createdAt: string, now: number = Date.now()): Message | null {
  const relative = relativeTime(createdAt, now);
  if (!relative) return null;
  if (relative.unit === 'now') return { key: 'notifications.ago.now' };
  return { key: `notifications.ago.${relative.unit}.${pluralForm(relative.count)}`, params: { count: relative.count } };
}
