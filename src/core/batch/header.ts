import type { BatchOverview, BatchSchedule, Participant } from '../api/schemas/batch';
import { DATE_STYLE, formatDate } from '../locale/dates';
import { formatDecimal } from '../locale/numbers';
import type { Locale } from '../locale/locale';

// §2 header card figures and the participants table's derived cells.

/** §2/§9: the mean lecture duration (minutes) in hours, one decimal; 0 with no lecture. */
export function averageLectureHours(schedules: readonly BatchSchedule[]): number {
  if (schedules.length === 0) return 0;
  const minutes = schedules.reduce(
    (sum, schedule) => sum + (Number.isFinite(schedule.duration) ? (schedule.duration ?? 0) : 0),
    0,
  );
  return Math.round((minutes / schedules.length / 60) * 10) / 10;
}

/** §2/§9: the hours with one decimal in the language's digits ('1.5', '١٫٥'); the dictionary adds the unit. */
export function formatAverageHours(hours: number, locale: Locale): string {
  return formatDecimal(hours, locale, 1);
}

/** What the header card shows. */
export interface BatchHeader {
  title: string;
  batchNo: string;
  participantCount: number;
  sessionCount: number;
  /** Hours, one decimal (formatAverageHours shows them). */
  averageHours: number;
  startDate: string | null;
  endDate: string | null;
  courseTitle: string | null;
}

/** §2 header card: the participant count falls back to the loaded participants when the overview has none. */
export function batchHeader(overview: BatchOverview, participants?: readonly Participant[]): BatchHeader {
  return {
    title: overview.batch_title,
    batchNo: overview.batch_no,
    participantCount: overview.participant_count ?? participants?.length ?? 0,
    sessionCount: overview.batch_schedules.length,
    averageHours: averageLectureHours(overview.batch_schedules),
    startDate: overview.start_date ?? null,
    endDate: overview.end_date ?? null,
    courseTitle: overview.batch_courses[0]?.course_title ?? null,
  };
}

const PLAIN_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * §2 a start or end date as the header shows it ('Nov 1, 2026'): a plain 'YYYY-MM-DD' is that calendar day in every
 * time zone (read as UTC midnight, so it is formatted in UTC); a date-time by its instant here; unreadable text as is.
 */
export function formatBatchDate(value: string, locale: Locale): string {
  const text = value.trim();
  if (Number.isNaN(Date.parse(text))) return value;
  const timeZone = PLAIN_DAY.test(text) ? 'UTC' : undefined;
  return formatDate(text, locale, { ...DATE_STYLE, timeZone });
}

/** §2: the contact number, or null when missing (the table then shows 'N/A'). */
export function contactOf(participant: Participant): string | null {
  const phone = participant.participant_phone_number?.trim();
  return phone ? phone : null;
}
