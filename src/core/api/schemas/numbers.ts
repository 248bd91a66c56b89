import { coerce, number, string } from 'superstruct';

/**
 * A number that may arrive as a numeric string (counts, percentages, durations); kept as a number. Apart from
 * common.ts, which the sign-in page loads, so only the features that read such numbers carry it.
 */
export const Num = coerce(number(), string(), (value) => Number(value));
