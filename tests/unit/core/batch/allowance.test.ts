import { beforeAll, describe, expect, it } from 'vitest';
import {
  allowanceText,
  issueMessage,
  readNumber,
  saveIssues,
  validateAllowance,
} from '../../../../src/core/batch/allowance';
import { batchDictionary } from '../../../../src/core/batch/strings';
import { ApiError } from '../../../../src/core/http/api-error';
import { loadDictionary } from '../../../../src/core/locale/i18n';
import { textOf } from '../helpers';

// Extra time (#33): the dialog's checks match the server's bounds (×1–×3, whole 0–240 minutes), the table's text in
// both languages, and a refusal's fields in the dictionary's words.

beforeAll(async () => {
  await Promise.all([loadDictionary(batchDictionary, 'en'), loadDictionary(batchDictionary, 'ar')]);
});

const check = (multiplier: string, minutes: string) => validateAllowance({ multiplier, minutes });

describe('validateAllowance', () => {
  it.each([
    ['1', '0', { multiplier: 1, extra_minutes: 0 }],
    ['3', '240', { multiplier: 3, extra_minutes: 240 }],
    ['1.25', '15', { multiplier: 1.25, extra_minutes: 15 }],
    ['1.333', ' 10 ', { multiplier: 1.33, extra_minutes: 10 }],
    ['١٫٥', '٢٤٠', { multiplier: 1.5, extra_minutes: 240 }],
  ])('accepts ×%s and %s minutes', (multiplier, minutes, terms) => {
    expect(check(multiplier, minutes)).toEqual({ terms, issues: {} });
  });

  it.each(['0.99', '3.01', '0', '-1', '', 'abc'])('refuses the multiplier %j', (multiplier) => {
    expect(check(multiplier, '0')).toEqual({ issues: { multiplier: 'batch.allowance.errors.multiplier' } });
  });

  it.each(['241', '-1', '1.5', '', '10 min'])('refuses %j minutes', (minutes) => {
    expect(check('1', minutes)).toEqual({ issues: { extra_minutes: 'batch.allowance.errors.minutes' } });
  });

  it('names both fields when both are out of range', () => {
    expect(check('4', '300').issues).toEqual({
      multiplier: 'batch.allowance.errors.multiplier',
      extra_minutes: 'batch.allowance.errors.minutes',
    });
  });

  it('reads Arabic-Indic digits and the Arabic decimal sign', () => {
    expect(readNumber('١٢')).toBe(12);
    expect(readNumber('١٫٢٥')).toBe(1.25);
    expect(readNumber('  ')).toBeNaN();
  });
});

describe('allowanceText', () => {
  it.each([
    [1, 0, '', ''],
    [1.5, 0, '×1.5', '×١٫٥'],
    [1, 15, '+15 min', '+١٥ دقيقة'],
    [1, 10, '+10 min', '+١٠ دقائق'],
    [1.25, 10, '×1.25 +10 min', '×١٫٢٥ +١٠ دقائق'],
    [3, 240, '×3 +240 min', '×٣ +٢٤٠ دقيقة'],
  ])('×%s and %s minutes read %j and %j', (multiplier, extra_minutes, en, ar) => {
    expect(allowanceText({ multiplier, extra_minutes }, 'en')).toBe(en);
    expect(allowanceText({ multiplier, extra_minutes }, 'ar')).toBe(ar);
  });
});

describe('messages', () => {
  it('name the bounds in the language of the page', () => {
    expect(textOf(issueMessage('batch.allowance.errors.multiplier'))).toBe('Choose a multiplier from ×1 to ×3.');
    expect(textOf(issueMessage('batch.allowance.errors.minutes'))).toBe('Enter whole minutes from 0 to 240.');
    expect(textOf(issueMessage('batch.allowance.errors.minutes'), 'ar')).toBe('أدخل عددًا صحيحًا من الدقائق بين ٠ و٢٤٠.');
    expect(textOf(issueMessage('batch.allowance.errors.multiplier'), 'ar')).toBe('اختر مضاعفًا من ×١ إلى ×٣.');
  });
});

describe('saveIssues', () => {
  const refused = (fields: Record<string, string[]>, status = 422) =>
    new ApiError('http', 'The given data was invalid.', { status, serverMessage: 'raw', fieldErrors: fields });

  it("maps each 422 field to the dictionary's message, never the server's text", () => {
    expect(saveIssues(refused({ multiplier: ['x'] }))).toEqual({ multiplier: 'batch.allowance.errors.multiplier' });
    expect(saveIssues(refused({ extra_minutes: ['x'], multiplier: ['y'] }))).toEqual({
      multiplier: 'batch.allowance.errors.multiplier',
      extra_minutes: 'batch.allowance.errors.minutes',
    });
    expect(saveIssues(refused({ participant_id: ['x'] }))).toEqual({ form: 'batch.allowance.errors.participant' });
  });

  it('gives the general message for other refusals and the network one offline', () => {
    expect(saveIssues(refused({ other: ['x'] }))).toEqual({ form: 'batch.allowance.errors.failed' });
    expect(saveIssues(new ApiError('http', 'Not found', { status: 404 }))).toEqual({
      form: 'batch.allowance.errors.failed',
    });
    expect(saveIssues(new ApiError('network', 'offline'))).toEqual({ form: 'batch.allowance.errors.network' });
    expect(saveIssues(new Error('boom'))).toEqual({ form: 'batch.allowance.errors.failed' });
  });
});
