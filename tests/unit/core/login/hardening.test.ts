import { describe, expect, it } from 'vitest';
import {
  lastAttemptWarning,
  lockoutMessage,
  loginErrorMessage,
  retryAfterSeconds,
  unverifiedAccount,
} from '../../../../src/core/login/login-errors';
import { afterLoginPath, countdownMessage, formFailure, peekReturnPath } from '../../../../src/core/login/login-flow';
import { pluralForm } from '../../../../src/core/locale/plural';
import { loginAr } from '../../../../src/core/login/strings/ar';
import { loginEn } from '../../../../src/core/login/strings/en';
import { validateEmailOnly, validateLogin, validateReset, validateSignup } from '../../../../src/core/login/validation';
import type { SignupInput } from '../../../../src/core/api/login';
import { ApiError, parseErrorBody } from '../../../../src/core/http/api-error';
import { textOf } from '../helpers';

// Issue 7, items 16, 17, 18, 23 and 25: the rules behind what the sign-in screens say.

const http = (status: number, body: unknown = {}) => parseErrorBody(status, body);
const both = (message: Parameters<typeof textOf>[0]) => ({ en: textOf(message, 'en'), ar: textOf(message, 'ar') });

describe('item 17: empty versus invalid (§5)', () => {
  const v = loginEn.login.validation;

  it('login: an empty password says it is required, 1–7 characters the 8-character rule, 8 passes', () => {
    expect(validateLogin({ username: 'u', password: '' }).password).toBe('login.validation.passwordRequired');
    expect(validateLogin({ username: 'u', password: '1' }).password).toBe('login.validation.passwordMinLength');
    expect(validateLogin({ username: 'u', password: '1234567' }).password).toBe('login.validation.passwordMinLength');
    expect(validateLogin({ username: 'u', password: '12345678' })).toEqual({});
  });

  it('login: a whitespace password counts its characters (passwords are not trimmed)', () => {
    expect(validateLogin({ username: 'u', password: '   ' }).password).toBe('login.validation.passwordMinLength');
    expect(validateLogin({ username: 'u', password: ' '.repeat(8) })).toEqual({});
  });

  it('login: an empty or whitespace username is required', () => {
    expect(validateLogin({ username: '', password: '12345678' }).username).toBe('login.validation.usernameRequired');
    expect(validateLogin({ username: ' \t ', password: '12345678' }).username).toBe(
      'login.validation.usernameRequired',
    );
  });

  it('forgot and resend: empty or whitespace → emailRequired, malformed → emailInvalid', () => {
    expect(validateEmailOnly({ email: '' }).email).toBe('login.validation.emailRequired');
    expect(validateEmailOnly({ email: '   ' }).email).toBe('login.validation.emailRequired');
    expect(validateEmailOnly({ email: 'nope' }).email).toBe('login.validation.emailInvalid');
    expect(validateEmailOnly({ email: 'a@b.co' })).toEqual({});
  });

  it('reset: empty email and password say required; malformed email and 7 characters say the rules', () => {
    const empty = validateReset({ email: '', password: '', confirmPassword: '' });
    expect(empty).toEqual({ email: 'login.validation.emailRequired', password: 'login.validation.passwordRequired' });
    const bad = validateReset({ email: 'x', password: '1234567', confirmPassword: '1234567' });
    expect(bad).toEqual({ email: 'login.validation.emailInvalid', password: 'login.validation.passwordMinLength' });
    expect(validateReset({ email: 'a@b.co', password: '12345678', confirmPassword: '12345678' })).toEqual({});
  });

  it('sign-up: required messages for empty email and password, rule messages otherwise', () => {
    const base: SignupInput = {
      firstName: 'A',
      lastName: 'B',
      email: '',
      phone: '',
      role: 'learner',
      password: '',
      confirmPassword: '',
      agreeToTerms: true,
    };
    expect(validateSignup(base)).toEqual({
      email: 'login.validation.emailRequired',
      password: 'login.validation.passwordRequired',
    });
    expect(validateSignup({ ...base, email: ' ', password: ' ', confirmPassword: ' ' })).toEqual({
      email: 'login.validation.emailRequired',
      password: 'login.validation.passwordMinLength',
    });
    expect(validateSignup({ ...base, email: 'a@', password: '1234567', confirmPassword: '1234567' })).toEqual({
      email: 'login.validation.emailInvalid',
      password: 'login.validation.passwordMinLength',
    });
  });

  it('the texts say "required" for empty fields and keep the spec texts for the rules, in English and Arabic', () => {
    expect(v.passwordRequired).toBe('Password is required');
    expect(v.emailRequired).toBe('Email is required');
    expect(v.emailInvalid).toBe('Please enter a valid email address');
    expect(v.passwordMinLength).toBe('Password must be at least 8 characters');
    const a = loginAr.login.validation;
    expect(a.passwordRequired).toBe('كلمة المرور مطلوبة');
    expect(a.emailRequired).toBe('البريد الإلكتروني مطلوب');
    expect(a.emailInvalid).toBe('يرجى إدخال بريد إلكتروني صالح');
    expect(a.passwordRequired).not.toBe(a.passwordMinLength);
  });
});

describe('item 16: how long the sign-in pause lasts', () => {
  it('reads data.retry_after (seconds) from a 429, as a number or a numeric string', () => {
    expect(retryAfterSeconds(http(429, { message: 'Too many', data: { retry_after: 600 } }))).toBe(600);
    expect(retryAfterSeconds(http(429, { data: { retry_after: '42' } }))).toBe(42);
    expect(retryAfterSeconds(http(429, { data: { retry_after: 0 } }))).toBeNull();
    expect(retryAfterSeconds(http(429, { data: { retry_after: -5 } }))).toBeNull();
    expect(retryAfterSeconds(http(429, { data: { retry_after: 'soon' } }))).toBeNull();
    expect(retryAfterSeconds(http(429, { data: null }))).toBeNull();
    expect(retryAfterSeconds(http(401, { data: { retry_after: 60 } }))).toBeNull();
    expect(retryAfterSeconds(new Error('x'))).toBeNull();
  });

  it('picks a plural form that serves both languages (Arabic CLDR categories)', () => {
    expect([1, 2, 3, 10, 11, 99, 100, 101, 102, 103, 111].map(pluralForm)).toEqual([
      'one',
      'two',
      'few',
      'few',
      'many',
      'many',
      'other',
      'other',
      'other',
      'few',
      'many',
    ]);
  });

  it('under 60 s speaks in seconds, from 60 s in whole minutes rounded up', () => {
    expect(both(lockoutMessage(1))).toEqual({
      en: 'Too many sign-in attempts. Try again in 1 second.',
      ar: 'محاولات تسجيل دخول كثيرة جدًا. حاول مرة أخرى بعد ثانية واحدة.',
    });
    expect(both(lockoutMessage(2))).toEqual({
      en: 'Too many sign-in attempts. Try again in 2 seconds.',
      ar: 'محاولات تسجيل دخول كثيرة جدًا. حاول مرة أخرى بعد ثانيتين.',
    });
    expect(both(lockoutMessage(5))).toEqual({
      en: 'Too many sign-in attempts. Try again in 5 seconds.',
      ar: 'محاولات تسجيل دخول كثيرة جدًا. حاول مرة أخرى بعد ٥ ثوانٍ.',
    });
    expect(both(lockoutMessage(59))).toEqual({
      en: 'Too many sign-in attempts. Try again in 59 seconds.',
      ar: 'محاولات تسجيل دخول كثيرة جدًا. حاول مرة أخرى بعد ٥٩ ثانية.',
    });
    expect(both(lockoutMessage(59.2)).en).toBe('Too many sign-in attempts. Try again in 1 minute.');
    expect(both(lockoutMessage(60))).toEqual({
      en: 'Too many sign-in attempts. Try again in 1 minute.',
      ar: 'محاولات تسجيل دخول كثيرة جدًا. حاول مرة أخرى بعد دقيقة واحدة.',
    });
    expect(both(lockoutMessage(61))).toEqual({
      en: 'Too many sign-in attempts. Try again in 2 minutes.',
      ar: 'محاولات تسجيل دخول كثيرة جدًا. حاول مرة أخرى بعد دقيقتين.',
    });
    expect(both(lockoutMessage(600))).toEqual({
      en: 'Too many sign-in attempts. Try again in 10 minutes.',
      ar: 'محاولات تسجيل دخول كثيرة جدًا. حاول مرة أخرى بعد ١٠ دقائق.',
    });
    expect(both(lockoutMessage(15 * 60))).toEqual({
      en: 'Too many sign-in attempts. Try again in 15 minutes.',
      ar: 'محاولات تسجيل دخول كثيرة جدًا. حاول مرة أخرى بعد ١٥ دقيقة.',
    });
  });

  it('a 429 with data.retry_after says how long; without it, the generic too-many message', () => {
    expect(
      textOf(loginErrorMessage(http(429, { message: 'Too many login attempts.', data: { retry_after: 600 } }))),
    ).toBe('Too many sign-in attempts. Try again in 10 minutes.');
    expect(loginErrorMessage(http(429, { message: 'Slow down' }))).toEqual({ key: 'login.errors.tooManyRequests' });
    // A server text mentioning a lock does not turn a timed pause into "contact support".
    expect(
      textOf(loginErrorMessage(http(429, { message: 'Account temporarily locked', data: { retry_after: 30 } }))),
    ).toBe('Too many sign-in attempts. Try again in 30 seconds.');
  });

  it('warns when a 401 says one attempt is left (data.attempts_left = 1), in both languages', () => {
    const warning = lastAttemptWarning(http(401, { message: 'Invalid', data: { attempts_left: 1 } }));
    expect(warning).toEqual({ key: 'login.errors.lastAttempt' });
    expect(both(warning!)).toEqual({
      en: 'One attempt left before sign-in is paused.',
      ar: 'تبقّت محاولة واحدة قبل إيقاف تسجيل الدخول مؤقتًا.',
    });
    expect(lastAttemptWarning(http(401, { data: { attempts_left: 2 } }))).toBeNull();
    expect(lastAttemptWarning(http(401, { data: { attempts_left: 0 } }))).toBeNull();
    expect(lastAttemptWarning(http(401, { data: null }))).toBeNull();
    expect(lastAttemptWarning(http(429, { data: { attempts_left: 1 } }))).toBeNull();
  });
});

describe('item 25: an unverified account signing in', () => {
  const unverified = http(403, {
    message: 'Please verify your email address before signing in.',
    status_text: 'Forbidden',
    data: { reason: 'email_unverified', email: 'new@example.test' },
  });

  it('recognises the 403 with data.reason email_unverified and its address', () => {
    expect(unverifiedAccount(unverified)).toEqual({ email: 'new@example.test' });
    expect(unverifiedAccount(http(403, { data: { reason: 'email_unverified' } }))).toEqual({ email: null });
    expect(unverifiedAccount(http(403, { data: { reason: 'other' } }))).toBeNull();
    expect(unverifiedAccount(http(401, { data: { reason: 'email_unverified' } }))).toBeNull();
  });

  it('says to verify the email first, in both languages', () => {
    const message = loginErrorMessage(unverified);
    expect(message).toEqual({ key: 'login.errors.emailUnverified' });
    expect(both(message)).toEqual({
      en: 'Please verify your email address before signing in.',
      ar: 'يرجى تأكيد بريدك الإلكتروني قبل تسجيل الدخول.',
    });
  });
});

describe('item 18: a server field error shows under its field only', () => {
  const taken = http(422, {
    message: 'The given data was invalid.',
    data: { email: ['The email has already been taken.'] },
  });

  it('no banner when every field error has a field on the form', () => {
    expect(formFailure(taken, ['email', 'password'], { text: 'banner' })).toEqual({
      fields: { email: 'The email has already been taken.' },
      banner: null,
    });
  });

  it('a banner for errors without a field (or with a field the form does not show)', () => {
    expect(formFailure(http(422, { message: 'Bad', data: { nickname: ['No'] } }), ['email'], { text: 'No' })).toEqual({
      fields: {},
      banner: { text: 'No' },
    });
    expect(formFailure(http(500), ['email'], { key: 'login.errors.serverError' })).toEqual({
      fields: {},
      banner: { key: 'login.errors.serverError' },
    });
    expect(formFailure(new ApiError('network', 'x'), ['email'], { key: 'login.errors.network' }).banner).toEqual({
      key: 'login.errors.network',
    });
  });
});

describe('item 14: where "Continue" leads', () => {
  it('peeks the remembered location without using it up; afterLoginPath still takes it once', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
      removeItem: (k: string) => store.delete(k),
    };
    (globalThis as { sessionStorage?: unknown }).sessionStorage = storage;
    try {
      expect(peekReturnPath(undefined)).toBe('/dashboard');
      store.set('academy_return_to', '/support/tickets');
      expect(peekReturnPath(undefined)).toBe('/support/tickets');
      expect(peekReturnPath('/courses')).toBe('/courses');
      expect(peekReturnPath('//evil.example')).toBe('/support/tickets');
      expect(store.get('academy_return_to')).toBe('/support/tickets');
      expect(afterLoginPath(undefined)).toBe('/support/tickets');
      expect(peekReturnPath(undefined)).toBe('/dashboard');
      store.set('academy_return_to', '/auth/login');
      expect(peekReturnPath(undefined)).toBe('/dashboard');
    } finally {
      delete (globalThis as { sessionStorage?: unknown }).sessionStorage;
    }
  });
});

describe('item 23: copy', () => {
  it('the countdown has no doubled "in"', () => {
    expect([5, 2, 1].map((seconds) => textOf(countdownMessage(seconds), 'en'))).toEqual([
      'Redirecting to the sign-in page in 5 seconds…',
      'Redirecting to the sign-in page in 2 seconds…',
      'Redirecting to the sign-in page in 1 second…',
    ]);
    expect([5, 2, 1].map((seconds) => textOf(countdownMessage(seconds), 'ar'))).toEqual([
      'سيتم تحويلك إلى صفحة تسجيل الدخول خلال ٥ ثوانٍ…',
      'سيتم تحويلك إلى صفحة تسجيل الدخول خلال ثانيتين…',
      'سيتم تحويلك إلى صفحة تسجيل الدخول خلال ثانية واحدة…',
    ]);
  });

  it('the terms sentence joins the Arabic "and" to the next word', () => {
    expect(loginAr.login.signup.agreement).toBe('أوافق على {{terms}} و{{privacy}}');
    expect(loginEn.login.signup.agreement).toBe('I agree to the {{terms}} and {{privacy}}');
  });
});
