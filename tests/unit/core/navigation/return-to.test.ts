import { beforeEach, describe, expect, it } from 'vitest';
import {
  RETURN_TO_KEY,
  isAuthPath,
  isSafeReturnPath,
  isSignInPage,
  rememberLocation,
  takeReturnPath,
} from '../../../../src/core/navigation/return-to';

// §2: any path beginning with /auth/ is an authentication page; the guard remembers the original location.

describe('isAuthPath', () => {
  it.each(['/auth/login', '/auth/signup', '/auth/reset-password/abc', '/auth/email/verify/1', '/auth', '/auth?x=1'])(
    'counts %s',
    (path) => {
      expect(isAuthPath(path)).toBe(true);
    },
  );

  it.each(['/login', '/dashboard', '/authors', '/reset-password/abc', '/email-verification', '/support/auth/x'])(
    'does not count %s',
    (path) => {
      expect(isAuthPath(path)).toBe(false);
    },
  );
});

describe('isSignInPage', () => {
  it.each([
    '/auth/login',
    '/auth/anything',
    '/login',
    '/reset-password/abc',
    '/email-verification',
    '/auth/reset-password',
  ])('counts the guest or /auth/ page %s', (path) => {
    expect(isSignInPage(path)).toBe(true);
  });

  it.each(['/dashboard', '/support/tickets/5', '/terms', '/profile', '/nowhere'])('does not count %s', (path) => {
    expect(isSignInPage(path)).toBe(false);
  });
});

describe('isSafeReturnPath', () => {
  it.each(['/dashboard', '/support/tickets/5?tab=1', '/content/dynamic-button/3#top', '/'])('accepts %s', (path) => {
    expect(isSafeReturnPath(path)).toBe(true);
  });

  it.each([
    ['a protocol-relative URL', '//evil.example/phish'],
    ['a backslash trick', '/\\evil.example'],
    ['an absolute URL', 'https://evil.example/dashboard'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'dashboard'],
    ['an auth page (login loop)', '/auth/login'],
    ['another auth page', '/auth/reset-password/x'],
    ['a guest page outside /auth/', '/login'],
    ['a reset link outside /auth/', '/reset-password/x?email=a%40b.c'],
    ['empty', ''],
    ['null', null],
    ['undefined', undefined],
  ])('rejects %s', (_label, path) => {
    expect(isSafeReturnPath(path)).toBe(false);
  });
});

describe('rememberLocation and takeReturnPath', () => {
  beforeEach(() => sessionStorage.clear());

  it('stores the location under academy_return_to', () => {
    expect(RETURN_TO_KEY).toBe('academy_return_to');
    rememberLocation('/support/tickets/5?tab=1');
    expect(sessionStorage.getItem('academy_return_to')).toBe('/support/tickets/5?tab=1');
  });

  it('returns the remembered location once, then /dashboard', () => {
    rememberLocation('/profile/settings');
    expect(takeReturnPath()).toBe('/profile/settings');
    expect(takeReturnPath()).toBe('/dashboard');
    expect(sessionStorage.getItem(RETURN_TO_KEY)).toBeNull();
  });

  it('defaults to /dashboard when nothing was remembered', () => {
    expect(takeReturnPath()).toBe('/dashboard');
  });

  it('refuses to remember unsafe locations', () => {
    rememberLocation('//evil.example');
    rememberLocation('/auth/login');
    expect(sessionStorage.getItem(RETURN_TO_KEY)).toBeNull();
  });

  it('ignores and drops an unsafe value planted in storage', () => {
    sessionStorage.setItem(RETURN_TO_KEY, 'https://evil.example');
    expect(takeReturnPath()).toBe('/dashboard');
    expect(sessionStorage.getItem(RETURN_TO_KEY)).toBeNull();
  });
});

describe('isSignInPage agrees with the route table', () => {
  it('is true exactly for guest routes and /auth/ paths', async () => {
    const { ROUTES } = await import('../../../../src/core/navigation/routes');
    const { isSignInPage } = await import('../../../../src/core/navigation/return-to');
    for (const route of ROUTES) {
      const path = route.pattern.replace(/:\w+/g, 'x1');
      expect(isSignInPage(path), path).toBe(route.access === 'guest' || path.startsWith('/auth/'));
    }
  });
});
