/** One unit of a duration and how many of it: the dictionaries name it with singular and plural forms. */
export interface DurationPart {
  unit: 'days' | 'hours' | 'minutes' | 'seconds';
  count: number;
}

/** From this long on a duration reads in days and hours: "80 hours" is a sum the reader has to do (#29 item 12). */
export const DAYS_FROM_SECONDS = 48 * 3600;

/**
 * Whole seconds split into hours, minutes and seconds (platform §9 "Duration formatting"), zero units left out;
 * 48 hours or more as days and hours, since minutes and seconds that far ahead are noise. Zero (or less, or not a
 * number) is `[{ seconds: 0 }]`.
 */
export function durationParts(totalSeconds: number): DurationPart[] {
  const whole = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  if (whole >= DAYS_FROM_SECONDS) {
    const days: DurationPart[] = [
      { unit: 'days', count: Math.floor(whole / 86_400) },
      { unit: 'hours', count: Math.floor((whole % 86_400) / 3600) },
    ];
    return days.filter((part) => part.count > 0);
  }
  const parts: DurationPart[] = [
    { unit: 'hours', count: Math.floor(whole / 3600) },
    { unit: 'minutes', count: Math.floor((whole % 3600) / 60) },
    { unit: 'seconds', count: whole % 60 },
  ];
  const shown = parts.filter((part) => part.count > 0);
  return shown.length > 0 ? shown : [{ unit: 'seconds', count: 0 }];
}
