import { describe, expect, it } from 'vitest';
import { authDictionary } from '../../../../src/core/locale/dictionaries/auth';
import { shellDictionary } from '../../../../src/core/locale/dictionaries/shell';
import { dictionaryKeys, registerDictionary, translate, type MessageKey } from '../../../../src/core/locale/i18n';
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
    expect(translate('en', 'fallback.message')).toBe('An unexpected error occurred. Please refresh the page and try again.');
    expect(translate('en', 'fallback.refresh')).toBe('Refresh Page');
  });

  it('translates into Arabic', () => {
    expect(translate('ar', 'fallback.title')).toBe('حدث خطأ ما');
    expect(translate('ar', 'errors.network')).toMatch(/[\u0600-\u06FF]/);
  });

  it('shows a key whose part is not registered yet as the key itself, then translates it once registered', () => {
    const key: MessageKey = 'shell.dynamicButtonsFailed';
    const before = translate('en', key);
    expect([key, 'Failed to load dynamic buttons']).toContain(before);
    registerDictionary(shellDictionary);
    expect(translate('en', key)).toBe('Failed to load dynamic buttons');
  });

  it('fills in parameters', () => {
    registerDictionary(authDictionary);
    expect(translate('en', 'auth.forgot.sentMessage', { email: 'sara@example.com' })).toBe('We sent a password reset link to sara@example.com.');
    expect(translate('ar', 'auth.verify.countdown', { seconds: 5 })).toContain('5');
    registerDictionary(shellDictionary);
    expect(translate('en', 'shell.copyright', { year: 2026, academy: 'SAFE Academy' })).toBe('© 2026 SAFE Academy. All rights reserved.');
  });

  it('registers a part only once and keeps earlier parts', () => {
    registerDictionary(authDictionary);
    registerDictionary(authDictionary);
    expect(translate('en', 'auth.errors.invalidCredentials')).toBe('Invalid username or password');
    expect(translate('en', 'errors.unknownError')).toBe('An error occurred');
  });

  it('shows an unknown key as the key itself', () => {
    expect(translate('en', 'no.such.key' as MessageKey)).toBe('no.such.key');
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
