import { describe, expect, it } from 'vitest';
import { buttonTitle, copyrightYear, otherLocale, presentText, shellMode } from '../../../src/core/shell/shell-rules';

describe('shell rules', () => {
  it.each([
    [{ isLoading: true, isAuthenticated: true }, '/dashboard', 'loading'],
    [{ isLoading: true, isAuthenticated: false }, '/auth/login', 'loading'],
    [{ isLoading: false, isAuthenticated: true }, '/dashboard', 'signed-in'],
    [{ isLoading: false, isAuthenticated: true }, '/auth/login', 'signed-in'],
    [{ isLoading: false, isAuthenticated: false }, '/auth/login', 'guest'],
    [{ isLoading: false, isAuthenticated: false }, '/auth/reset-password/abc', 'guest'],
    [{ isLoading: false, isAuthenticated: false }, '/dashboard', 'redirect'],
    [{ isLoading: false, isAuthenticated: false }, '/authors', 'redirect'],
    // Guest and public routes outside /auth/ are sign-in pages too (§2 route table).
    [{ isLoading: false, isAuthenticated: false }, '/login', 'guest'],
    [{ isLoading: false, isAuthenticated: false }, '/reset-password/abc', 'guest'],
    [{ isLoading: false, isAuthenticated: false }, '/terms', 'guest'],
  ] as const)('shellMode(%j, %s) is %s', (session, path, mode) => {
    expect(shellMode(session, path)).toBe(mode);
  });

  it('offers the other language', () => {
    expect(otherLocale('en')).toBe('ar');
    expect(otherLocale('ar')).toBe('en');
  });

  it('names a dynamic button by title_ar in Arabic only when present', () => {
    expect(buttonTitle({ title: 'Guide', title_ar: 'الدليل' }, 'ar')).toBe('الدليل');
    expect(buttonTitle({ title: 'Guide', title_ar: 'الدليل' }, 'en')).toBe('Guide');
    expect(buttonTitle({ title: 'Guide', title_ar: '  ' }, 'ar')).toBe('Guide');
    expect(buttonTitle({ title: 'Guide', title_ar: null }, 'ar')).toBe('Guide');
    expect(buttonTitle({ title: 'Guide' }, 'ar')).toBe('Guide');
  });

  it('stamps the Gregorian year', () => {
    expect(copyrightYear(new Date(2031, 5, 1))).toBe(2031);
    expect(copyrightYear()).toBe(new Date().getFullYear());
  });

  it('treats blank optional text as absent', () => {
    expect(presentText(null)).toBeNull();
    expect(presentText(undefined)).toBeNull();
    expect(presentText('   ')).toBeNull();
    expect(presentText(' 123 ')).toBe('123');
  });
});
