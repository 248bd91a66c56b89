import { describe, expect, it } from 'vitest';
import { durationParts } from '../../../../src/core/locale/duration';

// platform §9 "Duration formatting": seconds split into hours, minutes and seconds, each named in the dictionaries.

const H = 3600;
const M = 60;

describe('durationParts', () => {
  it.each([
    [0, [{ unit: 'seconds', count: 0 }]],
    [1, [{ unit: 'seconds', count: 1 }]],
    [59, [{ unit: 'seconds', count: 59 }]],
    [60, [{ unit: 'minutes', count: 1 }]],
    [
      61,
      [
        { unit: 'minutes', count: 1 },
        { unit: 'seconds', count: 1 },
      ],
    ],
    [
      H - 1,
      [
        { unit: 'minutes', count: 59 },
        { unit: 'seconds', count: 59 },
      ],
    ],
    [H, [{ unit: 'hours', count: 1 }]],
    [
      H + 1,
      [
        { unit: 'hours', count: 1 },
        { unit: 'seconds', count: 1 },
      ],
    ],
    [
      H + M,
      [
        { unit: 'hours', count: 1 },
        { unit: 'minutes', count: 1 },
      ],
    ],
    [
      H + M + 1,
      [
        { unit: 'hours', count: 1 },
        { unit: 'minutes', count: 1 },
        { unit: 'seconds', count: 1 },
      ],
    ],
    [
      24 * H - 1,
      [
        { unit: 'hours', count: 23 },
        { unit: 'minutes', count: 59 },
        { unit: 'seconds', count: 59 },
      ],
    ],
    [24 * H, [{ unit: 'hours', count: 24 }]],
    [
      47 * H + 2 * M,
      [
        { unit: 'hours', count: 47 },
        { unit: 'minutes', count: 2 },
      ],
    ],
  ])('%i s → %o', (seconds, parts) => {
    expect(durationParts(seconds)).toEqual(parts);
  });

  it('keeps hours as the largest unit below 48 hours', () => {
    expect(durationParts(48 * H - 1)).toEqual([
      { unit: 'hours', count: 47 },
      { unit: 'minutes', count: 59 },
      { unit: 'seconds', count: 59 },
    ]);
    expect(durationParts(24 * H)).toEqual([{ unit: 'hours', count: 24 }]);
  });

  // #29 item 12: an exam 80 hours away reads "3 days, 8 hours", not "80 hours".
  it.each([
    [48 * H, [{ unit: 'days', count: 2 }]],
    [
      80 * H,
      [
        { unit: 'days', count: 3 },
        { unit: 'hours', count: 8 },
      ],
    ],
    [
      80 * H + 59 * M + 59,
      [
        { unit: 'days', count: 3 },
        { unit: 'hours', count: 8 },
      ],
    ],
    [30 * 24 * H, [{ unit: 'days', count: 30 }]],
  ])('%i s, 48 hours or more → days and hours: %o', (seconds, parts) => {
    expect(durationParts(seconds)).toEqual(parts);
  });

  it('drops fractions of a second', () => {
    expect(durationParts(59.9)).toEqual([{ unit: 'seconds', count: 59 }]);
    expect(durationParts(60.5)).toEqual([{ unit: 'minutes', count: 1 }]);
    expect(durationParts(0.4)).toEqual([{ unit: 'seconds', count: 0 }]);
  });

  it.each([[-1], [-0.5], [-H], [Number.NaN], [Number.POSITIVE_INFINITY], [Number.NEGATIVE_INFINITY]])(
    '%s is 0 seconds',
    (seconds) => {
      expect(durationParts(seconds)).toEqual([{ unit: 'seconds', count: 0 }]);
    },
  );

  it('always lists units largest first, each once, with whole positive counts (or the single 0 seconds)', () => {
    const order = ['hours', 'minutes', 'seconds'];
    for (let seconds = 0; seconds <= 2 * H + 5; seconds += 7) {
      const parts = durationParts(seconds);
      const units = parts.map((part) => order.indexOf(part.unit));
      expect(units).toEqual([...units].sort((a, b) => a - b));
      expect(new Set(units).size).toBe(units.length);
      expect(
        parts.reduce(
          (sum, part) => sum + part.count * (part.unit === 'hours' ? H : part.unit === 'minutes' ? M : 1),
          0,
        ),
      ).toBe(seconds);
      if (seconds > 0) for (const part of parts) expect(Number.isInteger(part.count) && part.count > 0).toBe(true);
    }
  });
});
