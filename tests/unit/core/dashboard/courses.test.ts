import { describe, expect, it } from 'vitest';
import {
  ACTIVE_COURSES_PREVIEW,
  atRiskCount,
  coursePreview,
  progressValue,
} from '../../../../src/core/dashboard/courses';

// §2/§9: 'View all' for active courses when more than 3 exist.

describe('coursePreview', () => {
  const list = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

  it('uses the spec constant', () => expect(ACTIVE_COURSES_PREVIEW).toBe(3));

  it.each([0, 1, 3])('%i courses: all shown, no View all', (n) =>
    expect(coursePreview(list(n))).toEqual({ shown: list(n), viewAll: false }),
  );

  it('4 courses: the first 3 and View all; expanded shows all 4', () => {
    expect(coursePreview(list(4))).toEqual({ shown: [1, 2, 3], viewAll: true });
    expect(coursePreview(list(4), true)).toEqual({ shown: [1, 2, 3, 4], viewAll: true });
  });
});

describe('progressValue', () => {
  it.each([
    [45, 45],
    [45.6, 46],
    [-5, 0],
    [140, 100],
    [null, 0],
    [undefined, 0],
    [Number.NaN, 0],
  ])('%j → %i', (value, expected) => expect(progressValue(value)).toBe(expected));
});

// Issue #34: a trainer's card shows its learners at risk only when there are some.
describe('atRiskCount', () => {
  it.each([
    [3, 3],
    [1, 1],
    [0, undefined],
    [-2, undefined],
    [null, undefined],
    [undefined, undefined],
    [Number.NaN, undefined],
  ])('%s → %s', (value, shown) => {
    expect(atRiskCount(value)).toBe(shown);
  });
});
