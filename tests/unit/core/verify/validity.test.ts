import { describe, expect, it } from 'vitest';
import { isValidityMonths, validateValidity, validityOf } from '../../../../src/core/verify/validity';
import { setValidity, validityStore } from '../../../../src/core/verify/validity-store';
import { json, stubFetch } from '../helpers';

describe('certificate validity rule', () => {
  it('takes whole months from 1 to 120, or null for never', () => {
    for (const ok of [1, 24, 120, null]) expect(isValidityMonths(ok)).toBe(true);
    for (const bad of [0, 121, 2.5, -1, Number.NaN, '12', undefined]) expect(isValidityMonths(bad)).toBe(false);
  });

  it('asks for months unless "never expires", reading Arabic digits', () => {
    expect(validateValidity({ months: '  ', never: false })).toEqual({ months: 'verify.validity.monthsRequired' });
    for (const months of ['0', '121', '2.5', '-3', '12a', '99999'])
      expect(validateValidity({ months, never: false })).toEqual({ months: 'verify.validity.monthsRange' });
    expect(validateValidity({ months: '', never: true })).toEqual({});
    expect(validateValidity({ months: '٢٤', never: false })).toEqual({});
    expect(validityOf({ months: ' ٢٤ ', never: false })).toBe(24);
    expect(validityOf({ months: '۱۲', never: false })).toBe(12);
    expect(validityOf({ months: '24', never: true })).toBeNull();
  });
});

describe('certificate validity store', () => {
  it('saves, then reads the validity again', async () => {
    let months: number | null = 24;
    stubFetch({
      'GET verify/validity/2405': () => json({ message: 'OK', data: { validity_months: months } }),
      'PUT verify/validity/2405': () => {
        months = 6;
        return json({ message: 'Certificate validity saved.', data: { validity_months: 6 } });
      },
    });
    const store = validityStore('2405');
    await store.load();
    expect(store.get().data).toEqual({ validity_months: 24 });
    expect(await setValidity('2405', 6)).toEqual({ kind: 'saved' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    await store.load();
    expect(store.get().data).toEqual({ validity_months: 6 });
  });

  it("answers the server's words for the field, and a failure apart", async () => {
    const words = 'The validity must be a whole number of months from 1 to 120.';
    stubFetch({
      'PUT verify/validity/2405': () => json({ message: words, data: { validity_months: [words] } }, 422),
    });
    expect(await setValidity('2405', 500)).toEqual({ kind: 'refused', monthsError: words });
    stubFetch({ 'PUT verify/validity/2405': () => json({ message: 'Oops' }, 500) });
    expect(await setValidity('2405', 6)).toEqual({ kind: 'failed' });
  });
});
