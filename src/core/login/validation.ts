import type { SignupInput } from '../api/login';
import type { FieldIssues } from '../forms/field-issues';
import type { MessageKey } from '../locale/i18n';

// The generic form types live in core/forms (profile and the shared form kit use them too); re-exported for sign-in callers.
export { isValid, type FieldIssues } from '../forms/field-issues';

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

function issues<F extends string>(checks: [F, boolean | MessageKey | null, MessageKey?][]): FieldIssues<F> {
  const found: FieldIssues<F> = {};
  for (const [field, broken, key] of checks) {
    const issue = typeof broken === 'string' ? broken : broken ? key : null;
    if (issue && !found[field]) found[field] = issue;
  }
  return found;
}

/** An email field: blank (also only spaces) → emailRequired; malformed → emailInvalid; else no issue. */
function emailIssue(value: string): MessageKey | null {
  if (!value.trim()) return 'login.validation.emailRequired';
  return isValidEmail(value) ? null : 'login.validation.emailInvalid';
}

/**
 * A password field: empty → passwordRequired; shorter than 8 → passwordMinLength. Passwords are not trimmed,
 * so spaces count as characters (the server checks the same string).
 */
function passwordIssue(value: string): MessageKey | null {
  if (value.length === 0) return 'login.validation.passwordRequired';
  return value.length < PASSWORD_MIN ? 'login.validation.passwordMinLength' : null;
}

/** Login (§5): username at least 1 character, password required and at least 8. */
export function validateLogin(input: { username: string; password: string }): FieldIssues<'username' | 'password'> {
  return issues([
    ['username', input.username.trim().length < 1, 'login.validation.usernameRequired'],
    ['password', passwordIssue(input.password)],
  ]);
}

export type SignupField =
  'firstName' | 'lastName' | 'email' | 'phone' | 'role' | 'password' | 'confirmPassword' | 'agreeToTerms';

/** Sign-up (§5). */
export function validateSignup(input: SignupInput): FieldIssues<SignupField> {
  const phone = input.phone?.trim() ?? '';
  return issues<SignupField>([
    ['firstName', input.firstName.trim().length < 1, 'login.validation.firstNameRequired'],
    ['lastName', input.lastName.trim().length < 1, 'login.validation.lastNameRequired'],
    ['email', emailIssue(input.email)],
    ['phone', phone !== '' && !isValidPhone(phone), 'login.validation.phoneInvalid'],
    ['role', input.role !== 'learner' && input.role !== 'trainer', 'login.validation.roleRequired'],
    ['password', passwordIssue(input.password)],
    ['confirmPassword', input.confirmPassword !== input.password, 'login.validation.passwordMismatch'],
    ['agreeToTerms', !input.agreeToTerms, 'login.validation.termsRequired'],
  ]);
}

/** Forgot password and resend verification (§5): email required (emailRequired) and valid (emailInvalid). */
export function validateEmailOnly(input: { email: string }): FieldIssues<'email'> {
  return issues([['email', emailIssue(input.email)]]);
}

/** Reset password (§5). The token is checked separately: without one the invalid-token alert shows. */
export function validateReset(input: {
  email: string;
  password: string;
  confirmPassword: string;
}): FieldIssues<'email' | 'password' | 'confirmPassword'> {
  return issues([
    ['email', emailIssue(input.email)],
    ['password', passwordIssue(input.password)],
    ['confirmPassword', input.confirmPassword !== input.password, 'login.validation.passwordMismatch'],
  ]);
}
