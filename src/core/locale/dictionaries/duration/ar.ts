import type { DurationDictionary } from './en';

/** Arabic duration words, each plural form of the four units. */
export const durationAr: DurationDictionary = {
  days: {
    zero: '{{count}} يوم',
    one: 'يوم واحد',
    two: 'يومان',
    few: '{{count}} أيام',
    many: '{{count}} يومًا',
    other: '{{count}} يوم',
  },
  hours: {
    zero: '{{count}} ساعة',
    one: 'ساعة واحدة',
    two: 'ساعتان',
    few: '{{count}} ساعات',
    many: '{{count}} ساعة',
    other: '{{count}} ساعة',
  },
  minutes: {
    zero: '{{count}} دقيقة',
    one: 'دقيقة واحدة',
    two: 'دقيقتان',
    few: '{{count}} دقائق',
    many: '{{count}} دقيقة',
    other: '{{count}} دقيقة',
  },
  seconds: {
    zero: '{{count}} ثانية',
    one: 'ثانية واحدة',
    two: 'ثانيتان',
    few: '{{count}} ثوانٍ',
    many: '{{count}} ثانية',
    other: '{{count}} ثانية',
  },
  separator: ' و',
};
