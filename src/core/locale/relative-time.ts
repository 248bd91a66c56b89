/** The units a relative time is counted in (§9 "Activity relative time"). */
export type RelativeUnit = 'minutes' | 'hours' | 'days' | 'weeks' | 'months';

/** How long ago something happened, without any text: each feature words it in its own dictionary. */
export type RelativeTime = { unit: 'now' } | { unit: RelativeUnit; count: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Months are counted as 30 days (§9). */
const MONTH_DAYS = 30;

/**
 * §9 thresholds: under 1 min 'just now'; minutes under 60; hours under 24; days under 7; weeks under 4; then
 * months of 30 days (28 and 29 days, past four weeks but short of 30, count as 1 month). A future time is
 * 'just now' (clock skew); an unreadable one gives null.
 */
export function relativeTime(then: Date | string | number, now: Date | number = Date.now()): RelativeTime | null {
  const at = then instanceof Date ? then.getTime() : typeof then === 'number' ? then : Date.parse(then);
  const current = now instanceof Date ? now.getTime() : now;
  if (!Number.isFinite(at) || !Number.isFinite(current)) return null;
  const elapsed = current - at;
  if (elapsed < MINUTE) return { unit: 'now' };
  if (elapsed < HOUR) return { unit: 'minutes', count: Math.floor(elapsed / MINUTE) };
  if (elapsed < DAY) return { unit: 'hours', count: Math.floor(elapsed / HOUR) };
  const days = Math.floor(elapsed / DAY);
  if (days < 7) return { unit: 'days', count: days };
  if (days < 28) return { unit: 'weeks', count: Math.floor(days / 7) };
  return { unit: 'months', count: Math.max(1, Math.floor(days / MONTH_DAYS)) };
}
