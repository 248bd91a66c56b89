import { describe, expect, it } from 'vitest';
import { DATE_STYLE, DATE_TIME_STYLE, formatDate, TIME_STYLE } from '../../../../src/core/locale/dates';
import {
  formatDecimal,
  formatInteger,
  formatParam,
  formatPercent,
  localDigits,
} from '../../../../src/core/locale/numbers';

// One digit system per language: Arabic-Indic in Arabic (as the ar-SA dates show), 0–9 in English.

describe('localDigits', () => {
  it('Arabic: every ASCII digit becomes its Arabic-Indic digit, the rest stays', () => {
    expect(localDigits('0123456789', 'ar')).toBe('٠١٢٣٤٥٦٧٨٩');
    expect(localDigits('482 913', 'ar')).toBe('٤٨٢ ٩١٣');
    expect(localDigits('±12 m', 'ar')).toBe('±١٢ m');
  });

  it('English: unchanged', () => {
    expect(localDigits('482 913', 'en')).toBe('482 913');
  });
});

describe('formatInteger', () => {
  it("rounds to whole numbers in the language's digits", () => {
    expect(formatInteger(37.6, 'en')).toBe('38');
    expect(formatInteger(1500, 'en')).toBe('1,500');
    expect(formatInteger(37.6, 'ar')).toBe(new Intl.NumberFormat('ar-SA').format(38));
    expect(formatInteger(12, 'ar')).toBe('١٢');
  });
});

describe('decimals, percentages and message numbers (issue 21 item 9: one digit system per language)', () => {
  it('formatDecimal: fixed decimals, ungrouped; Arabic-Indic digits and the Arabic decimal sign in Arabic', () => {
    expect(formatDecimal(7.5, 'en', 2)).toBe('7.50');
    expect(formatDecimal(1234.5, 'en', 2)).toBe('1234.50');
    expect(formatDecimal(7.5, 'ar', 2)).toBe('٧٫٥٠');
  });

  it("formatPercent: 0–100 in, the language's digits and percent sign out", () => {
    expect(formatPercent(86, 'en', 2)).toBe('86.00%');
    expect(formatPercent(86, 'ar', 2)).toMatch(/^٨٦٫٠٠٪/);
    expect(formatPercent(86, 'ar', 2)).not.toMatch(/[0-9]/);
  });

  it('formatParam: a year stays ungrouped; a fraction keeps its decimals', () => {
    expect(formatParam(2026, 'en')).toBe('2026');
    expect(formatParam(2026, 'ar')).toBe('٢٠٢٦');
    expect(formatParam(1.9, 'ar')).toBe('١٫٩');
  });
});

describe('formatDate (issue 21 item 9: one date style per language)', () => {
  const at = '2026-11-26T10:05:00Z';
  const utc = { timeZone: 'UTC' };

  it('the long form in both languages, never the all-digit ar-SA medium date', () => {
    expect(formatDate(at, 'en', { ...DATE_STYLE, ...utc })).toBe('Nov 26, 2026');
    const arabic = formatDate(at, 'ar', { ...DATE_STYLE, ...utc });
    expect(arabic).toBe('٢٦ نوفمبر ٢٠٢٦');
    expect(arabic).not.toMatch(/[0-9/]/);
  });

  it('times and dates with times in the same style and digits', () => {
    expect(formatDate(at, 'en', { ...DATE_TIME_STYLE, ...utc })).toBe('Nov 26, 2026, 10:05 AM');
    const arabic = formatDate(at, 'ar', { ...TIME_STYLE, ...utc });
    expect(arabic).toContain('١٠:٠٥');
    expect(arabic).not.toMatch(/[0-9]/);
  });
});
