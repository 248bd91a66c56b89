import { ALLOWANCE_MINUTES_MAX } from '../api/schemas/exam-allowances';
import type { ExamBoard } from '../api/schemas/exam-board';
import type { IntegrityRow } from '../api/schemas/exam-integrity';
import { formatDate } from '../locale/dates';
import { translate } from '../locale/i18n';
import type { Locale } from '../locale/locale';
import { formatParam, localDigits } from '../locale/numbers';
import { TIMELINE_TIME_STYLE } from './integrity-words';

// The live exam board's pure pieces (#33): which exams have one, its clock and times in words, the minutes a trainer
// types, and what is worth announcing. The `integrity.board.*` words come with integrityDictionary.

/** The fewest and most minutes one extension adds (the server checks the same range). */
export const EXTEND_MINUTES_MIN = 1;
export const EXTEND_MINUTES_MAX = ALLOWANCE_MINUTES_MAX;

/** An exam with attempts in the batch, as a board to open. */
export interface BoardExam {
  exam_no: number;
  exam_title: string;
  /** Some attempt at it is still running. */
  running: boolean;
}

/** The distinct exams among the batch's attempts: those with a running attempt first, else in the list's order. */
export function boardExams(rows: readonly IntegrityRow[]): BoardExam[] {
  const exams = new Map<number, BoardExam>();
  for (const row of rows) {
    const known = exams.get(row.exam_no);
    if (known) known.running ||= !row.completed;
    else exams.set(row.exam_no, { exam_no: row.exam_no, exam_title: row.exam_title, running: !row.completed });
  }
  const list = [...exams.values()];
  return [...list.filter((exam) => exam.running), ...list.filter((exam) => !exam.running)];
}

/** Time left as m:ss (h:mm:ss from an hour up) in the language's digits. */
export function clockText(seconds: number, locale: Locale): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = String(total % 60).padStart(2, '0');
  const text = hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
  return localDigits(text, locale);
}

/** A time of day with seconds ('10:04:05 AM' / '١٠:٠٤:٠٥ ص'), '' for none or an unreadable one. */
export function boardTime(value: string | number | null, locale: Locale): string {
  if (value === null) return '';
  const ms = typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(ms) ? formatDate(ms, locale, TIMELINE_TIME_STYLE) : '';
}

/** Typed minutes as a whole number in range (Arabic-Indic digits too), or null when they are not. */
export function parseMinutes(raw: string): number | null {
  const ascii = raw.trim().replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660));
  if (!/^\d{1,3}$/.test(ascii)) return null;
  const minutes = Number(ascii);
  return minutes >= EXTEND_MINUTES_MIN && minutes <= EXTEND_MINUTES_MAX ? minutes : null;
}

/** The message for minutes out of range: 'Enter whole minutes from 1 to 240.' in the language's digits. */
export function minutesRangeText(locale: Locale): string {
  return translate(locale, 'integrity.board.minutesRange', {
    min: formatParam(EXTEND_MINUTES_MIN, locale),
    max: formatParam(EXTEND_MINUTES_MAX, locale),
  });
}

/** How many attempts are online and how many have ended. */
export interface BoardTally {
  online: number;
  completed: number;
  total: number;
}

/** The board's counts: online among the running attempts, and ended ones. */
export function boardTally(board: ExamBoard): BoardTally {
  return {
    online: board.rows.filter((row) => !row.completed && row.online).length,
    completed: board.rows.filter((row) => row.completed).length,
    total: board.rows.length,
  };
}

/**
 * What a poll is worth announcing: the counts when someone came online, went offline or finished since the last
 * board; null for the first board and for a poll that changed only times (a live region that spoke every 5 s
 * would drown everything else).
 */
export function boardNews(previous: ExamBoard | null, next: ExamBoard, locale: Locale): string | null {
  if (!previous || previous.exam_no !== next.exam_no) return null;
  const before = boardTally(previous);
  const after = boardTally(next);
  if (before.online === after.online && before.completed === after.completed && before.total === after.total) {
    return null;
  }
  return translate(locale, 'integrity.board.news', {
    online: formatParam(after.online, locale),
    completed: formatParam(after.completed, locale),
    total: formatParam(after.total, locale),
  });
}
