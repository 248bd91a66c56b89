import { describe, expect, it } from 'vitest';
import { authAr } from '../../../../src/core/auth/strings/ar';
import { authEn } from '../../../../src/core/auth/strings/en';

// §5 Reset password quotes the English texts of its rules; the Arabic dictionary carries its own translation of each.
// (A pure dictionary check, moved here from tests/e2e/auth/reset-password.spec.ts.)

// emailInvalid: the malformed-email rule (an empty field says emailRequired, issue 7 item 17).
const RULES = ['emailInvalid', 'passwordMinLength', 'passwordMismatch'] as const;

describe('the spec texts of the reset rules are the dictionary values', () => {
  it('(en) are the texts §5 quotes', () => {
    expect(RULES.map((key) => authEn.auth.validation[key])).toEqual([
      'Please enter a valid email address',
      'Password must be at least 8 characters',
      "Passwords don't match",
    ]);
  });

  it.each(RULES)('(ar) %s is translated, not the English text', (key) => {
    expect(authAr.auth.validation[key]).toBeTruthy();
    expect(authAr.auth.validation[key]).not.toBe(authEn.auth.validation[key]);
  });
});
