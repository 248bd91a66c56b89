import { describe, expect, it } from 'vitest';
import { formatInteger, localDigits } from '../../../../src/core/locale/numbers';

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
