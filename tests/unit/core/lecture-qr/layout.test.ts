import { describe, expect, it } from 'vitest';
import {
  autoLayout,
  isLectureLayout,
  presentationMode,
  resolveLayout,
  SLIDE_MAX_HEIGHT_PX,
} from '../../../../src/core/lecture-qr/layout';

// Issue #31: `layout="page" | "slide"` on <academy-lecture-qr>, the automatic choice from the container (a slide when
// it is wider than tall and under 800 px high), and Present over a deck that is already full screen.

describe('isLectureLayout (the layout attribute)', () => {
  it('accepts page and slide exactly', () => {
    expect(isLectureLayout('page')).toBe(true);
    expect(isLectureLayout('slide')).toBe(true);
  });

  it.each([['poster'], ['Slide'], [' slide'], [''], [null], [undefined], [1]])('refuses %j', (value) => {
    expect(isLectureLayout(value)).toBe(false);
  });
});

describe('autoLayout (no layout attribute)', () => {
  it.each([
    [960, 540, 'slide'],
    [1280, 720, 'slide'],
    [960, 700, 'slide'],
    [1920, SLIDE_MAX_HEIGHT_PX - 1, 'slide'],
    [1920, SLIDE_MAX_HEIGHT_PX, 'page'],
    [1920, 1080, 'page'],
    [540, 960, 'page'],
    [700, 700, 'page'],
    [390, 844, 'page'],
  ] as const)('%i×%i → %s', (width, height, layout) => {
    expect(autoLayout({ width, height })).toBe(layout);
  });

  it('a container with no size (hidden, not measured) keeps the previous choice, a page at first', () => {
    expect(autoLayout(null)).toBe('page');
    expect(autoLayout(null, 'slide')).toBe('slide');
    expect(autoLayout({ width: 0, height: 0 }, 'slide')).toBe('slide');
    expect(autoLayout({ width: 960, height: 0 }, 'page')).toBe('page');
    expect(autoLayout({ width: Number.NaN, height: 540 }, 'slide')).toBe('slide');
  });

  it('a measured container decides whatever came before', () => {
    expect(autoLayout({ width: 960, height: 540 }, 'page')).toBe('slide');
    expect(autoLayout({ width: 960, height: 1400 }, 'slide')).toBe('page');
  });
});

describe('resolveLayout', () => {
  it('the attribute wins over the container', () => {
    expect(resolveLayout('page', { width: 960, height: 540 })).toBe('page');
    expect(resolveLayout('slide', { width: 390, height: 844 })).toBe('slide');
  });

  it('an absent or ignored value falls back to the automatic choice', () => {
    expect(resolveLayout(undefined, { width: 960, height: 540 })).toBe('slide');
    expect(resolveLayout('poster', { width: 960, height: 540 })).toBe('slide');
    expect(resolveLayout('poster', { width: 1280, height: 1600 })).toBe('page');
  });
});

describe('presentationMode', () => {
  it('its own full screen when nothing is full screen', () => {
    expect(presentationMode(null)).toBe('fullscreen');
  });

  it('an overlay when a deck already is: asking again would stack on it and Escape would leave both', () => {
    expect(presentationMode({} as Element)).toBe('overlay');
  });
});
