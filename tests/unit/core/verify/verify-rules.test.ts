import { describe, expect, it } from 'vitest';
import { validateCode, verifyPath } from '../../../../src/core/verify/verify-rules';

describe('verify rules', () => {
  it('asks for a code, then for one of a code’s shape', () => {
    expect(validateCode(' \t ')).toEqual({ code: 'verify.form.codeRequired' });
    expect(validateCode('CERT-2405-0001')).toEqual({ code: 'verify.form.codeInvalid' });
    expect(validateCode('1n2mn-n35n3-fktdb-50mjv-5qf0n-9')).toEqual({});
  });

  it('opens the canonical code’s page', () => {
    expect(verifyPath(' 1n2mn n35n3 fktdb 5omjv 5qfon 9 ')).toBe('/verify/1N2MNN35N3FKTDB50MJV5QF0N9');
  });
});
