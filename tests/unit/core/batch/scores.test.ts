import { describe, expect, it } from 'vitest';
import {
  commitScore,
  formatScore,
  scoreText,
  isCommitKey,
  maxScoreOf,
  parseScore,
  roundScore,
  SCORE_DECIMALS,
  SCORE_STEP,
  scoreIssue,
  scoreIssueParams,
  scoreToSend,
} from '../../../../src/core/batch/scores';
import { BATCH_VALIDATION_EN } from '../../../../src/core/batch/validation-messages';

// §5 Score entry: '' → 0, 0..max in steps of 0.01, two decimals, unchanged sends nothing; §9 step and decimals.

const MAX = 10;
const text = (issue: ReturnType<typeof scoreIssue>) =>
  issue && BATCH_VALIDATION_EN[issue.key].replace('{{maxScore}}', scoreIssueParams(issue, 'en')?.maxScore ?? '');

describe('constants (§9)', () => {
  it('step 0.01 with 2 decimals', () => {
    expect(SCORE_STEP).toBe(0.01);
    expect(SCORE_DECIMALS).toBe(2);
  });
});

describe('parseScore', () => {
  it.each([
    ['', 0],
    ['   ', 0],
    ['0', 0],
    ['7', 7],
    ['7.5', 7.5],
    [' 7.25 ', 7.25],
    ['.5', 0.5],
    ['5.', 5],
    ['-0.01', -0.01],
    ['1e1', 10],
  ])('%j → %d', (typed, value) => {
    expect(parseScore(typed)).toBe(value);
  });

  it.each(['abc', '7,5', '1.2.3', '--1', '0x10', 'Infinity', '٧'])('%j is not a number', (typed) => {
    expect(parseScore(typed)).toBeNaN();
  });
});

describe('roundScore and formatScore', () => {
  it.each([
    [1.005, 1.01],
    [2.675, 2.68],
    [0.125, 0.13],
    [0.004, 0],
    [9.999, 10],
    [-0.005, -0.01],
    [10, 10],
  ])('%d rounds to %d', (value, rounded) => {
    expect(roundScore(value)).toBe(rounded);
  });

  it.each([
    [0, '0.00'],
    [7.5, '7.50'],
    [10, '10.00'],
    [3.14159, '3.14'],
    [null, '0.00'],
    [undefined, '0.00'],
  ])('%j shows as %s', (value, shown) => {
    expect(formatScore(value)).toBe(shown);
  });

  it("scoreText: the shown score in the language's digits — 0–9 in English, Arabic-Indic with ٫ in Arabic (issue 21 item 9)", () => {
    expect(scoreText(7.5, 'en')).toBe('7.50');
    expect(scoreText(null, 'en')).toBe('0.00');
    expect(scoreText(1.005, 'ar')).toBe('١٫٠١');
    expect(scoreText(10, 'ar')).toBe('١٠٫٠٠');
    expect(scoreText(1234.5, 'ar')).toBe('١٢٣٤٫٥٠');
  });
});

describe('maxScoreOf', () => {
  it.each([
    [10, 10],
    [0, 0],
    [-1, null],
    [null, null],
    [undefined, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
  ])('%d → %j', (max, expected) => {
    expect(maxScoreOf(max)).toBe(expected);
  });
});

describe('scoreIssue (§5 bounds)', () => {
  it("writes the maximum in the page language's digits with two decimals: 10.00 in English, ١٠٫٠٠ in Arabic", () => {
    const issue = scoreIssue('11', MAX)!;
    expect([scoreIssueParams(issue, 'en'), scoreIssueParams(issue, 'ar')]).toEqual([
      { maxScore: '10.00' },
      { maxScore: '١٠٫٠٠' },
    ]);
  });

  it.each(['0', '', '0.01', '5', '9.99', '10', '10.00', '10.004'])('%j is within 0..10', (typed) => {
    expect(scoreIssue(typed, MAX)).toBeNull();
  });

  it.each(['-0.01', '-1', '-0.005'])('%j is negative', (typed) => {
    expect(text(scoreIssue(typed, MAX))).toBe("Score can't be negative");
  });

  it.each(['10.01', '10.005', '11', '1000'])('%j is above the maximum, which the message names', (typed) => {
    expect(scoreIssue(typed, MAX)).toEqual({ key: 'batch.validation.scoreAboveMax', params: { maxScore: 10 } });
    expect(text(scoreIssue(typed, MAX))).toBe("Score can't exceed 10.00");
  });

  it('a maximum of 0 allows only 0', () => {
    expect(scoreIssue('0', 0)).toBeNull();
    expect(text(scoreIssue('0.01', 0))).toBe("Score can't exceed 0.00");
  });

  it('a decimal maximum: 2.5 ok, 2.51 not', () => {
    expect(scoreIssue('2.5', 2.5)).toBeNull();
    expect(text(scoreIssue('2.51', 2.5))).toBe("Score can't exceed 2.50");
  });

  it('without a usable maximum only the lower bound holds', () => {
    expect(scoreIssue('1000', null)).toBeNull();
    expect(scoreIssue('1000', undefined)).toBeNull();
    expect(text(scoreIssue('-1', null))).toBe("Score can't be negative");
  });

  it('text that is not a number', () => {
    expect(text(scoreIssue('abc', MAX))).toBe('Please enter a valid score');
  });
});

describe('commitScore and scoreToSend (§5 unchanged sends nothing)', () => {
  it.each([
    ['', 5, { kind: 'send', value: 0 }],
    ['0', 5, { kind: 'send', value: 0 }],
    ['10', 5, { kind: 'send', value: 10 }],
    ['7.256', 5, { kind: 'send', value: 7.26 }],
    ['5', 5, { kind: 'none' }],
    ['5.00', 5, { kind: 'none' }],
    ['5.004', 5, { kind: 'none' }],
    ['', 0, { kind: 'none' }],
    ['', null, { kind: 'none' }],
    ['0', undefined, { kind: 'none' }],
    ['0.01', null, { kind: 'send', value: 0.01 }],
  ] as const)('%j over %j → %j', (typed, current, expected) => {
    expect(commitScore(typed, current, MAX)).toEqual(expected);
  });

  it('an issue is reported and nothing is sent', () => {
    expect(commitScore('10.01', 5, MAX)).toEqual({
      kind: 'issue',
      issue: { key: 'batch.validation.scoreAboveMax', params: { maxScore: 10 } },
    });
    expect(commitScore('-0.01', 5, MAX)).toEqual({ kind: 'issue', issue: { key: 'batch.validation.scoreNegative' } });
    expect(scoreToSend('10.01', 5, MAX)).toBeNull();
    expect(scoreToSend('-0.01', 5, MAX)).toBeNull();
  });

  it('scoreToSend: the value, or null when unchanged', () => {
    expect(scoreToSend('10', 5, MAX)).toBe(10);
    expect(scoreToSend('0', 5, MAX)).toBe(0);
    expect(scoreToSend('5', 5, MAX)).toBeNull();
    expect(scoreToSend('', 0, MAX)).toBeNull();
  });
});

describe('isCommitKey', () => {
  it.each([
    ['Enter', true],
    ['Tab', false],
    ['Escape', false],
    ['a', false],
  ])('%s → %s', (key, expected) => {
    expect(isCommitKey(key)).toBe(expected);
  });
});
