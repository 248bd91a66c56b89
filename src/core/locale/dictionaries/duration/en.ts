/**
 * English duration words (platform §9: hours, minutes, seconds with singular and plural labels; days past 48 h), written once; a
 * feature that shows durations (react/ui/use-duration.ts) loads them with its own strings (its strings/index.ts).
 */
export const durationEn = {
  days: {
    zero: '{{count}} days',
    one: '1 day',
    two: '2 days',
    few: '{{count}} days',
    many: '{{count}} days',
    other: '{{count}} days',
  },
  hours: {
    zero: '{{count}} hours',
    one: '1 hour',
    two: '2 hours',
    few: '{{count}} hours',
    many: '{{count}} hours',
    other: '{{count}} hours',
  },
  minutes: {
    zero: '{{count}} minutes',
    one: '1 minute',
    two: '2 minutes',
    few: '{{count}} minutes',
    many: '{{count}} minutes',
    other: '{{count}} minutes',
  },
  seconds: {
    zero: '{{count}} seconds',
    one: '1 second',
    two: '2 seconds',
    few: '{{count}} seconds',
    many: '{{count}} seconds',
    other: '{{count}} seconds',
  },
  separator: ', ',
};

export type DurationDictionary = typeof durationEn;
