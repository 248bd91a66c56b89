import { describe, expect, it } from 'vitest';
import { relativeTime } from '../../../../src/core/locale/relative-time';
import { relativeTimeMessage } from '../../../../src/core/profile/activity';
import { textOf } from '../helpers';

// §9 "Activity relative time": under 1 min 'just now'; minutes under 60; hours under 24; days under 7; weeks
// under 4; then months of 30 days — at every boundary, in English and Arabic.

const NOW = Date.parse('2026-03-15T12:00:00Z');
const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;
const D = 24 * H;
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const words = (ms: number, lang: 'en' | 'ar') => {
  const message = relativeTimeMessage(ago(ms), NOW);
  return message && textOf(message, lang);
};

describe('relativeTime (§9 thresholds)', () => {
  it.each([
    [0, { unit: 'now' }],
    [59 * S, { unit: 'now' }],
    [59 * S + 999, { unit: 'now' }],
    [60 * S, { unit: 'minutes', count: 1 }],
    [119 * S, { unit: 'minutes', count: 1 }],
    [2 * MIN, { unit: 'minutes', count: 2 }],
    [59 * MIN, { unit: 'minutes', count: 59 }],
    [60 * MIN - 1, { unit: 'minutes', count: 59 }],
    [60 * MIN, { unit: 'hours', count: 1 }],
    [23 * H, { unit: 'hours', count: 23 }],
    [24 * H - 1, { unit: 'hours', count: 23 }],
    [24 * H, { unit: 'days', count: 1 }],
    [6 * D, { unit: 'days', count: 6 }],
    [7 * D - 1, { unit: 'days', count: 6 }],
    [7 * D, { unit: 'weeks', count: 1 }],
    [13 * D, { unit: 'weeks', count: 1 }],
    [14 * D, { unit: 'weeks', count: 2 }],
    [27 * D, { unit: 'weeks', count: 3 }],
    [28 * D, { unit: 'months', count: 1 }],
    [29 * D, { unit: 'months', count: 1 }],
    [30 * D, { unit: 'months', count: 1 }],
    [59 * D, { unit: 'months', count: 1 }],
    [60 * D, { unit: 'months', count: 2 }],
    [89 * D, { unit: 'months', count: 2 }],
    [90 * D, { unit: 'months', count: 3 }],
    [365 * D, { unit: 'months', count: 12 }],
  ])('%i ms ago → %o', (elapsed, expected) => {
    expect(relativeTime(NOW - elapsed, NOW)).toEqual(expected);
    expect(relativeTime(ago(elapsed), new Date(NOW))).toEqual(expected);
  });

  it('a future time is just now (clock skew), an unreadable one is null', () => {
    expect(relativeTime(NOW + 5 * MIN, NOW)).toEqual({ unit: 'now' });
    expect(relativeTime(NOW + 400 * D, NOW)).toEqual({ unit: 'now' });
    expect(relativeTime('not a date', NOW)).toBeNull();
    expect(relativeTime('', NOW)).toBeNull();
    expect(relativeTime(Number.NaN, NOW)).toBeNull();
  });
});

describe('relative time in English (singular and plural)', () => {
  it.each([
    [59 * S, 'just now'],
    [60 * S, '1 minute ago'],
    [2 * MIN, '2 minutes ago'],
    [59 * MIN, '59 minutes ago'],
    [60 * MIN, '1 hour ago'],
    [2 * H, '2 hours ago'],
    [23 * H, '23 hours ago'],
    [24 * H, '1 day ago'],
    [6 * D, '6 days ago'],
    [7 * D, '1 week ago'],
    [27 * D, '3 weeks ago'],
    [28 * D, '1 month ago'],
    [29 * D, '1 month ago'],
    [30 * D, '1 month ago'],
    [59 * D, '1 month ago'],
    [60 * D, '2 months ago'],
    [300 * D, '10 months ago'],
    [3030 * D, '101 months ago'],
  ])('%i ms ago → %s', (elapsed, text) => {
    expect(words(elapsed, 'en')).toBe(text);
  });
});

describe('relative time in Arabic (one, two, few 3–10, many 11–99, other)', () => {
  it.each([
    [59 * S, 'الآن'],
    [60 * S, 'منذ دقيقة'],
    [2 * MIN, 'منذ دقيقتين'],
    [3 * MIN, 'منذ ٣ دقائق'],
    [10 * MIN, 'منذ ١٠ دقائق'],
    [11 * MIN, 'منذ ١١ دقيقة'],
    [59 * MIN, 'منذ ٥٩ دقيقة'],
    [60 * MIN, 'منذ ساعة'],
    [2 * H, 'منذ ساعتين'],
    [5 * H, 'منذ ٥ ساعات'],
    [23 * H, 'منذ ٢٣ ساعة'],
    [24 * H, 'منذ يوم'],
    [2 * D, 'منذ يومين'],
    [6 * D, 'منذ ٦ أيام'],
    [7 * D, 'منذ أسبوع'],
    [14 * D, 'منذ أسبوعين'],
    [27 * D, 'منذ ٣ أسابيع'],
    [28 * D, 'منذ شهر'],
    [29 * D, 'منذ شهر'],
    [30 * D, 'منذ شهر'],
    [59 * D, 'منذ شهر'],
    [60 * D, 'منذ شهرين'],
    [90 * D, 'منذ ٣ أشهر'],
    [330 * D, 'منذ ١١ شهرًا'],
    [3000 * D, 'منذ ١٠٠ شهر'],
  ])('%i ms ago → %s', (elapsed, text) => {
    expect(words(elapsed, 'ar')).toBe(text);
  });

  it('an unreadable time has no words', () => {
    expect(relativeTimeMessage('yesterday-ish', NOW)).toBeNull();
  });
});
