import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $brandOverride } from '../../../../src/core/brand/brand-store';
import { loadDictionary, translate, type LazyDictionary } from '../../../../src/core/locale/i18n';
import { $locale, $savedLanguage } from '../../../../src/core/locale/locale-store';
import { getLanguage, setLanguage, switchLanguage } from '../../../../src/core/locale/page-language';

// The host's page-wide language: every element and the Accept-Language of its calls follow $locale (§1).

/** A feature part whose Arabic strings arrive when the test says so. */
function slowArabicPart() {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  const part: LazyDictionary = {
    en: () => Promise.resolve({ pageLanguageTest: { hello: 'Hello' } }),
    ar: () => arrived.then(() => ({ pageLanguageTest: { hello: 'مرحبًا' } })),
  };
  return { part, release };
}

describe('setLanguage / getLanguage', () => {
  beforeEach(() => {
    localStorage.clear();
    $savedLanguage.set('');
    $brandOverride.set(null);
  });
  afterEach(() => {
    $savedLanguage.set('');
    $brandOverride.set(null);
    localStorage.clear();
  });

  it("reads the page language: the brand's default until something is saved", () => {
    // Files share this worker (isolate: false): a timer another file left may have saved a language since beforeEach.
    $savedLanguage.set('');
    $brandOverride.set('safe');
    expect(getLanguage()).toBe('en');
    $brandOverride.set('aman');
    expect(getLanguage()).toBe('ar');
  });

  it('sets the language every element reads and saves it, in both directions', async () => {
    await setLanguage('en');
    expect($locale.get()).toBe('en');
    expect(getLanguage()).toBe('en');
    expect(localStorage.getItem('language')).toBe('en');
    await setLanguage('ar');
    expect($locale.get()).toBe('ar');
    expect(localStorage.getItem('language')).toBe('ar');
  });

  it('ignores a value that is not a language, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await setLanguage('en');
    await setLanguage('fr' as 'en');
    expect(getLanguage()).toBe('en');
    expect(warn).toHaveBeenCalledWith('[academy] ignoring invalid language "fr"');
  });

  it('switches once the strings in use have arrived in the new language, so no element blanks', async () => {
    await setLanguage('en');
    const { part, release } = slowArabicPart();
    await loadDictionary(part, 'en');
    const done = setLanguage('ar');
    await Promise.resolve();
    expect(getLanguage(), 'still English while the Arabic strings load').toBe('en');
    release();
    await done;
    expect(getLanguage()).toBe('ar');
    expect(translate('ar', 'pageLanguageTest.hello' as never)).toBe('مرحبًا');
  });

  it('lets the later of two overlapping switches win', async () => {
    await setLanguage('en');
    const { part, release } = slowArabicPart();
    await loadDictionary(part, 'en');
    const applied: string[] = [];
    const toArabic = switchLanguage('ar', () => applied.push('ar'));
    const backToEnglish = switchLanguage('en', () => applied.push('en'));
    release();
    await Promise.all([toArabic, backToEnglish]);
    expect(getLanguage()).toBe('en');
    expect(applied).toEqual(['en']);
  });
});
