import { afterEach, describe, expect, it } from 'vitest';
import {
  afterLoginPath,
  formFieldErrors,
  INCOMPLETE_LINK,
  nextCountdown,
  prefilledEmail,
  resendVerificationPath,
  resetTokenOf,
  splitPath,
  verificationFailure,
  verificationIdOf,
  verificationOutcome,
  verificationScreenPath,
} from '../../../src/core/auth/auth-flow';
import { ApiError } from '../../../src/core/http/api-error';
import { RETURN_TO_KEY } from '../../../src/core/navigation/return-to';

const q = (text: string) => new URLSearchParams(text);

describe('auth flow rules', () => {
  afterEach(() => sessionStorage.clear());

  it('splits a path into pathname and query', () => {
    const { pathname, query } = splitPath('/auth/email-verification?email=a%40b.co&x=1');
    expect(pathname).toBe('/auth/email-verification');
    expect(query.get('email')).toBe('a@b.co');
    expect(splitPath('/auth/login').query.toString()).toBe('');
  });

  it('picks where sign-in leads', () => {
    expect(afterLoginPath('/support/tickets')).toBe('/support/tickets');
    sessionStorage.setItem(RETURN_TO_KEY, '/profile/settings');
    expect(afterLoginPath('https://evil.example/')).toBe('/profile/settings');
    expect(sessionStorage.getItem(RETURN_TO_KEY)).toBeNull();
    expect(afterLoginPath(undefined)).toBe('/dashboard');
    expect(afterLoginPath('/auth/login')).toBe('/dashboard');
    expect(afterLoginPath('/login')).toBe('/dashboard');
    sessionStorage.setItem(RETURN_TO_KEY, '/reset-password/abc');
    expect(afterLoginPath(null)).toBe('/dashboard');
    expect(afterLoginPath('/course/3?tab=exams')).toBe('/course/3?tab=exams');
  });

  it('builds the verification and resend paths', () => {
    expect(verificationScreenPath(' nora+1@example.com ')).toBe('/auth/email-verification?email=nora%2B1%40example.com');
    expect(resendVerificationPath(null)).toBe('/auth/resend-verification');
    expect(resendVerificationPath('a@b.co')).toBe('/auth/resend-verification?email=a%40b.co');
  });

  it('finds the reset token: explicit, then route, then query', () => {
    expect(resetTokenOf('attr', '/auth/reset-password/route', q('token=query'))).toBe('attr');
    expect(resetTokenOf(undefined, '/auth/reset-password/route', q('token=query'))).toBe('route');
    expect(resetTokenOf(undefined, '/reset-password/legacy', q(''))).toBe('legacy');
    expect(resetTokenOf('  ', '/auth/reset-password', q('token=query'))).toBe('query');
    expect(resetTokenOf(undefined, '/auth/reset-password', q(''))).toBeNull();
    expect(resetTokenOf(undefined, '/auth/login/extra', q(''))).toBeNull();
  });

  it('prefills the email from the attribute, else the query', () => {
    expect(prefilledEmail('x@y.co', q('email=a@b.co'))).toBe('x@y.co');
    expect(prefilledEmail(undefined, q('email=a%40b.co'))).toBe('a@b.co');
    expect(prefilledEmail(undefined, q(''))).toBe('');
  });

  it('reads the verification id from the route, else the query', () => {
    expect(verificationIdOf('/auth/email/verify/42', q('id=9'))).toBe('42');
    expect(verificationIdOf('/cms/page', q('id=9'))).toBe('9');
    expect(verificationIdOf('/cms/page', q(''))).toBeUndefined();
  });

  it('derives the result screen from the query', () => {
    expect(verificationOutcome(q('error=token_expired&token=t'))).toEqual({ kind: 'error', code: 'token_expired', announce: true });
    expect(verificationOutcome(q('error=already_verified'))).toEqual({ kind: 'error', code: 'already_verified', announce: false });
    expect(verificationOutcome(q('token=t'))).toEqual({ kind: 'success' });
    expect(verificationOutcome(q('email=a%40b.co'))).toEqual({ kind: 'waiting', email: 'a@b.co' });
    expect(verificationOutcome(q(''))).toEqual({ kind: 'waiting', email: null });
    expect(INCOMPLETE_LINK).toEqual({ kind: 'error', code: 'invalid_token', announce: false });
  });

  it('maps a failed verify call, honouring resent: false', () => {
    const http = (statusText: string, data: unknown = null) => new ApiError('http', 'x', { status: 400, statusText, serverMessage: 'x', data });
    expect(verificationFailure(http('invalid_token', { resent: true }))).toEqual({ kind: 'error', code: 'invalid_token', announce: true });
    expect(verificationFailure(http('token_expired', { resent: false }))).toEqual({ kind: 'error', code: 'token_expired', announce: false });
    expect(verificationFailure(http('already_verified'))).toEqual({ kind: 'error', code: 'already_verified', announce: false });
    expect(verificationFailure(new ApiError('network', 'offline'))).toEqual({ kind: 'error', code: 'network', announce: false });
  });

  it('never counts below zero', () => {
    expect(nextCountdown(5)).toBe(4);
    expect(nextCountdown(0)).toBe(0);
  });

  it('keeps server field errors for known fields, with aliases', () => {
    const error = new ApiError('http', 'x', {
      status: 422,
      fieldErrors: { email: ['taken'], password_confirmation: ['differs'], unknown: ['ignored'] },
    });
    expect(formFieldErrors(error, ['email', 'confirmPassword'] as const, { password_confirmation: 'confirmPassword' })).toEqual({ email: 'taken', confirmPassword: 'differs' });
    expect(formFieldErrors(new Error('plain'), ['email'] as const)).toEqual({});
  });
});
