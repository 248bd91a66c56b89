import { describe, expect, it } from 'vitest';
import { dictionaryKeys } from '../../../../src/core/locale/i18n';

// i18n key parity: every dictionary part has the same keys in English and Arabic, no empty strings,
// and Arabic text in the Arabic part (§1 bilingual interface).

interface Part {
  en: object;
  ar: object;
}

// The shared `common` part sits in core/locale; each feature's part in core/<feature>/strings.
const files = import.meta.glob<Record<string, object>>(
  ['/src/core/locale/dictionaries/*/{en,ar}.ts', '/src/core/*/strings/{en,ar}.ts', '/src/core/*/*/strings/{en,ar}.ts'],
  { eager: true },
);
const folderOf = (file: string) => /\/([^/]+)\/(?:strings\/)?(?:en|ar)\.ts$/.exec(file)?.[1] ?? file;
const folders = [...new Set(Object.keys(files).map(folderOf))];

/** Each folder's `en.ts` and `ar.ts` strings (the one exported object of each file). */
const parts = folders.map((folder) => {
  const file = (lang: string) =>
    Object.keys(files).find((path) => folderOf(path) === folder && path.endsWith(`/${lang}.ts`)) ?? '';
  const strings = (lang: string) => Object.values(files[file(lang)] ?? {})[0];
  const en = strings('en');
  const ar = strings('ar');
  return { folder, part: en && ar ? ({ en, ar } as Part) : undefined };
});

/** Values that are deliberately in another language: the switcher shows the other language's own name. */
const OTHER_LANGUAGE_KEYS = new Set(['common.otherLanguage']);

const ARABIC = /[\u0600-\u06FF]/;

function values(dictionary: object, prefix = ''): [string, unknown][] {
  return Object.entries(dictionary).flatMap(([key, value]) =>
    value && typeof value === 'object'
      ? values(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

/**
 * Product names keep the digits they are sold under: Arabic iOS settings name the version 'iOS 18' in Latin
 * digits, so the guide matches what the learner's phone shows.
 */
const PRODUCT_NAMES = /\biOS \d+/g;
const withoutProductNames = (text: string) => text.replace(PRODUCT_NAMES, '');

/** Placeholders such as {{year}} do not count as text. */
const withoutPlaceholders = (text: string) => text.replace(/\{\{\s*\w+\s*\}\}/g, '');

describe('dictionary parts', () => {
  it('finds the parts (at least common, login and shell)', () => {
    expect(parts.map((p) => p.folder)).toEqual(expect.arrayContaining(['common', 'login', 'shell']));
  });

  it('has both an en.ts and an ar.ts in every folder', () => {
    expect(parts.filter((p) => !p.part).map((p) => p.folder)).toEqual([]);
  });
});

describe.each(parts)('the $folder dictionary', ({ part }) => {
  const en = part?.en ?? {};
  const ar = part?.ar ?? {};

  it('has exactly the same keys in en and ar', () => {
    const enKeys = dictionaryKeys(en).sort();
    const arKeys = dictionaryKeys(ar).sort();
    expect(enKeys.length).toBeGreaterThan(0);
    expect(arKeys).toEqual(enKeys);
  });

  it('has only non-empty strings as values', () => {
    const bad = [...values(en).map(([k, v]) => [`en:${k}`, v]), ...values(ar).map(([k, v]) => [`ar:${k}`, v])].filter(
      ([, v]) => typeof v !== 'string' || v.trim() === '',
    );
    expect(bad).toEqual([]);
  });

  it('writes every Arabic value with Arabic letters (except deliberate other-language names)', () => {
    const notArabic = values(ar)
      .filter(([key]) => !OTHER_LANGUAGE_KEYS.has(key))
      .filter(
        ([, value]) => typeof value === 'string' && /\p{L}/u.test(withoutPlaceholders(value)) && !ARABIC.test(value),
      )
      .map(([key, value]) => `${key}: ${String(value)}`);
    expect(notArabic).toEqual([]);
  });

  it('writes numbers in Arabic values in Arabic-Indic digits, like ar-SA dates and formatted numbers (issue 21 item 9)', () => {
    const asciiDigits = values(ar)
      .filter(([, value]) => typeof value === 'string' && /[0-9]/.test(withoutProductNames(withoutPlaceholders(value))))
      .map(([key, value]) => `${key}: ${String(value)}`);
    expect(asciiDigits).toEqual([]);
  });

  it('keeps Arabic out of the English values (except deliberate other-language names)', () => {
    const arabicInEnglish = values(en)
      .filter(([key]) => !OTHER_LANGUAGE_KEYS.has(key))
      .filter(([, value]) => typeof value === 'string' && ARABIC.test(value))
      .map(([key]) => key);
    expect(arabicInEnglish).toEqual([]);
  });

  it('uses the same {{placeholders}} in both languages', () => {
    const placeholders = (text: unknown) =>
      typeof text === 'string' ? (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort() : [];
    const arByKey = new Map(values(ar));
    const mismatched = values(en)
      .filter(([key, value]) => JSON.stringify(placeholders(value)) !== JSON.stringify(placeholders(arByKey.get(key))))
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });
});

describe('language switcher names', () => {
  it('names the other language in its own script', () => {
    const common = parts.find((p) => p.folder === 'common')?.part as
      { en: { common: { otherLanguage: string } }; ar: { common: { otherLanguage: string } } } | undefined;
    expect(common?.en.common.otherLanguage).toMatch(ARABIC);
    expect(common?.ar.common.otherLanguage).toBe('English');
  });
});
