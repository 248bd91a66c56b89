import { describe, expect, it } from 'vitest';
import { MENU_GAP, placeMenu, VIEWPORT_MARGIN } from '../../../../src/core/dom/menu-placement';

const VIEW = { width: 1280, height: 720 };
const MENU = { width: 128, height: 90 };
const button = (top: number, left = 1200) => ({ top, bottom: top + 40, left, right: left + 40 });

describe('placeMenu (flip and shift, learning §2 row menu)', () => {
  it('opens below its button, aligned to its inline-end edge (right in LTR, left in RTL)', () => {
    expect(placeMenu(button(100), MENU, VIEW, false)).toEqual({ top: 140 + MENU_GAP, left: 1240 - 128 });
    expect(placeMenu(button(100, 20), MENU, VIEW, true)).toEqual({ top: 140 + MENU_GAP, left: 20 });
  });

  it('flips above a button near the bottom of the window, so every item can be reached', () => {
    const place = placeMenu(button(660), MENU, VIEW, false);
    expect(place.top).toBe(660 - MENU_GAP - MENU.height);
    expect(place.top + MENU.height).toBeLessThanOrEqual(VIEW.height);
  });

  it('shifts inside the window when neither side fits whole, and away from the inline edges', () => {
    const tall = { width: 128, height: 700 };
    const place = placeMenu(button(300), tall, VIEW, false);
    expect(place.top).toBe(VIEW.height - VIEWPORT_MARGIN - tall.height);
    expect(placeMenu(button(100, 1270), MENU, VIEW, true).left).toBe(VIEW.width - VIEWPORT_MARGIN - MENU.width);
    expect(placeMenu(button(100, -30), MENU, VIEW, false).left).toBe(VIEWPORT_MARGIN);
  });
});
