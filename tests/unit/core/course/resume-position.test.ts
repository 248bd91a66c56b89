import { describe, expect, it } from 'vitest';
import {
  parseResumeSecond,
  RESUME_KEY_PREFIX,
  resumeKey,
  resumeSecond,
} from '../../../../src/core/course/resume-position';

// Beyond the spec: the second where a video was left, per user and content.

describe('resumeKey', () => {
  it('names the user and the content', () => {
    expect(resumeKey('77', 'c1')).toBe(`${RESUME_KEY_PREFIX}:77:c1`);
  });

  it('differs per user and per content, and ids holding the separator cannot collide', () => {
    expect(resumeKey('77', 'c1')).not.toBe(resumeKey('78', 'c1'));
    expect(resumeKey('77', 'c1')).not.toBe(resumeKey('77', 'c2'));
    expect(resumeKey('a:b', 'c')).not.toBe(resumeKey('a', 'b:c'));
  });
});

describe('resumeSecond (0 ≤ s < duration − 1)', () => {
  it.each([
    [0, 30, 0],
    [12.7, 30, 12],
    [28.9, 30, 28],
    [29, 30, 0],
    [29.5, 30, 0],
    [45, 30, 0],
    [-3, 30, 0],
  ])('saved %d of %d s → %d', (saved, duration, second) => expect(resumeSecond(saved, duration)).toBe(second));

  it.each([
    [Number.NaN, 30],
    [Number.POSITIVE_INFINITY, 30],
    [5, Number.NaN],
    [5, Number.POSITIVE_INFINITY],
    [0, 1],
    [0, 0],
  ])('nothing to resume for saved %d of %d s', (saved, duration) => expect(resumeSecond(saved, duration)).toBeNull());
});

describe('parseResumeSecond', () => {
  it.each([
    ['12', 12],
    ['12.5', 12.5],
    ['0', 0],
    [null, null],
    [undefined, null],
    ['', null],
    ['  ', null],
    ['twelve', null],
    ['NaN', null],
    ['Infinity', null],
  ])('%j → %j', (stored, second) => expect(parseResumeSecond(stored)).toBe(second));
});
