import { describe, expect, it } from 'vitest';
import { INSIGHTS_RANGE_MAX_DAYS, parseDay, rangeProblem } from '../../../../src/core/batch/insights-range';

// Issue #34 "Bad input": a range longer than two years or reversed is refused, naming the field.

describe('insights date range', () => {
  it('reads only real calendar dates', () => {
    expect(parseDay('2026-02-28')).toBe(Date.UTC(2026, 1, 28));
    expect(parseDay('2026-02-29')).toBeNull();
    expect(parseDay('2028-02-29')).toBe(Date.UTC(2028, 1, 29));
    expect(parseDay('2026-2-1')).toBeNull();
    expect(parseDay('2026-13-01')).toBeNull();
    expect(parseDay('')).toBeNull();
  });

  it('leaves an open or empty range alone', () => {
    expect(rangeProblem('', '')).toBeNull();
    expect(rangeProblem('2026-01-01', '')).toBeNull();
    expect(rangeProblem('', '2026-01-01')).toBeNull();
    expect(rangeProblem('2026-01-01', '2026-01-01')).toBeNull();
  });

  it('names the field of a date that is not one', () => {
    expect(rangeProblem('2026-02-30', '2026-03-01')).toEqual({ field: 'from', problem: 'invalid' });
    expect(rangeProblem('2026-02-01', 'soon')).toEqual({ field: 'to', problem: 'invalid' });
  });

  it('refuses a reversed range', () => {
    expect(rangeProblem('2026-03-02', '2026-03-01')).toEqual({ field: 'to', problem: 'reversed' });
  });

  it('takes two years and refuses a day more', () => {
    expect(INSIGHTS_RANGE_MAX_DAYS).toBe(731);
    expect(rangeProblem('2026-01-01', '2028-01-01')).toBeNull(); // 731 days, both ends counted
    expect(rangeProblem('2026-01-01', '2028-01-02')).toEqual({ field: 'to', problem: 'too_long' });
  });
});
