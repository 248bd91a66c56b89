import { describe, expect, it, vi } from 'vitest';
import { dictionaryKeys, translate, type MessageKey } from '../../../../src/core/locale/i18n';
import { isKeyMessage } from '../../../../src/core/locale/message';

// §8 catalogue texts and §2 fallback screen texts, in both languages.

describe('translate', () => {
  it('has the common strings registered from the start', () => {
    expect(translate('en', 'errors.unknownError')).toBe('An error occurred');
    expect(translate('en', 'errors.network')).toBe('Network error. Please check your internet connection.');
    expect(translate('en', 'errors.timeout')).toBe('Request timed out. Please try again.');
    expect(translate('en', 'errors.canceled')).toBe('Request was canceled.');
  });

  it('has the fallback screen texts of §2', () => {
    expect(translate('en', 'fallback.title')).toBe('Something went wrong');
    expect(translate('en', 'fallback.message')).toBe(
      'An unexpected error occurred. Please refresh the page and try again.',
    );
    expect(translate('en', 'fallback.refresh')).toBe('Refresh Page');
  });

  it('translates into Arabic', () => {
    expect(translate('ar', 'fallback.title')).toBe('حدث خطأ ما');
    expect(translate('ar', 'errors.network')).toMatch(/[\u0600-\u06FF]/);
  });

  it('fills in parameters', () => {
    expect(translate('en', 'login.forgot.sentMessage', { email: 'sara@example.com' })).toBe(
      'We sent a password reset link to sara@example.com.',
    );
    expect(translate('ar', 'login.verify.countdown.few', { count: 5 })).toContain('٥');
    expect(translate('en', 'shell.copyright', { year: 2026, academy: 'SAFE Academy' })).toBe(
      '© 2026 SAFE Academy. All rights reserved.',
    );
  });

  it("writes number parameters in the language's digits, ungrouped; strings go in as given (issue 21 item 9)", () => {
    expect(translate('ar', 'login.verify.countdown.few', { count: 5 })).not.toMatch(/[0-9]/);
    expect(translate('ar', 'shell.copyright', { year: 2026, academy: 'SAFE Academy' })).toContain('٢٠٢٦');
    expect(translate('en', 'shell.copyright', { year: 2026, academy: 'Academy 7' })).toContain('2026 Academy 7');
    expect(translate('ar', 'shell.copyright', { year: '2026', academy: 'SAFE Academy' })).toContain('2026');
  });

  it('shows an unknown key as the key itself', () => {
    expect(translate('en', 'no.such.key' as MessageKey)).toBe('no.such.key');
  });
});

/** A fresh i18n module (the unit setup preloads every part into the shared one). */
async function freshI18n() {
  vi.resetModules();
  const i18n = await import('../../../../src/core/locale/i18n');
  const { loginDictionary } = await import('../../../../src/core/login/strings');
  const { shellDictionary } = await import('../../../../src/core/shell/strings');
  return { ...i18n, loginDictionary, shellDictionary };
}

describe('loadDictionary: feature strings, one language at a time', () => {
  it('shows a key whose part is not loaded as the key itself, and translates it once loaded', async () => {
    const { loadDictionary, translate: t, shellDictionary } = await freshI18n();
    expect(t('en', 'shell.dynamicButtonsFailed')).toBe('shell.dynamicButtonsFailed');
    await loadDictionary(shellDictionary, 'en');
    expect(t('en', 'shell.dynamicButtonsFailed')).toBe('Failed to load dynamic buttons');
    expect(t('en', 'errors.unknownError'), 'common strings are kept').toBe('An error occurred');
  });

  it('loads only the language asked for', async () => {
    const { loadDictionary, translate: t, loginDictionary } = await freshI18n();
    await loadDictionary(loginDictionary, 'ar');
    expect(t('ar', 'login.errors.invalidCredentials')).toMatch(/[\u0600-\u06FF]/);
    expect(t('en', 'login.errors.invalidCredentials')).toBe('login.errors.invalidCredentials');
  });

  it('hands out one promise (for React use), marked fulfilled once the strings are in', async () => {
    const { loadDictionary } = await freshI18n();
    const en = vi.fn(async () => ({ sample: { key: 'value' } }));
    const part = { en, ar: async () => ({}) };
    const first = loadDictionary(part, 'en');
    expect(first.status).toBe('pending');
    expect(loadDictionary(part, 'en')).toBe(first);
    await first;
    expect(first.status).toBe('fulfilled');
    expect(loadDictionary(part, 'en')).toBe(first);
    expect(en).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    const { loadDictionary, translate: t } = await freshI18n();
    const en = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ sample: { key: 'value' } });
    const part = { en, ar: async () => ({}) };
    const failed = loadDictionary(part, 'en');
    await expect(failed).rejects.toThrow('offline');
    expect(failed).toMatchObject({ status: 'rejected', reason: new Error('offline') });
    await loadDictionary(part, 'en');
    expect(t('en', 'sample.key' as MessageKey)).toBe('value');
    expect(en).toHaveBeenCalledTimes(2);
  });
});

describe('preloadLanguage: switching language without a loading gap', () => {
  it('loads the new language of every part already used, and nothing when all are there', async () => {
    const { loadDictionary, preloadLanguage, translate: t, loginDictionary } = await freshI18n();
    await loadDictionary(loginDictionary, 'en');
    expect(preloadLanguage('en')).toBeUndefined();
    await preloadLanguage('ar');
    expect(t('ar', 'login.login.title')).toMatch(/[\u0600-\u06FF]/);
    expect(t('ar', 'shell.dynamicButtonsFailed'), 'parts never used stay unloaded').toBe('shell.dynamicButtonsFailed');
    expect(preloadLanguage('ar')).toBeUndefined();
  });

  it('never rejects: a part that fails is retried when it renders', async () => {
    const { loadDictionary, preloadLanguage } = await freshI18n();
    const part = { en: async () => ({}), ar: () => Promise.reject(new Error('offline')) };
    await loadDictionary(part, 'en');
    await expect(preloadLanguage('ar')).resolves.toBeUndefined();
    await expect(loadDictionary(part, 'ar'), 'tried again, not remembered as failed').rejects.toThrow('offline');
  });
});

describe('dictionaryKeys', () => {
  it('flattens nested keys with dots', () => {
    expect(dictionaryKeys({ a: 'x', b: { c: 'y', d: { e: 'z' } } })).toEqual(['a', 'b.c', 'b.d.e']);
  });

  it('accepts a prefix', () => {
    expect(dictionaryKeys({ a: 'x' }, 'p.')).toEqual(['p.a']);
  });
});

describe('isKeyMessage', () => {
  it('tells dictionary keys from server text', () => {
    expect(isKeyMessage({ key: 'errors.network' })).toBe(true);
    expect(isKeyMessage({ text: 'Server said so' })).toBe(false);
  });
});
