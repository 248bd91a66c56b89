import { describe, expect, it } from 'vitest';
import { tabAfterKey } from '../../../../src/core/dom/tab-keys';

// WAI-ARIA tabs: the arrow along the reading direction goes forward (mirrored in right-to-left), wrapping; Home/End.

describe('tabAfterKey', () => {
  it('left to right: ArrowRight forward, ArrowLeft back, both wrapping', () => {
    expect(tabAfterKey('ArrowRight', 0, 3, 'ltr')).toBe(1);
    expect(tabAfterKey('ArrowRight', 2, 3, 'ltr')).toBe(0);
    expect(tabAfterKey('ArrowLeft', 0, 3, 'ltr')).toBe(2);
    expect(tabAfterKey('ArrowLeft', 2, 3, 'ltr')).toBe(1);
  });

  it('right to left mirrors the arrows', () => {
    expect(tabAfterKey('ArrowLeft', 0, 3, 'rtl')).toBe(1);
    expect(tabAfterKey('ArrowRight', 0, 3, 'rtl')).toBe(2);
  });

  it('Home and End jump to the ends; other keys move nothing', () => {
    expect(tabAfterKey('Home', 2, 4, 'ltr')).toBe(0);
    expect(tabAfterKey('End', 0, 4, 'rtl')).toBe(3);
    expect(tabAfterKey('Enter', 1, 4, 'ltr')).toBeUndefined();
    expect(tabAfterKey('ArrowDown', 1, 4, 'ltr')).toBeUndefined();
  });
});
