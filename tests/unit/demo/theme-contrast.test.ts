import { describe, expect, it } from 'vitest';
import {
  DARK_TEXT,
  LIGHT_TEXT,
  contrastRatio,
  parseColour,
  readableOn,
  relativeLuminance,
} from '../../../demo/host/theme-contrast';
import { paletteTokens } from '../../../src/core/brand/tokens';
import { BRAND_VARIANTS } from '../../../src/core/brand/variants';

// Swatch text colour on the theme pages: black or white, whichever contrasts more (WCAG 2).

describe('theme swatch contrast', () => {
  it.each([
    ['#0b3d91', [11, 61, 145]],
    ['#FFF', [255, 255, 255]],
    ['#0008', [0, 0, 0]],
    ['#7a1f2bcc', [122, 31, 43]],
    ['rgb(1, 2, 3)', [1, 2, 3]],
    ['rgba(10 20 30 / 50%)', [10, 20, 30]],
  ])('reads %s', (value, rgb) => expect(parseColour(value)).toEqual(rgb));

  it.each(['', 'red', '#12', '#12345', 'rgb(256, 0, 0)', 'var(--academy-primary-main)', "'Noto Sans', sans-serif"])(
    'reads no colour from %j',
    (value) => {
      expect(parseColour(value)).toBeNull();
      expect(readableOn(value)).toBeNull();
    },
  );

  it('measures luminance and contrast as WCAG 2 does', () => {
    expect(relativeLuminance([0, 0, 0])).toBe(0);
    expect(relativeLuminance([255, 255, 255])).toBe(1);
    expect(contrastRatio(1, 0)).toBe(21);
    expect(contrastRatio(0, 1)).toBe(21);
    expect(contrastRatio(0.5, 0.5)).toBe(1);
  });

  it.each([
    ['#ffffff', DARK_TEXT],
    ['#fef2f2', DARK_TEXT],
    ['#f5d483', DARK_TEXT],
    ['#000000', LIGHT_TEXT],
    ['#0b3d91', LIGHT_TEXT],
    ['#7a1f2b', LIGHT_TEXT],
  ])('writes on %s in %s', (background, text) => expect(readableOn(background)).toBe(text));

  it('gives every token of every brand text of at least 4.5:1', () => {
    for (const variant of Object.values(BRAND_VARIANTS)) {
      for (const [token, value] of Object.entries(paletteTokens(variant.palette))) {
        const background = relativeLuminance(parseColour(value) ?? [0, 0, 0]);
        const text = relativeLuminance(parseColour(readableOn(value) ?? '') ?? [0, 0, 0]);
        expect(contrastRatio(background, text), `${variant.id} ${token}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
