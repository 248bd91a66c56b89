import { describe, expect, it } from 'vitest';
import { guardRoute } from '../../../../src/core/navigation/routes';
import { copyrightYear, presentText, shellMode } from '../../../../src/core/shell/shell-rules';

// §2 page shell: chrome for signed-in users; the route guard sends guests on protected pages to /auth/login.

const signedOut = { isLoading: false, isAuthenticated: false };

describe('shellMode', () => {
  it('waits while the session is loading', () => {
    expect(shellMode({ isLoading: true, isAuthenticated: false }, '/dashboard')).toBe('loading');
    expect(shellMode({ isLoading: true, isAuthenticated: true }, '/auth/login')).toBe('loading');
  });

  it('shows the full chrome to a signed-in user', () => {
    expect(shellMode({ isLoading: false, isAuthenticated: true }, '/dashboard')).toBe('signed-in');
  });

  it('shows guest chrome on /auth/ pages', () => {
    expect(shellMode(signedOut, '/auth/login')).toBe('guest');
    expect(shellMode(signedOut, '/auth/email/verify/5')).toBe('guest');
  });

  it.each(['/dashboard', '/support/tickets', '/profile/settings', '/content/dynamic-button/1'])(
    'sends a guest on the protected %s to sign in',
    (path) => {
      expect(shellMode(signedOut, path)).toBe('redirect');
    },
  );

  it('agrees with the route guard: a guest on a guest or public page outside /auth/ is not sent away', () => {
    const pages = ['/login', '/reset-password/abc', '/email-verification', '/terms', '/privacy'];
    for (const path of pages) expect(guardRoute(path, false).kind, path).toBe('render');
    expect(pages.filter((path) => shellMode(signedOut, path) === 'redirect')).toEqual([]);
  });
});

describe('copyrightYear (§2 footer: a year-stamped line)', () => {
  it('is the Gregorian year', () => {
    expect(copyrightYear(new Date('2026-03-01T12:00:00Z'))).toBe(2026);
  });
});

describe('presentText (§2 profile menu: Arabic name and NID only if any)', () => {
  it('keeps visible text and drops blank values', () => {
    expect(presentText('  سارة ')).toBe('سارة');
    expect(presentText('   ')).toBeNull();
    expect(presentText(null)).toBeNull();
    expect(presentText(undefined)).toBeNull();
  });
});
