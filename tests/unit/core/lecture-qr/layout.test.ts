import { describe, expect, it } from 'vitest';
import {
  autoLayout,
  isLectureLayout,
  pickContainer,
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

describe('pickContainer (the boxes around the element, nearest first, without and with a tall probe)', () => {
  const size = (width: number, height: number) => ({ width, height });

  it('the nearest box that kept its height: a deck stage around an auto-height slide', () => {
    const slide = { before: size(960, 300), after: size(960, 1100) };
    const stage = { before: size(960, 700), after: size(960, 700) };
    const body = { before: size(1280, 720), after: size(1280, 720) };
    expect(pickContainer([slide, stage, body])).toEqual(size(960, 700));
  });

  it('every box growing with the element is a page: the outermost as measured with the probe', () => {
    const main = { before: size(1200, 300), after: size(1200, 1100) };
    const body = { before: size(1280, 380), after: size(1280, 1180) };
    expect(pickContainer([main, body])).toEqual(size(1280, 1180));
    expect(autoLayout(pickContainer([main, body]))).toBe('page');
  });

  it('a hidden box (no size either way) is the container, and keeps the previous choice', () => {
    const hidden = { before: size(0, 0), after: size(0, 0) };
    expect(pickContainer([hidden])).toEqual(size(0, 0));
    expect(autoLayout(pickContainer([hidden]), 'slide')).toBe('slide');
  });

  it('nothing around the element: no container', () => {
    expect(pickContainer([])).toBe(null);
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
