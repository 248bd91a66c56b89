// Issue #34: the insights' date filter. The server refuses what this refuses, with the same words.

/** The longest range the insights and exports accept: two years. */
export const INSIGHTS_RANGE_MAX_DAYS = 731;

/** Learners under this attendance rate (whole percent) are at risk. */
export const AT_RISK_ATTENDANCE_RATE = 75;

/** Learners with at least this many counted integrity events over the batch's exams are at risk. */
export const AT_RISK_INTEGRITY_EVENTS = 3;

const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Why a range is refused: a date is not a real `YYYY-MM-DD`, `to` is before `from`, or it spans more than two years. */
export type RangeProblem = 'invalid' | 'reversed' | 'too_long';

/** Epoch ms of a `YYYY-MM-DD` calendar date (UTC midnight), or null when it is not a real date. */
export function parseDay(value: string): number | null {
  if (!DATE.test(value)) return null;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value ? null : time;
}

/** The problem with `from`..`to` (both inclusive, either may be empty: open), or null when it may be asked for. */
export function rangeProblem(from: string, to: string): { field: 'from' | 'to'; problem: RangeProblem } | null {
  const start = from ? parseDay(from) : undefined;
  const end = to ? parseDay(to) : undefined;
  if (start === null) return { field: 'from', problem: 'invalid' };
  if (end === null) return { field: 'to', problem: 'invalid' };
  if (start === undefined || end === undefined) return null;
  if (end < start) return { field: 'to', problem: 'reversed' };
  if ((end - start) / DAY_MS + 1 > INSIGHTS_RANGE_MAX_DAYS) return { field: 'to', problem: 'too_long' };
  return null;
}
