import { beforeEach, describe, expect, it } from 'vitest';
import {
  INCOMPLETE_LINK,
  afterLoginPath,
  formFieldErrors,
  matchLoginRoute,
  nextCountdown,
  prefilledEmail,
  resendVerificationPath,
  resetTokenOf,
  splitPath,
  verificationFailure,
  verificationIdOf,
  verificationOutcome,
  verificationScreenPath,
} from '../../../../src/core/login/login-flow';
import { VERIFY_COUNTDOWN_START } from '../../../../src/core/login/verification';
import { ApiError, parseErrorBody } from '../../../../src/core/http/api-error';
import { RETURN_TO_KEY } from '../../../../src/core/navigation/return-to';
import { ROUTES, matchRoute } from '../../../../src/core/navigation/routes';
import { SAMPLES } from './route-samples';

// §2 login / sign-up / reset / verification screens, §4 verification countdown, §5 verification parameters.

const q = (text: string) => new URLSearchParams(text);

describe('splitPath', () => {
  it('splits an in-app path into pathname and query', () => {
    const { pathname, query } = splitPath('/auth/email-verification?email=a%40b.co&x=1');
    expect(pathname).toBe('/auth/email-verification');
    expect(query.get('email')).toBe('a@b.co');
    expect(query.get('x')).toBe('1');
  });
});

describe('afterLoginPath (§2 login: remembered location, else /dashboard)', () => {
  beforeEach(() => sessionStorage.clear());

  it('goes to a safe explicit redirect', () => {
    expect(afterLoginPath('/support/tickets')).toBe('/support/tickets');
  });

  it('otherwise goes to the remembered location once', () => {
    sessionStorage.setItem(RETURN_TO_KEY, '/profile/settings');
    expect(afterLoginPath(null)).toBe('/profile/settings');
    expect(afterLoginPath(null)).toBe('/dashboard');
  });

  it('otherwise goes to /dashboard', () => {
    expect(afterLoginPath(undefined)).toBe('/dashboard');
  });

  it('ignores unsafe redirects', () => {
    expect(afterLoginPath('//evil.example')).toBe('/dashboard');
    expect(afterLoginPath('https://evil.example')).toBe('/dashboard');
    expect(afterLoginPath('/auth/login')).toBe('/dashboard');
  });
});

describe('verification and resend paths', () => {
  it('leads from sign-up to the email-verification screen with the address', () => {
    expect(verificationScreenPath('  sara+1@example.com ')).toBe(
      '/auth/email-verification?email=sara%2B1%40example.com',
    );
  });

  it('leads to the resend screen, prefilled when the address is known', () => {
    expect(resendVerificationPath('a@b.co')).toBe('/auth/resend-verification?email=a%40b.co');
    expect(resendVerificationPath('  ')).toBe('/auth/resend-verification');
    expect(resendVerificationPath(null)).toBe('/auth/resend-verification');
  });
});

describe('resetTokenOf (§2 reset password: route {token} or query token)', () => {
  it('reads the route parameter of both reset routes', () => {
    expect(resetTokenOf(null, '/auth/reset-password/abc', q(''))).toBe('abc');
    expect(resetTokenOf(null, '/reset-password/xyz', q(''))).toBe('xyz');
  });

  it('reads the token query parameter', () => {
    expect(resetTokenOf(null, '/auth/reset-password', q('token=qq&email=a%40b.co'))).toBe('qq');
  });

  it('prefers an explicit token, then the route, then the query', () => {
    expect(resetTokenOf('explicit', '/auth/reset-password/abc', q('token=qq'))).toBe('explicit');
    expect(resetTokenOf(null, '/auth/reset-password/abc', q('token=qq'))).toBe('abc');
  });

  it('is null without a token (the invalid-token alert shows)', () => {
    expect(resetTokenOf(null, '/auth/reset-password', q(''))).toBeNull();
    expect(resetTokenOf('  ', '/auth/reset-password', q('token='))).toBeNull();
  });
});

describe('prefilledEmail (§2 reset password: email from the query)', () => {
  it('uses the explicit value, else the email query parameter, else empty', () => {
    expect(prefilledEmail('given@x.co', q('email=q%40x.co'))).toBe('given@x.co');
    expect(prefilledEmail(null, q('email=q%40x.co'))).toBe('q@x.co');
    expect(prefilledEmail(undefined, q(''))).toBe('');
  });
});

describe('verificationIdOf', () => {
  it('reads {id} of /auth/email/verify/{id}', () => {
    expect(verificationIdOf('/auth/email/verify/15', q('id=99'))).toBe('15');
  });

  it('reads the id query parameter elsewhere', () => {
    expect(verificationIdOf('/somewhere', q('id=99'))).toBe('99');
    expect(verificationIdOf('/somewhere', q(''))).toBeUndefined();
  });
});

describe('verificationOutcome (§2 email verification result screen)', () => {
  it('shows the error when the query has one, announcing the new email for invalid or expired links', () => {
    expect(verificationOutcome(q('error=token_expired'))).toEqual({
      kind: 'error',
      code: 'token_expired',
      announce: true,
    });
    expect(verificationOutcome(q('error=already_verified&token=t'))).toEqual({
      kind: 'error',
      code: 'already_verified',
      announce: false,
    });
  });

  it('shows success with a token', () => {
    expect(verificationOutcome(q('token=abc'))).toEqual({ kind: 'success' });
  });

  it('otherwise shows the waiting screen for the address', () => {
    expect(verificationOutcome(q('email=a%40b.co'))).toEqual({ kind: 'waiting', email: 'a@b.co' });
    expect(verificationOutcome(q(''))).toEqual({ kind: 'waiting', email: null });
  });
});

describe('nextCountdown (§4: from 5, on zero go to /login)', () => {
  it('counts 5, 4, 3, 2, 1, 0 and stays at 0', () => {
    const seen = [VERIFY_COUNTDOWN_START];
    while (seen.at(-1)! > 0) seen.push(nextCountdown(seen.at(-1)!));
    expect(seen).toEqual([5, 4, 3, 2, 1, 0]);
    expect(nextCountdown(0)).toBe(0);
  });
});

describe('formFieldErrors', () => {
  const error = parseErrorBody(422, {
    message: 'Invalid',
    data: {
      email: ['The email has already been taken.', 'second'],
      password_confirmation: ["Passwords don't match"],
      unknown_field: ['x'],
    },
  });

  it('keeps the first message of the fields the form shows, mapping aliases', () => {
    expect(
      formFieldErrors(error, ['email', 'confirmPassword'] as const, { password_confirmation: 'confirmPassword' }),
    ).toEqual({
      email: 'The email has already been taken.',
      confirmPassword: "Passwords don't match",
    });
  });

  it('drops unknown fields and ignores other errors', () => {
    expect(formFieldErrors(error, ['phone'] as const)).toEqual({});
    expect(formFieldErrors(new Error('x'), ['email'] as const)).toEqual({});
    expect(formFieldErrors(new ApiError('network', 'x'), ['email'] as const)).toEqual({});
  });
});

describe('verificationFailure (§4: invalid or expired link triggers a new email)', () => {
  it('announces the new email for an invalid or expired link', () => {
    expect(verificationFailure(parseErrorBody(400, { status_text: 'invalid_token' }))).toEqual({
      kind: 'error',
      code: 'invalid_token',
      announce: true,
    });
    expect(verificationFailure(parseErrorBody(410, { status_text: 'token_expired' }))).toEqual({
      kind: 'error',
      code: 'token_expired',
      announce: true,
    });
  });

  it('does not announce it when the server says none was sent', () => {
    expect(
      verificationFailure(parseErrorBody(400, { status_text: 'token_expired', data: { resent: false } })).announce,
    ).toBe(false);
  });

  it('reports an already verified account without a resend notice', () => {
    expect(verificationFailure(parseErrorBody(409, { status_text: 'already_verified' }))).toEqual({
      kind: 'error',
      code: 'already_verified',
      announce: false,
    });
  });

  it('reports transport failures as network', () => {
    expect(verificationFailure(new ApiError('network', 'x'))).toEqual({
      kind: 'error',
      code: 'network',
      announce: false,
    });
  });

  it('treats an incomplete link as invalid, without a resend notice (§5)', () => {
    expect(INCOMPLETE_LINK).toEqual({ kind: 'error', code: 'invalid_token', announce: false });
  });
});

describe('matchLoginRoute — the sign-in routes without the other features’ tables', () => {
  it.each(SAMPLES)('%s → the same match as the full table', (path) => {
    expect(matchLoginRoute(path)).toEqual(matchRoute(path));
  });

  it('knows no other feature’s route', () => {
    for (const route of ROUTES.filter((route) => !SAMPLES.some(([, name]) => name === route.name)))
      expect(matchLoginRoute(route.pattern)).toBeNull();
  });
});
