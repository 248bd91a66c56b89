import type { BatchSchedule } from '../api/schemas/batch';
import { formatDate } from '../locale/dates';
import type { Locale } from '../locale/locale';

// §2 attendance sub-tabs: one per lecture, 'Lecture N' plus a short date; today's lecture opens first.

/** One lecture sub-tab: `number` is N of 'Lecture N'; `id` is the lecture (related_id of attendance/table). */
export interface LectureTab {
  id: string | null;
  number: number;
  /** The lecture's day, YYYY-MM-DD ('' when unreadable). */
  day: string;
  schedule: BatchSchedule;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** YYYY-MM-DD of an instant in `timeZone` (the browser's zone when absent or unknown). */
export function dayKey(at: Date, timeZone?: string): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  } catch {
    return dayKey(at);
  }
}

/** A schedule date's day: a plain 'YYYY-MM-DD' as written, an ISO date-time by its instant in `timeZone`; '' when unreadable. */
export function lectureDay(date: string, timeZone?: string): string {
  const text = date.trim();
  if (DAY.test(text)) return text;
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? '' : dayKey(at, timeZone);
}

/** The tabs in date order (same day: the server's order; unreadable dates last), numbered from 1. */
export function lectureTabs(schedules: readonly BatchSchedule[], timeZone?: string): LectureTab[] {
  return schedules
    .map((schedule) => ({ schedule, day: lectureDay(schedule.date, timeZone) }))
    .sort((a, b) => (a.day || '\uffff').localeCompare(b.day || '\uffff'))
    .map(({ schedule, day }, index) => ({
      id: schedule.record_id ?? schedule.batch_schedule_id ?? null,
      number: index + 1,
      day,
      schedule,
    }));
}

/** §2: the index of the first tab dated today, else 0 (-1 when there is no tab). */
export function initialLectureIndex(tabs: readonly LectureTab[], now: Date = new Date(), timeZone?: string): number {
  if (tabs.length === 0) return -1;
  const today = dayKey(now, timeZone);
  const index = tabs.findIndex((tab) => tab.day === today);
  return index === -1 ? 0 : index;
}

/** The tab's short date ('Nov 22' / Arabic in ar-SA, in the user's calendar); '' when unreadable. */
export function shortLectureDate(tab: Pick<LectureTab, 'day'>, locale: Locale): string {
  const match = DAY.exec(tab.day);
  if (!match) return '';
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return formatDate(day, locale, { timeZone: 'UTC', month: 'short', day: 'numeric' });
}
