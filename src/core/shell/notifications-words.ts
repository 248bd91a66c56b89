import type { Notification } from '../api/notifications';
import { DATE_TIME_STYLE, formatDate } from '../locale/dates';
import type { Locale } from '../locale/locale';
import type { Message } from '../locale/message';
import { formatPercent, localDigits } from '../locale/numbers';
import { pluralForm } from '../locale/plural';
import { relativeTime } from '../locale/relative-time';
import { isSafeReturnPath } from '../navigation/return-to';

/** Notification kinds this client has words for; a kind a newer server adds is left out (its code is not a label). */
export const NOTIFICATION_KINDS = [
  'marked-absent',
  'marked-late',
  'lecture-soon',
  'exam-passed',
  'exam-failed',
  'certificate-issued',
  'ticket-answered',
  'ticket-closed',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export function isNotificationKind(kind: string): kind is NotificationKind {
  return (NOTIFICATION_KINDS as readonly string[]).includes(kind);
}

/** What a notification says: its title's key and the line under it (what it is about, and when or how). */
export interface NotificationWords {
  titleKey: `notifications.kind.${NotificationKind}`;
  detail: Message;
}

/** The name in the page's language: the Arabic one on an Arabic page when it has one, else the English one. */
function named(params: Record<string, string>, field: string, locale: Locale): string {
  const arabic = params[`${field}_ar`]?.trim();
  return locale === 'ar' && arabic ? arabic : (params[field] ?? '');
}

/** The line under a lecture's title: the lecture and its start in the one date-and-time style, or just the lecture. */
function lectureDetail(params: Record<string, string>, locale: Locale, timeZone: string | undefined): Message {
  const lecture = named(params, 'lecture', locale);
  const start = params.start_at ? Date.parse(params.start_at) : NaN;
  if (!Number.isFinite(start)) return { text: lecture };
  return {
    key: 'notifications.detail',
    params: { lecture, when: formatDate(start, locale, { ...DATE_TIME_STYLE, timeZone }) },
  };
}

/** The line under the other kinds' titles: the exam and its score, the course and certificate, the ticket. */
function otherDetail(kind: NotificationKind, params: Record<string, string>, locale: Locale): Message {
  if (kind === 'exam-passed' || kind === 'exam-failed') {
    const percentage = Number(params.percentage);
    if (!Number.isFinite(percentage)) return { text: named(params, 'exam', locale) };
    // The result screen's two decimals (core/exam's PERCENTAGE_DECIMALS).
    const score = formatPercent(percentage, locale, 2);
    return { key: 'notifications.detailScore', params: { exam: named(params, 'exam', locale), score } };
  }
  if (kind === 'certificate-issued') {
    const number = params.certificate_no ?? '';
    return { key: 'notifications.detailCertificate', params: { course: named(params, 'course', locale), number } };
  }
  const number = localDigits(params.ticket_no ?? '', locale);
  return { key: 'notifications.detailTicket', params: { number, title: params.title ?? '' } };
}

/**
 * A notification in words, or null for a kind this client does not know. Names are the Arabic ones on an Arabic page
 * when they have one; dates, scores and numbers are in the language's digits. `timeZone` is for tests.
 */
export function notificationWords(
  notification: Pick<Notification, 'kind' | 'params'>,
  locale: Locale,
  timeZone?: string,
): NotificationWords | null {
  const { kind, params } = notification;
  if (!isNotificationKind(kind)) return null;
  const lecture = kind === 'marked-absent' || kind === 'marked-late' || kind === 'lecture-soon';
  const detail = lecture ? lectureDetail(params, locale, timeZone) : otherDetail(kind, params, locale);
  return { titleKey: `notifications.kind.${kind}`, detail };
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
