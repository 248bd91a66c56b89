import type { relativeTimeWordsEn } from './en';

/** How long ago something happened, in Arabic: every plural form of the five units. */
export const relativeTimeWordsAr: typeof relativeTimeWordsEn = {
  now: 'الآن',
  minutes: {
    zero: 'منذ {{count}} دقيقة',
    one: 'منذ دقيقة',
    two: 'منذ دقيقتين',
    few: 'منذ {{count}} دقائق',
    many: 'منذ {{count}} دقيقة',
    other: 'منذ {{count}} دقيقة',
  },
  hours: {
    zero: 'منذ {{count}} ساعة',
    one: 'منذ ساعة',
    two: 'منذ ساعتين',
    few: 'منذ {{count}} ساعات',
    many: 'منذ {{count}} ساعة',
    other: 'منذ {{count}} ساعة',
  },
  days: {
    zero: 'منذ {{count}} يوم',
    one: 'منذ يوم',
    two: 'منذ يومين',
    few: 'منذ {{count}} أيام',
    many: 'منذ {{count}} يومًا',
    other: 'منذ {{count}} يوم',
  },
  weeks: {
    zero: 'منذ {{count}} أسبوع',
    one: 'منذ أسبوع',
    two: 'منذ أسبوعين',
    few: 'منذ {{count}} أسابيع',
    many: 'منذ {{count}} أسبوعًا',
    other: 'منذ {{count}} أسبوع',
  },
  months: {
    zero: 'منذ {{count}} شهر',
    one: 'منذ شهر',
    two: 'منذ شهرين',
    few: 'منذ {{count}} أشهر',
    many: 'منذ {{count}} شهرًا',
    other: 'منذ {{count}} شهر',
  },
};
