import { dateLocale, type Locale } from './locale';

/**
 * One digit system per language: Arabic-Indic in Arabic (ar-SA, as the spec's ar-SA dates show them), 0–9 in
 * English. Every number the interface shows goes through this module, `formatDate` or a message parameter.
 */

/** Arabic-Indic digits ٠–٩, indexed by value. */
const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';

/**
 * `text` with its ASCII digits in the language's digit system: Arabic-Indic in Arabic (as ar-SA dates show them),
 * 0–9 in English; everything else unchanged.
 */
export function localDigits(text: string, locale: Locale): string {
  return locale === 'ar' ? text.replace(/[0-9]/g, (digit) => ARABIC_INDIC[Number(digit)]!) : text;
}

/** Eastern Arabic (U+0660…) and Persian (U+06F0…) digits as ASCII: an Arabic keyboard may type either. */
export function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) % 16));
}

/** Built formatters by language and options: building one costs far more than formatting (it showed in scroll profiles, #35). */
const formatters = new Map<string, Intl.NumberFormat>();

/** The language's `Intl.NumberFormat` with these options, built once. */
function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) formatters.set(key, (format = new Intl.NumberFormat(dateLocale(locale), options)));
  return format;
}

/** A whole number in the language's digits and grouping (ar-SA / en-US, like the dates). */
export function formatInteger(value: number, locale: Locale): string {
  return numberFormat(locale, { maximumFractionDigits: 0 }).format(Math.round(value));
}

/** A number with exactly `decimals` decimals in the language's digits and decimal sign ('7.50' / '٧٫٥٠'), ungrouped. */
export function formatDecimal(value: number, locale: Locale, decimals: number): string {
  return numberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: false,
  }).format(value);
}

/** A percentage given as 0–100 with exactly `decimals` decimals ('86.00%' / '٨٦٫٠٠٪'). */
export function formatPercent(value: number, locale: Locale, decimals: number): string {
  return numberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value / 100);
}

/**
 * A number as a message parameter: the language's digits and decimal sign, never grouped (a year stays '2026'),
 * as many decimals as it has.
 */
export function formatParam(value: number, locale: Locale): string {
  return numberFormat(locale, { useGrouping: false, maximumFractionDigits: 20 }).format(value);
}
