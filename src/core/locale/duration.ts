/** One unit of a duration and how many of it: the dictionaries name it with singular and plural forms. */
export interface DurationPart {
  unit: 'hours' | 'minutes' | 'seconds';
  count: number;
}

/**
 * Whole seconds split into hours, minutes and seconds (platform §9 "Duration formatting"), zero units left out;
 * zero (or less, or not a number) is `[{ seconds: 0 }]`.
 */
export function durationParts(totalSeconds: number): DurationPart[] {
  const whole = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  const parts: DurationPart[] = [
    { unit: 'hours', count: Math.floor(whole / 3600) },
    { unit: 'minutes', count: Math.floor((whole % 3600) / 60) },
    { unit: 'seconds', count: whole % 60 },
  ];
  const shown = parts.filter((part) => part.count > 0);
  return shown.length > 0 ? shown : [{ unit: 'seconds', count: 0 }];
}
