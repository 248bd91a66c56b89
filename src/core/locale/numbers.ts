import { dateLocale, type Locale } from './locale';

/** Arabic-Indic digits ٠–٩, indexed by value. */
const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';

/**
 * `text` with its ASCII digits in the language's digit system: Arabic-Indic in Arabic (as ar-SA dates show them),
 * 0–9 in English; everything else unchanged.
 */
export function localDigits(text: string, locale: Locale): string {
  return locale === 'ar' ? text.replace(/[0-9]/g, (digit) => ARABIC_INDIC[Number(digit)]!) : text;
}

/** A whole number in the language's digits and grouping (ar-SA / en-US, like the dates). */
export function formatInteger(value: number, locale: Locale): string {
  return new Intl.NumberFormat(dateLocale(locale), { maximumFractionDigits: 0 }).format(Math.round(value));
}
