import type { ScheduleItem } from '../api/schemas/dashboard';
import { DATE_STYLE, formatDate, TIME_STYLE } from '../locale/dates';
import type { CalendarPreference } from '../locale/calendar';
import type { Locale } from '../locale/locale';
import { lectureStatus } from './labels';

/** YYYY-MM-DD of `now` in `timeZone` (the browser's zone when absent or unknown). */
export function dateKey(now: Date, timeZone?: string | null): string {
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone: timeZone || undefined,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
  } catch {
    return dateKey(now);
  }
}

const DAY_MS = 86_400_000;

/** Dated today, or yesterday and running past midnight (its end time before its start time) into today. */
function isToday(item: ScheduleItem, now: Date): boolean {
  if (item.date === dateKey(now, item.timezone)) return true;
  return item.end_time < item.start_time && item.date === dateKey(new Date(now.getTime() - DAY_MS), item.timezone);
}

/** Today's lectures whose status is active (the trainer's QR section), an evening lecture running past midnight included. */
export function todaysActiveLectures(schedule: readonly ScheduleItem[], now: Date = new Date()): ScheduleItem[] {
  return schedule.filter((item) => lectureStatus(item.status) === 'active' && isToday(item, now));
}

/** The learner's QR attendance card: today's active session, derived from the schedule; null shows the discovery hero. */
export function activeSession(schedule: readonly ScheduleItem[], now: Date = new Date()): ScheduleItem | null {
  return todaysActiveLectures(schedule, now)[0] ?? null;
}

export interface ScheduleDay {
  date: string;
  items: ScheduleItem[];
}

/** The weekly schedule grouped by day, days and lectures in time order. */
export function groupByDay(schedule: readonly ScheduleItem[]): ScheduleDay[] {
  const sorted = [...schedule].sort((a, b) => a.date.localeCompare(b.date) || a.start_time.localeCompare(b.start_time));
  const days: ScheduleDay[] = [];
  for (const item of sorted) {
    const last = days[days.length - 1];
    if (last?.date === item.date) last.items.push(item);
    else days.push({ date: item.date, items: [item] });
  }
  return days;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_START = /^(\d{4})-(\d{2})-(\d{2})/;
const TIME_ONLY = /^(\d{1,2}):(\d{2})/;

/** A calendar day read by `pattern` and written with `options` in the shown language (UTC: no zone shifts the day); unreadable text as is. */
function formatDay(
  date: string,
  pattern: RegExp,
  locale: Locale,
  options: Intl.DateTimeFormatOptions,
  calendar?: CalendarPreference,
): string {
  const match = pattern.exec(date);
  if (!match) return date;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return formatDate(day, locale, { timeZone: 'UTC', ...options }, calendar);
}

/** A schedule day ('2026-11-22') as 'Sunday, Nov 22' in the shown language and calendar; unreadable text as is. */
export function formatScheduleDate(date: string, locale: Locale, calendar?: CalendarPreference): string {
  return formatDay(date, DATE_ONLY, locale, { weekday: 'long', month: 'short', day: 'numeric' }, calendar);
}

/** A schedule time ('14:30', the lecture's own zone) as '2:30 PM' in the shown language; unreadable text as is. */
export function formatScheduleTime(time: string, locale: Locale): string {
  const match = TIME_ONLY.exec(time);
  if (!match) return time;
  const at = new Date(Date.UTC(1970, 0, 1, Number(match[1]), Number(match[2])));
  return formatDate(at, locale, { ...TIME_STYLE, timeZone: 'UTC' });
}

/**
 * An ISO date-time as the parts of 'Nov 22, 2026 at 10:00 AM' (the dictionary joins them with its word for
 * 'at'); null when missing or unreadable. `timeZone` is for tests; the browser's zone otherwise.
 */
export function dateAtTimeParts(
  value: string | null | undefined,
  locale: Locale,
  timeZone?: string,
  calendar?: CalendarPreference,
): { date: string; time: string } | null {
  if (!value) return null;
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return null;
  return {
    date: formatDate(at, locale, { ...DATE_STYLE, timeZone }, calendar),
    time: formatDate(at, locale, { ...TIME_STYLE, timeZone }),
  };
}

/** A date ('2026-11-22', or an ISO date-time's day) as 'Nov 22, 2026'; unreadable text as is. */
export function formatDateOnly(date: string, locale: Locale, calendar?: CalendarPreference): string {
  return formatDay(date, DATE_START, locale, DATE_STYLE, calendar);
}

/** What the learner's attendance card asks for: a check-in scan, the check-out scan, or nothing more (#29 item 9). */
export type AttendanceStep = 'scan' | 'check-out' | 'done';

/** The attendance step from the lecture's `attendance_state`; unknown or missing states ask for a scan (§2). */
export function attendanceStep(item: Pick<ScheduleItem, 'attendance_state'>): AttendanceStep {
  if (item.attendance_state === 'checked_out') return 'done';
  return item.attendance_state === 'checked_in' ? 'check-out' : 'scan';
}
