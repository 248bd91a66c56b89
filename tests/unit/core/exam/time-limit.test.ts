import { describe, expect, it } from 'vitest';
import { timeLimitSeconds, timerKind } from '../../../../src/core/exam/time-limit';

// §3 timer_type and the §9 fallback limit.

describe('timer kind and limit', () => {
  it("timer_type '2' (or 2) is a total timer, anything else per question", () => {
    expect(timerKind('2')).toBe('total');
    expect(timerKind(2)).toBe('total');
    for (const other of ['1', '0', '', null, undefined, 'total']) expect(timerKind(other)).toBe('question');
  });

  it('the limit falls back to 3600 s when missing, zero, negative or unreadable', () => {
    expect(timeLimitSeconds(1800)).toBe(1800);
    for (const bad of [null, undefined, 0, -5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(timeLimitSeconds(bad)).toBe(3600);
  });
});
