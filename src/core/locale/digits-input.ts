import type { Locale } from './locale';
import { asciiDigits, localDigits } from './numbers';

/**
 * Issue #29 item 12: the text boxes that replace Chromium's time, date and number inputs in Arabic (those always show
 * 0–9). What is typed in any digit system becomes ASCII for the code behind the box; the box shows the page's digits.
 * Every conversion maps one character to one character, so the caret keeps its place when the box is redrawn.
 */

/** What a digits box holds: a clock time ('HH:mm'), a calendar date ('YYYY-MM-DD') or a decimal number ('7.5'). */
export type DigitsKind = 'time' | 'date' | 'decimal';

/** The separator each kind is written with, and the signs a phone's digit keyboard offers instead of it. */
const SEPARATORS: Record<DigitsKind, { sign: string; typed: RegExp }> = {
  // A digit keyboard has no ':' or '-' but has its decimal sign: '9.30' is 09:30, '2026.11.30' a date.
  time: { sign: ':', typed: /[.,\u066B]/g },
  date: { sign: '-', typed: /[.,/\u066B]/g },
  // The Arabic decimal sign ٫ and the comma some keyboards give as one.
  decimal: { sign: '.', typed: /[,\u066B]/g },
};

/** The Arabic decimal sign, as `formatDecimal` writes scores in Arabic ('٧٫٥٠'). */
const ARABIC_DECIMAL = '\u066B';

/** `text` with ASCII digits and the kind's own separator, character for character; anything else as typed. */
export function typedAscii(text: string, kind: DigitsKind): string {
  const { sign, typed } = SEPARATORS[kind];
  return asciiDigits(text).replace(typed, sign);
}

/**
 * The value the code behind a box receives for what it shows: ASCII, trimmed. Text that is no time, date or number
 * stays as typed, for the existing validation to name.
 */
export function digitsValue(text: string, kind: DigitsKind): string {
  return typedAscii(text, kind).trim();
}

/**
 * What a box shows for `text` (a value or what was typed): the language's digits, and in Arabic its decimal sign;
 * the same length as `text`.
 */
export function shownDigits(text: string, kind: DigitsKind, locale: Locale): string {
  if (locale !== 'ar') return text;
  const local = localDigits(typedAscii(text, kind), locale);
  return kind === 'decimal' ? local.replaceAll('.', ARABIC_DECIMAL) : local;
}
