import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SignupInput } from '../../../../src/core/api/login';
import {
  PASSWORD_MIN,
  isValid,
  isValidEmail,
  isValidPhone,
  validateEmailOnly,
  validateLogin,
  validateReset,
  validateSignup,
} from '../../../../src/core/login/validation';
import type { MessageKey } from '../../../../src/core/locale/i18n';
import { textOf } from '../helpers';

// §5 validation rules, §9 password minimum 8.

const en = (key: MessageKey | undefined) => (key ? textOf({ key }) : undefined);

describe('PASSWORD_MIN', () => {
  it('is 8 characters (§9)', () => {
    expect(PASSWORD_MIN).toBe(8);
  });
});

describe('isValidEmail', () => {
  it.each(['learner@academy.test', 'first.last@sub.example.com', 'a+tag@x.io', '  padded@example.com  '])(
    'accepts %j',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );

  it.each([
    '',
    '   ',
    'plain',
    'no-at.example.com',
    '@example.com',
    'user@',
    'user@host',
    'a b@example.com',
    'a@b@c.com',
    'user@.com',
  ])('rejects %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('rejects every text without an @ (property)', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes('@')),
        (text) => !isValidEmail(text),
      ),
    );
  });
});

describe('isValidPhone', () => {
  it.each(['+971501234567', '0501234567', '+971 50 123 4567', '(050) 123-4567', '1234567'])('accepts %j', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });

  it.each(['12345', 'abc1234567', '+', 'phone', '12-34'])('rejects %j', (phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });
});

describe('validateLogin (§5 login)', () => {
  it('passes a username and an 8-character password', () => {
    expect(validateLogin({ username: 'learner', password: '12345678' })).toEqual({});
  });

  it('requires a username of at least 1 character (usernameRequired)', () => {
    expect(validateLogin({ username: '', password: '12345678' })).toEqual({
      username: 'login.validation.usernameRequired',
    });
    expect(validateLogin({ username: 'a', password: '12345678' })).toEqual({});
  });

  it('accepts an email as the username', () => {
    expect(validateLogin({ username: 'learner@academy.test', password: '12345678' })).toEqual({});
  });

  it('rejects a 7-character password and accepts 8 (passwordMinLength; empty is passwordRequired)', () => {
    expect(validateLogin({ username: 'u', password: '1234567' })).toEqual({
      password: 'login.validation.passwordMinLength',
    });
    expect(validateLogin({ username: 'u', password: '' })).toEqual({ password: 'login.validation.passwordRequired' });
    expect(validateLogin({ username: 'u', password: '12345678' })).toEqual({});
  });

  it('says the password is required when empty, else that it must be at least 8 characters', () => {
    expect(en(validateLogin({ username: 'u', password: '' }).password)).toBe('Password is required');
    expect(en(validateLogin({ username: 'u', password: 'short' }).password)).toBe(
      'Password must be at least 8 characters',
    );
  });

  it('reports both fields at once', () => {
    expect(validateLogin({ username: '', password: '' })).toEqual({
      username: 'login.validation.usernameRequired',
      password: 'login.validation.passwordRequired',
    });
  });

  it('passes the length rule for any password of 8 or more characters (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 8 }),
        (password) => validateLogin({ username: 'u', password }).password === undefined,
      ),
    );
  });

  it('fails the length rule for any password under 8 characters (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 7 }),
        (password) => validateLogin({ username: 'u', password }).password === 'login.validation.passwordMinLength',
      ),
    );
  });
});

describe('validateSignup (§5 sign-up)', () => {
  const valid: SignupInput = {
    firstName: 'Sara',
    lastName: 'Haddad',
    email: 'sara@example.com',
    phone: '',
    role: 'learner',
    password: 'Academy#2026',
    confirmPassword: 'Academy#2026',
    agreeToTerms: true,
  };
  const check = (overrides: Partial<SignupInput>) => validateSignup({ ...valid, ...overrides });

  it('passes a complete learner or trainer sign-up', () => {
    expect(check({})).toEqual({});
    expect(isValid(check({}))).toBe(true);
    expect(check({ role: 'trainer' })).toEqual({});
  });

  it('requires first and last names, also when blank after trimming', () => {
    expect(check({ firstName: '' })).toEqual({ firstName: 'login.validation.firstNameRequired' });
    expect(check({ firstName: '   ' })).toEqual({ firstName: 'login.validation.firstNameRequired' });
    expect(check({ lastName: '' })).toEqual({ lastName: 'login.validation.lastNameRequired' });
    expect(check({ lastName: '\t ' })).toEqual({ lastName: 'login.validation.lastNameRequired' });
    expect(check({ firstName: 'A', lastName: 'B' })).toEqual({});
  });

  it('requires an email (emailRequired) and a valid one (emailInvalid)', () => {
    expect(check({ email: '' })).toEqual({ email: 'login.validation.emailRequired' });
    expect(check({ email: 'not-an-email' })).toEqual({ email: 'login.validation.emailInvalid' });
  });

  it('treats the phone as optional but checks it when given (phoneInvalid)', () => {
    expect(check({ phone: undefined })).toEqual({});
    expect(check({ phone: '' })).toEqual({});
    expect(check({ phone: '   ' })).toEqual({});
    expect(check({ phone: '+971 50 123 4567' })).toEqual({});
    expect(check({ phone: 'call me' })).toEqual({ phone: 'login.validation.phoneInvalid' });
    expect(check({ phone: '123' })).toEqual({ phone: 'login.validation.phoneInvalid' });
  });

  it('allows only learner or trainer as the role (roleRequired)', () => {
    expect(check({ role: '' })).toEqual({ role: 'login.validation.roleRequired' });
    // Aliases are accepted as stored roles, but sign-up offers only learner or trainer (§6).
    expect(check({ role: 'instructor' as SignupInput['role'] })).toEqual({ role: 'login.validation.roleRequired' });
    expect(check({ role: 'student' as SignupInput['role'] })).toEqual({ role: 'login.validation.roleRequired' });
  });

  it('rejects a 7-character password and accepts 8 (passwordMinLength)', () => {
    expect(check({ password: '1234567', confirmPassword: '1234567' })).toEqual({
      password: 'login.validation.passwordMinLength',
    });
    expect(check({ password: '12345678', confirmPassword: '12345678' })).toEqual({});
  });

  it('requires the confirmation to equal the password (passwordMismatch)', () => {
    expect(check({ confirmPassword: 'Academy#2027' })).toEqual({
      confirmPassword: 'login.validation.passwordMismatch',
    });
    expect(check({ confirmPassword: '' })).toEqual({ confirmPassword: 'login.validation.passwordMismatch' });
  });

  it('requires the terms to be accepted (termsRequired)', () => {
    expect(check({ agreeToTerms: false })).toEqual({ agreeToTerms: 'login.validation.termsRequired' });
  });

  it('reports every broken field of an empty form', () => {
    const found = validateSignup({
      firstName: '',
      lastName: '',
      email: '',
      role: '',
      password: '',
      confirmPassword: 'x',
      agreeToTerms: false,
    });
    expect(found).toEqual({
      firstName: 'login.validation.firstNameRequired',
      lastName: 'login.validation.lastNameRequired',
      email: 'login.validation.emailRequired',
      role: 'login.validation.roleRequired',
      password: 'login.validation.passwordRequired',
      confirmPassword: 'login.validation.passwordMismatch',
      agreeToTerms: 'login.validation.termsRequired',
    });
    expect(isValid(found)).toBe(false);
  });

  it('accepts any matching password of 8 or more characters (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 8 }), (password) =>
        isValid(validateSignup({ ...valid, password, confirmPassword: password })),
      ),
    );
  });
});

describe('validateEmailOnly (§5 forgot password and resend verification)', () => {
  it('requires an email (emailRequired) and a valid one (emailInvalid)', () => {
    expect(validateEmailOnly({ email: '' })).toEqual({ email: 'login.validation.emailRequired' });
    expect(validateEmailOnly({ email: 'nope' })).toEqual({ email: 'login.validation.emailInvalid' });
    expect(validateEmailOnly({ email: 'learner@academy.test' })).toEqual({});
  });
});

describe('validateReset (§5 reset password)', () => {
  const valid = { email: 'learner@academy.test', password: 'Academy#2026', confirmPassword: 'Academy#2026' };

  it('passes a valid form', () => {
    expect(validateReset(valid)).toEqual({});
  });

  it("says 'Please enter a valid email address' for a bad email", () => {
    const found = validateReset({ ...valid, email: 'learner' });
    expect(Object.keys(found)).toEqual(['email']);
    expect(en(found.email)).toBe('Please enter a valid email address');
  });

  it("says 'Password must be at least 8 characters' for a 7-character password, and accepts 8", () => {
    const found = validateReset({ ...valid, password: 'Abc#123', confirmPassword: 'Abc#123' });
    expect(Object.keys(found)).toEqual(['password']);
    expect(en(found.password)).toBe('Password must be at least 8 characters');
    expect(validateReset({ ...valid, password: 'Abc#1234', confirmPassword: 'Abc#1234' })).toEqual({});
  });

  it("says 'Passwords don't match' when the confirmation differs", () => {
    const found = validateReset({ ...valid, confirmPassword: 'Academy#2025' });
    expect(Object.keys(found)).toEqual(['confirmPassword']);
    expect(en(found.confirmPassword)).toBe("Passwords don't match");
  });
});

describe('isValid', () => {
  it('is true only for an empty issue map', () => {
    expect(isValid({})).toBe(true);
    expect(isValid({ email: 'login.validation.emailRequired' })).toBe(false);
  });
});
