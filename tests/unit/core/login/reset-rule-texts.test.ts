import { describe, expect, it } from 'vitest';
import { loginAr } from '../../../../src/core/login/strings/ar';
import { loginEn } from '../../../../src/core/login/strings/en';

// §5 Reset password quotes the English texts of its rules; the Arabic dictionary carries its own translation of each.
// (A pure dictionary check, moved here from tests/e2e/login/reset-password.spec.ts.)

// emailInvalid: the malformed-email rule (an empty field says emailRequired, issue 7 item 17).
const RULES = ['emailInvalid', 'passwordMinLength', 'passwordMismatch'] as const;

describe('the spec texts of the reset rules are the dictionary values', () => {
  it('(en) are the texts §5 quotes', () => {
    expect(RULES.map((key) => loginEn.login.validation[key])).toEqual([
      'Please enter a valid email address',
      'Password must be at least 8 characters',
      "Passwords don't match",
    ]);
  });

  it.each(RULES)('(ar) %s is translated, not the English text', (key) => {
    expect(loginAr.login.validation[key]).toBeTruthy();
    expect(loginAr.login.validation[key]).not.toBe(loginEn.login.validation[key]);
  });
});
