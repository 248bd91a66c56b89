import { dateLocale, type Locale } from './locale';

/**
 * The one date style of both languages, the dashboard's long form ('Nov 26, 2026' / '٢٦ نوفمبر ٢٠٢٦'): ar-SA's
 * `dateStyle: 'medium'` is all digits ('٢٦/١١/٢٠٢٦'), so no page uses dateStyle.
 */
export const DATE_STYLE = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
} as const satisfies Intl.DateTimeFormatOptions;

/** A time of day in the same style ('10:00 AM' / '١٠:٠٠ ص'). */
export const TIME_STYLE = { hour: 'numeric', minute: '2-digit' } as const satisfies Intl.DateTimeFormatOptions;

/** A date with its time ('Nov 26, 2026, 10:00 AM'). */
export const DATE_TIME_STYLE = { ...DATE_STYLE, ...TIME_STYLE } as const satisfies Intl.DateTimeFormatOptions;

/**
 * A date in the language's digits and the one date style (ar-SA / en-US, §1); `options` picks the parts
 * (DATE_STYLE, TIME_STYLE, DATE_TIME_STYLE) and may add a time zone.
 */
export function formatDate(
  value: Date | string | number,
  locale: Locale,
  options: Intl.DateTimeFormatOptions = DATE_STYLE,
): string {
  return new Intl.DateTimeFormat(dateLocale(locale), options).format(value instanceof Date ? value : new Date(value));
}
