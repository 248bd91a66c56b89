import { describe, expect, it } from 'vitest';
import {
  forgotErrorMessage,
  loginErrorMessage,
  resetErrorMessage,
  signupErrorMessage,
} from '../../../../src/core/login/login-errors';
import { ApiError, parseErrorBody } from '../../../../src/core/http/api-error';
import { textOf } from '../helpers';

// §8 login and password-flow error catalogues.

const http = (status: number, body: unknown = {}) => parseErrorBody(status, body);

describe('loginErrorMessage (§8 login)', () => {
  it.each([400, 401])('maps %d to invalid username or password', (status) => {
    const message = loginErrorMessage(http(status, { message: 'Unauthenticated.' }));
    expect(message).toEqual({ key: 'login.errors.invalidCredentials' });
    expect(textOf(message)).toMatch(/invalid username or password/i);
  });

  it('maps 429 to too many requests', () => {
    const message = loginErrorMessage(http(429, { message: 'Slow down' }));
    expect(message).toEqual({ key: 'login.errors.tooManyRequests' });
    expect(textOf(message)).toMatch(/too many/i);
  });

  it.each([500, 502, 503, 504])('maps %d (500 and above) to server error', (status) => {
    const message = loginErrorMessage(http(status, { message: 'SQLSTATE[HY000]' }));
    expect(message).toEqual({ key: 'login.errors.serverError' });
    expect(textOf(message)).toMatch(/server error/i);
  });

  it('shows the first field error of a 422 body', () => {
    const error = http(422, {
      message: 'The given data was invalid.',
      data: { username: ['The username field is required.'], password: ['Too short'] },
    });
    expect(loginErrorMessage(error)).toEqual({ text: 'The username field is required.' });
  });

  it('shows the message of a 422 body without field errors', () => {
    expect(loginErrorMessage(http(422, { message: 'The given data was invalid.' }))).toEqual({
      text: 'The given data was invalid.',
    });
  });

  it('shows the validation-error message for a bare 422', () => {
    const message = loginErrorMessage(http(422, null));
    expect(message).toEqual({ key: 'login.errors.validationError' });
  });

  it('maps 423 and a "locked" server message to account locked, contact support', () => {
    expect(loginErrorMessage(http(423))).toEqual({ key: 'login.errors.accountLocked' });
    const message = loginErrorMessage(http(403, { message: 'Your account is locked.' }));
    expect(message).toEqual({ key: 'login.errors.accountLocked' });
    expect(textOf(message)).toMatch(/locked.*contact support/i);
  });

  it('keeps 500 and above a server error even when the server text mentions a lock', () => {
    expect(loginErrorMessage(http(500, { message: 'SQLSTATE[HY000]: database is locked' }))).toEqual({
      key: 'login.errors.serverError',
    });
  });

  it('shows any other server message stripped of markup', () => {
    expect(loginErrorMessage(http(404, { message: '<p>Account <b>disabled</b></p>' }))).toEqual({
      text: 'Account disabled',
    });
    expect(loginErrorMessage(http(403, { status_text: 'Email not verified' }))).toEqual({ text: 'Email not verified' });
  });

  it('falls back to the unknown-error message', () => {
    expect(loginErrorMessage(http(404, {}))).toEqual({ key: 'login.errors.unknownError' });
  });

  it.each([
    ['network', 'Network error. Please check your internet connection.'],
    ['timeout', 'Request timed out. Please try again.'],
    ['canceled', 'Request was canceled.'],
  ] as const)('maps a %s failure to the auth.errors.%s text', (kind, text) => {
    const message = loginErrorMessage(new ApiError(kind, 'x'));
    expect(message).toEqual({ key: `login.errors.${kind}` });
    expect(textOf(message)).toBe(text);
  });

  it('shows a plain Error by its own message', () => {
    expect(loginErrorMessage(new Error('Login answer has no access_token'))).toEqual({
      text: 'Login answer has no access_token',
    });
  });

  it('falls back to unknown error for non-errors and message-less errors', () => {
    expect(loginErrorMessage('boom')).toEqual({ key: 'login.errors.unknownError' });
    expect(loginErrorMessage(new Error(''))).toEqual({ key: 'login.errors.unknownError' });
    expect(loginErrorMessage(undefined)).toEqual({ key: 'login.errors.unknownError' });
  });
});

describe('signupErrorMessage', () => {
  it('shows the first field error, e.g. an email already registered (§5)', () => {
    const error = http(422, { message: 'Invalid', data: { email: ['The email has already been taken.'] } });
    expect(signupErrorMessage(error)).toEqual({ text: 'The email has already been taken.' });
  });

  it('shows a 400 message rather than invalid credentials', () => {
    expect(signupErrorMessage(http(400, { message: 'Bad input' }))).toEqual({ text: 'Bad input' });
    expect(signupErrorMessage(http(400))).toEqual({ key: 'login.errors.validationError' });
  });

  it('otherwise follows the login catalogue', () => {
    expect(signupErrorMessage(http(429))).toEqual({ key: 'login.errors.tooManyRequests' });
    expect(signupErrorMessage(new ApiError('network', 'x'))).toEqual({ key: 'login.errors.network' });
  });
});

describe('forgotErrorMessage (§8 password flows)', () => {
  it('maps 404 to no account with this email', () => {
    const message = forgotErrorMessage(http(404, { message: 'Not found' }));
    expect(message).toEqual({ key: 'login.errors.noAccount' });
    expect(textOf(message)).toMatch(/no account.*email/i);
  });

  it('maps 429 to too many requests', () => {
    expect(forgotErrorMessage(http(429))).toEqual({ key: 'login.errors.tooManyRequests' });
  });

  it("shows the error's message, else 'Password reset request failed'", () => {
    expect(forgotErrorMessage(http(400, { message: 'Mail server unavailable' }))).toEqual({
      text: 'Mail server unavailable',
    });
    const fallback = forgotErrorMessage(http(400));
    expect(textOf(fallback)).toBe('Password reset request failed');
  });

  it('shows a field error when the body carries one', () => {
    expect(forgotErrorMessage(http(422, { data: { email: ['The email must be a valid email address.'] } }))).toEqual({
      text: 'The email must be a valid email address.',
    });
  });

  it('shows plain errors by their message and uses the fallback otherwise', () => {
    expect(forgotErrorMessage(new Error('offline'))).toEqual({ text: 'offline' });
    expect(textOf(forgotErrorMessage(null))).toBe('Password reset request failed');
  });

  it('maps transport failures to the network and time-out messages', () => {
    expect(forgotErrorMessage(new ApiError('network', 'x'))).toEqual({ key: 'login.errors.network' });
    expect(forgotErrorMessage(new ApiError('timeout', 'x'))).toEqual({ key: 'login.errors.timeout' });
  });

  it('uses a caller-given fallback (resend verification)', () => {
    expect(forgotErrorMessage(http(400), { key: 'login.errors.verificationFailed' })).toEqual({
      key: 'login.errors.verificationFailed',
    });
  });
});

describe('resetErrorMessage (§8 password flows)', () => {
  it('reports an invalid token as a token problem', () => {
    const result = resetErrorMessage(http(400, { status_text: 'invalid_token', message: 'Invalid token' }));
    expect(result).toEqual({ message: { key: 'login.errors.invalidToken' }, tokenProblem: true });
    expect(textOf(result.message)).toMatch(/invalid/i);
  });

  it('reports an expired token as a token problem', () => {
    const result = resetErrorMessage(http(400, { status_text: 'token_expired' }));
    expect(result).toEqual({ message: { key: 'login.errors.tokenExpired' }, tokenProblem: true });
    expect(textOf(result.message)).toMatch(/expired/i);
  });

  it("shows the error's message, else 'Password reset failed'", () => {
    expect(resetErrorMessage(http(400, { message: 'Weak password' }))).toEqual({
      message: { text: 'Weak password' },
      tokenProblem: false,
    });
    const fallback = resetErrorMessage(http(400));
    expect(fallback.tokenProblem).toBe(false);
    expect(textOf(fallback.message)).toBe('Password reset failed');
    expect(textOf(resetErrorMessage('???').message)).toBe('Password reset failed');
  });

  it('keeps the 404 and 429 mappings of the forgot flow', () => {
    expect(resetErrorMessage(http(404)).message).toEqual({ key: 'login.errors.noAccount' });
    expect(resetErrorMessage(http(429)).message).toEqual({ key: 'login.errors.tooManyRequests' });
  });
});

describe('a server that cannot send mail (503 mail_off, #32)', () => {
  const mailOff = () => http(503, { message: 'This academy cannot send email…', status_text: 'mail_off' });

  it('says so on sign-up, forgot password and resend, instead of a server error', () => {
    for (const message of [
      signupErrorMessage(mailOff()),
      forgotErrorMessage(mailOff()),
      loginErrorMessage(mailOff()),
    ]) {
      expect(message).toEqual({ key: 'login.errors.mailOff' });
      expect(textOf(message)).toBe(
        'This academy cannot send email at the moment, so nothing was sent. Please contact your academy.',
      );
    }
    expect(textOf(signupErrorMessage(mailOff()), 'ar')).toBe(
      'لا تستطيع هذه الأكاديمية إرسال البريد الإلكتروني حاليًا، لذلك لم يُرسل شيء. يرجى التواصل مع أكاديميتك.',
    );
    // Any other 503 stays a server error.
    expect(forgotErrorMessage(http(503, { message: 'Down' }))).toEqual({ key: 'login.errors.serverError' });
  });
});
