import { $calendar } from './calendar-store';
import type { CalendarPreference } from './calendar';
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

type Options = Intl.DateTimeFormatOptions;

const DATE_FIELDS = ['weekday', 'era', 'year', 'month', 'day', 'dateStyle'] as const;
const TIME_FIELDS = [
  'hour',
  'minute',
  'second',
  'dayPeriod',
  'fractionalSecondDigits',
  'timeStyle',
  'timeZoneName',
] as const;

/** What joins a date to its time, and a weekday to its date, as each language's Gregorian form does. */
const COMMA: Record<Locale, string> = { en: ', ', ar: '، ' };

const has = (options: Options, fields: readonly (keyof Options)[]) => fields.some((key) => options[key] !== undefined);

function without(options: Options, fields: readonly (keyof Options)[]): Options {
  const rest: Record<string, unknown> = { ...options };
  for (const key of fields) delete rest[key];
  return rest as Options;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per tag and options (a handful in all): making one costs far more than using it, and tables format many dates. */
function formatter(tag: string, options: Options): Intl.DateTimeFormat {
  const key = `${tag} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    // Zones come from data: a bound, so a page open for days cannot grow it without end.
    if (formats.size >= 200) formats.clear();
    formats.set(key, (format = new Intl.DateTimeFormat(tag, options)));
  }
  return format;
}

/** Gregorian named outright: some ICU versions default ar-SA to the Hijri calendar. */
function gregorian(at: Date, locale: Locale, options: Options): string {
  return formatter(`${dateLocale(locale)}-u-ca-gregory`, options).format(at);
}

/**
 * An Umm al-Qura date as day, month name, year and era in both languages ('16 Jumada II 1448 AH' /
 * '١٦ جمادى الآخرة ١٤٤٨ هـ'): put together from parts, since en-US's own order is month first, and month names
 * always spelled out (numeric Hijri months are easily read as Gregorian ones). Node 20 and Chromium agree on it.
 */
function hijri(at: Date, locale: Locale, options: Options): string {
  const format = formatter(`${dateLocale(locale)}-u-ca-islamic-umalqura`, {
    timeZone: options.timeZone,
    day: options.day === undefined ? undefined : 'numeric',
    month: options.month === undefined ? undefined : 'long',
    year: options.year === undefined ? undefined : 'numeric',
  });
  const parts = format.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  const date = [part('day'), part('month'), part('year'), part('era')].filter(Boolean).join(' ');
  if (options.weekday === undefined) return date;
  const weekday = gregorian(at, locale, { weekday: options.weekday, timeZone: options.timeZone });
  return date ? `${weekday}${COMMA[locale]}${date}` : weekday;
}

/**
 * Every date the interface, its mails and PDFs show (#34): the language's digits and the one date style (ar-SA /
 * en-US, §1) in the reader's calendar. `options` picks the parts (DATE_STYLE, TIME_STYLE, DATE_TIME_STYLE) and may
 * add a time zone; a time of day is the same in every calendar. `calendar` defaults to the signed-in user's
 * ($calendar), so screens follow the profile; the server passes the recipient's.
 * 'both' is the Hijri date then the Gregorian one in brackets ('16 Jumada II 1448 AH (Nov 26, 2026)').
 */
export function formatDate(
  value: Date | string | number,
  locale: Locale,
  options: Options = DATE_STYLE,
  calendar: CalendarPreference = $calendar.get(),
): string {
  const at = value instanceof Date ? value : new Date(value);
  if (calendar === 'gregory' || !has(options, DATE_FIELDS) || Number.isNaN(at.getTime())) {
    return gregorian(at, locale, options);
  }
  const dateOptions = without(options, TIME_FIELDS);
  const shown = hijri(at, locale, dateOptions);
  // The weekday is the same in both calendars: said once, before the Hijri date.
  const date = calendar === 'both' ? `${shown} (${gregorian(at, locale, without(dateOptions, ['weekday']))})` : shown;
  if (!has(options, TIME_FIELDS)) return date;
  return `${date}${COMMA[locale]}${gregorian(at, locale, without(options, DATE_FIELDS))}`;
}
