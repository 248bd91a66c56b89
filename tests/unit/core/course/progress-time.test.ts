import { describe, expect, it } from 'vitest';
import { DISTRUSTED_MINUTES, SUSPECT_MINUTES } from '../../../../src/core/course/course-constants';
import {
  elapsedMinutes,
  isSuspectMinutes,
  settledMinutes,
  summedMinutes,
} from '../../../../src/core/course/progress-time';

// §4/§9: time spent in whole minutes from started_at (never negative); an existing value above 60 is distrusted;
// above 1440 minutes is suspect; chapter/unit/course times keep the larger of the sum and the stored value.

const now = new Date('2025-03-10T10:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('elapsedMinutes', () => {
  it.each([
    [0, 0],
    [59_999, 0],
    [60_000, 1],
    [119_999, 1],
    [61 * 60_000, 61],
    [1441 * 60_000, 1441],
  ])('%i ms ago → %i whole minutes', (ms, minutes) => expect(elapsedMinutes(ago(ms), now)).toBe(minutes));

  it('never negative (started_at in the future, a skewed clock)', () =>
    expect(elapsedMinutes(ago(-5 * 60_000), now)).toBe(0));

  it.each([null, undefined, '', 'not a date'])('0 without a readable started_at (%j)', (startedAt) =>
    expect(elapsedMinutes(startedAt, now)).toBe(0),
  );
});

describe('settledMinutes (existing, calculated)', () => {
  it('uses the spec threshold', () => expect(DISTRUSTED_MINUTES).toBe(60));

  it.each([
    [null, 5, 5],
    [undefined, 0, 0],
    [0, 7, 7],
    [10, 5, 10],
    [10, 20, 20],
    [60, 5, 60],
    [60, 70, 70],
    [61, 5, 5],
    [61, 61, 61],
    [61, 70, 70],
    [500, 0, 0],
  ])('existing %j, calculated %i → %i', (existing, calculated, kept) =>
    expect(settledMinutes(existing, calculated)).toBe(kept),
  );
});

describe('isSuspectMinutes', () => {
  it.each([
    [0, false],
    [1440, false],
    [1441, true],
  ])('%i → %s', (minutes, suspect) => expect(isSuspectMinutes(minutes)).toBe(suspect));

  it('uses the spec limit', () => expect(SUSPECT_MINUTES).toBe(1440));
});

describe('summedMinutes', () => {
  it('sums, treating missing as 0, and keeps the stored value when larger', () => {
    expect(summedMinutes([10, null, undefined, 5], 0)).toBe(15);
    expect(summedMinutes([10, 5], 12)).toBe(15);
    expect(summedMinutes([10, 5], 40)).toBe(40);
    expect(summedMinutes([], null)).toBe(0);
  });
});
