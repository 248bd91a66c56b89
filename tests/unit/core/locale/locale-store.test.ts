import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $brandOverride } from '../../../../src/core/brand/brand-store';
import {
  $locale,
  $savedLanguage,
  dateLocale,
  directionOf,
  isLocale,
  serverLanguage,
  setLanguage,
} from '../../../../src/core/locale/locale-store';

// §1: language = saved setting, else the variant's default, else Arabic; Arabic is right-to-left; server codes 'En'/'Ar'.
// §9: dates in ar-SA for Arabic, en-US otherwise.

describe('$locale', () => {
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

  it("uses the Arabic-default variant's language when nothing is saved", () => {
    expect($locale.get()).toBe('ar');
  });

  it("uses an English variant's default language when nothing is saved", () => {
    $brandOverride.set('safe');
    expect($locale.get()).toBe('en');
    $brandOverride.set('association');
    expect($locale.get()).toBe('en');
  });

  it('prefers the saved setting over the variant default', () => {
    $brandOverride.set('safe');
    setLanguage('ar');
    expect($locale.get()).toBe('ar');
    $brandOverride.set('aman');
    setLanguage('en');
    expect($locale.get()).toBe('en');
  });

  it('saves the choice under the localStorage key "language"', () => {
    setLanguage('en');
    expect(localStorage.getItem('language')).toBe('en');
  });

  it('ignores a saved value that is not a known language', () => {
    $brandOverride.set('safe');
    $savedLanguage.set('fr');
    expect($locale.get()).toBe('en');
  });

  it('reads a language saved before the page loaded', async () => {
    localStorage.setItem('language', 'en');
    vi.resetModules();
    const fresh = await import('../../../../src/core/locale/locale-store');
    expect(fresh.$locale.get()).toBe('en');
  });

  it('falls back to Arabic when neither the setting nor the variant gives a language', async () => {
    vi.resetModules();
    const { atom } = await import('nanostores');
    vi.doMock('../../../../src/core/brand/brand-store', () => ({ $brand: atom({ defaultLanguage: 'fr' }) }));
    try {
      const brand = await import('../../../../src/core/brand/brand-store');
      expect(brand.$brand.get().defaultLanguage).toBe('fr');
      const fresh = await import('../../../../src/core/locale/locale-store');
      expect(fresh.$locale.get()).toBe('ar');
    } finally {
      vi.doUnmock('../../../../src/core/brand/brand-store');
      // The fresh locale store read the mock: files after this one in the worker (isolate: false) must not get it.
      vi.resetModules();
    }
  });
});

describe('isLocale', () => {
  it('knows en and ar only', () => {
    expect(isLocale('en')).toBe(true);
    expect(isLocale('ar')).toBe(true);
    for (const value of ['En', 'AR', 'fr', '', null, undefined]) expect(isLocale(value)).toBe(false);
  });
});

describe('directionOf', () => {
  it('is rtl for Arabic and ltr for English', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });
});

describe('serverLanguage', () => {
  it("sends 'En' and 'Ar'", () => {
    expect(serverLanguage('en')).toBe('En');
    expect(serverLanguage('ar')).toBe('Ar');
  });
});

describe('dateLocale', () => {
  it('shows dates in ar-SA for Arabic and en-US otherwise', () => {
    expect(dateLocale('ar')).toBe('ar-SA');
    expect(dateLocale('en')).toBe('en-US');
  });
});

describe('otherLocale', () => {
  it('offers the language not in use', async () => {
    const { otherLocale } = await import('../../../../src/core/locale/locale-store');
    expect(otherLocale('ar')).toBe('en');
    expect(otherLocale('en')).toBe('ar');
  });
});
