// Local-time rules of the learning data, shared by the seeds and every feature that reads lectures and exams.
// "Local" is the server's time zone: dates and times are shown in it, and `timezone()` names it.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The server's IANA time zone name, sent with every schedule item. */
export function timezone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Local midnight of the day `days` after the one holding `ms` (DST-safe: calendar arithmetic, not 24 h steps). */
export function dayStart(ms: number, days = 0): number {
  const date = new Date(ms);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days).getTime();
}

/** The local instant `days` after the day of `ms`, at `time` ('HH:mm'). */
export function atLocal(ms: number, days: number, time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const date = new Date(dayStart(ms, days));
  date.setHours(hours, minutes, 0, 0);
  return date.getTime();
}

const pad = (value: number) => String(value).padStart(2, '0');

/** 'YYYY-MM-DD' in local time. */
export function localDate(ms: number): string {
  const date = new Date(ms);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** 'HH:mm' in local time. */
export function localTime(ms: number): string {
  const date = new Date(ms);
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export interface Span {
  start: number;
  end: number;
}

/**
 * Today's three seeded lectures relative to `now`, kept on today's local date where they can be:
 * - running: −30 min … +90 min; its start is clamped to midnight just after midnight (its end may fall tomorrow);
 * - later: +3 h … +4 h 30, pulled back to end by 23:59 late in the evening; after about 23:00 it cannot fit and
 *   falls tomorrow (+3 h);
 * - finished: −4 h … −2 h, its start clamped to midnight; before about 02:30 it cannot fit and stays yesterday,
 *   wholly: between 02:00 and 02:30 it ends at 23:59 the evening before, never across midnight (its entries' in and
 *   out times are read on one day).
 */
export function todaySpans(now: number): { running: Span; later: Span; finished: Span } {
  const today = dayStart(now);
  const tomorrow = dayStart(now, 1);
  const running = { start: Math.max(now - 30 * MINUTE, today), end: now + 90 * MINUTE };

  let later = { start: now + 3 * HOUR, end: now + 4.5 * HOUR };
  const lastEnd = tomorrow - MINUTE;
  if (later.end > lastEnd) {
    const start = Math.min(later.start, lastEnd - 30 * MINUTE);
    if (start > now + 15 * MINUTE) later = { start, end: Math.min(start + 90 * MINUTE, lastEnd) };
  }

  let finished = { start: now - 4 * HOUR, end: now - 2 * HOUR };
  if (finished.start < today && finished.end - today >= 30 * MINUTE) finished = { start: today, end: finished.end };
  else if (finished.start < today && finished.end >= today)
    finished = { start: today - MINUTE - 2 * HOUR, end: today - MINUTE };
  return { running, later, finished };
}
