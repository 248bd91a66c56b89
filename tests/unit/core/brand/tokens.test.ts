import { describe, expect, it } from 'vitest';
import { brandCss, paletteTokens, shoelaceTokens } from '../../../../src/core/brand/tokens';
import { BRAND_VARIANTS } from '../../../../src/core/brand/variants';

// §3 theme palette → CSS custom properties for the elements and for Shoelace.

const palette = BRAND_VARIANTS.safe.palette;
const SCALE_KEYS = ['main', 'light', 'dark', 'lighter', 'darker', '100', '200', '400', '700', '900', 'contrast'];
const FAMILIES = ['primary', 'secondary', 'error', 'warning', 'info', 'success'];

describe('paletteTokens', () => {
  const tokens = paletteTokens(palette);

  it('produces --academy-primary-main from the palette', () => {
    expect(tokens['--academy-primary-main']).toBe(palette.primary.main);
  });

  it('has a token for every shade of every family', () => {
    for (const family of FAMILIES) {
      for (const key of SCALE_KEYS)
        expect(tokens[`--academy-${family}-${key}`], `${family}-${key}`).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });

  it('has the surface, text and divider tokens', () => {
    expect(tokens['--academy-background-default']).toBe(palette.background.default);
    expect(tokens['--academy-background-paper']).toBe(palette.background.paper);
    expect(tokens['--academy-background-light']).toBe(palette.background.light);
    expect(tokens['--academy-background-dark']).toBe(palette.background.dark);
    expect(tokens['--academy-text-primary']).toBe(palette.text.primary);
    expect(tokens['--academy-text-secondary']).toBe(palette.text.secondary);
    expect(tokens['--academy-text-disabled']).toBe(palette.text.disabled);
    expect(tokens['--academy-divider']).toBe(palette.divider);
    expect(Object.keys(tokens)).toHaveLength(FAMILIES.length * SCALE_KEYS.length + 4 + 3 + 1);
  });

  it('differs per brand', () => {
    expect(paletteTokens(BRAND_VARIANTS.aman.palette)['--academy-primary-main']).not.toBe(
      tokens['--academy-primary-main'],
    );
  });
});

describe('shoelaceTokens', () => {
  const tokens = shoelaceTokens();

  it('feeds --sl-color-primary-600 from the brand main colour', () => {
    expect(tokens['--sl-color-primary-600']).toBe('var(--academy-primary-main)');
  });

  it('maps the danger scale onto the error family', () => {
    expect(tokens['--sl-color-danger-600']).toBe('var(--academy-error-main)');
  });

  it('only refers to tokens the brand rule defines', () => {
    const defined = new Set([...brandCss(palette).matchAll(/(--academy-[\w-]+):/g)].map((m) => m[1]));
    const referenced = Object.values(tokens).flatMap((value) =>
      [...value.matchAll(/var\((--academy-[\w-]+)\)/g)].map((m) => m[1]),
    );
    expect(referenced.length).toBeGreaterThan(0);
    expect(referenced.filter((name) => !defined.has(name!))).toEqual([]);
  });
});

describe('brandCss', () => {
  it('is one :host rule with both token layers', () => {
    const css = brandCss(palette);
    expect(css.startsWith(':host{')).toBe(true);
    expect(css.endsWith('}')).toBe(true);
    expect(css).toContain(`--academy-primary-main:${palette.primary.main}`);
    expect(css).toContain('--sl-color-primary-600:var(--academy-primary-main)');
  });
});
