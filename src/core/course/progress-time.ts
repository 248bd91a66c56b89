import { DISTRUSTED_MINUTES, SUSPECT_MINUTES } from './course-constants';

const MINUTE_MS = 60_000;

/** Whole minutes from `startedAt` (ISO 8601) to `now`: never negative, 0 when `startedAt` is missing or unreadable. */
export function elapsedMinutes(startedAt: string | null | undefined, now: Date): number {
  const start = startedAt ? Date.parse(startedAt) : Number.NaN;
  if (Number.isNaN(start)) return 0;
  return Math.max(0, Math.floor((now.getTime() - start) / MINUTE_MS));
}

/**
 * §4 the time spent kept on completion: "if the existing value exceeds 60 and the calculated one is lower, the
 * calculated one is used, otherwise the larger". Built literally. Read as a whole it says an existing value over 60 is
 * always replaced by the calculated one (the "larger" branch can only pick the calculated one there), which §9 states
 * as intended ("an existing value above 60 is distrusted"), so no correction is made; the visible consequence is the
 * jump at the boundary (existing 60 → kept, existing 61 → dropped to the calculated value).
 */
export function settledMinutes(existing: number | null | undefined, calculated: number): number {
  const stored = existing ?? 0;
  if (stored > DISTRUSTED_MINUTES && calculated < stored) return calculated;
  return Math.max(stored, calculated);
}

/** §9: a time spent above 1440 minutes (a day) is suspect; the caller warns. */
export function isSuspectMinutes(minutes: number): boolean {
  return minutes > SUSPECT_MINUTES;
}

/** Sum of minutes, keeping the stored value when it is larger (§4 chapter, unit and course times). */
export function summedMinutes(
  times: readonly (number | null | undefined)[],
  stored: number | null | undefined,
): number {
  const sum = times.reduce<number>((total, time) => total + (time ?? 0), 0);
  return Math.max(sum, stored ?? 0);
}
