import type { SignupInput } from '../api/auth';
import type { MessageKey } from '../locale/i18n';

/** Field → message key of the first rule it breaks; an empty object means valid. */
export type FieldIssues<F extends string> = Partial<Record<F, MessageKey>>;

/** Password minimum (§9). */
export const PASSWORD_MIN = 8;

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** Optional phone: 7 to 15 digits, an optional leading +, spaces, dashes and brackets allowed between. */
export function isValidPhone(value: string): boolean {
  const compact = value.trim().replace(/[\s\-()]/g, '');
  return /^\+?\d{7,15}$/.test(compact);
}

function issues<F extends string>(checks: [F, boolean, MessageKey][]): FieldIssues<F> {
  const found: FieldIssues<F> = {};
  for (const [field, broken, key] of checks) if (broken && !found[field]) found[field] = key;
  return found;
}

/** Login (§5): username at least 1 character, password at least 8. */
export function validateLogin(input: { username: string; password: string }): FieldIssues<'username' | 'password'> {
  return issues([
    ['username', input.username.trim().length < 1, 'auth.validation.usernameRequired'],
    ['password', input.password.length < PASSWORD_MIN, 'auth.validation.passwordRequired'],
  ]);
}

export type SignupField = 'firstName' | 'lastName' | 'email' | 'phone' | 'role' | 'password' | 'confirmPassword' | 'agreeToTerms';

/** Sign-up (§5). */
export function validateSignup(input: SignupInput): FieldIssues<SignupField> {
  const phone = input.phone?.trim() ?? '';
  return issues<SignupField>([
    ['firstName', input.firstName.trim().length < 1, 'auth.validation.firstNameRequired'],
    ['lastName', input.lastName.trim().length < 1, 'auth.validation.lastNameRequired'],
    ['email', !isValidEmail(input.email), 'auth.validation.emailRequired'],
    ['phone', phone !== '' && !isValidPhone(phone), 'auth.validation.phoneInvalid'],
    ['role', input.role !== 'learner' && input.role !== 'trainer', 'auth.validation.roleRequired'],
    ['password', input.password.length < PASSWORD_MIN, 'auth.validation.passwordMinLength'],
    ['confirmPassword', input.confirmPassword !== input.password, 'auth.validation.passwordMismatch'],
    ['agreeToTerms', !input.agreeToTerms, 'auth.validation.termsRequired'],
  ]);
}

/** Forgot password and resend verification (§5): email required and valid. */
export function validateEmailOnly(input: { email: string }): FieldIssues<'email'> {
  return issues([['email', !isValidEmail(input.email), 'auth.validation.emailRequired']]);
}

/** Reset password (§5). The token is checked separately: without one the invalid-token alert shows. */
export function validateReset(input: { email: string; password: string; confirmPassword: string }): FieldIssues<'email' | 'password' | 'confirmPassword'> {
  return issues([
    ['email', !isValidEmail(input.email), 'auth.validation.emailRequired'],
    ['password', input.password.length < PASSWORD_MIN, 'auth.validation.passwordMinLength'],
    ['confirmPassword', input.confirmPassword !== input.password, 'auth.validation.passwordMismatch'],
  ]);
}

export function isValid(found: object): boolean {
  return Object.keys(found).length === 0;
}
