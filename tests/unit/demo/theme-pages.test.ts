import { describe, expect, it } from 'vitest';
import { demoStrings } from '../../../demo/host/demo-dictionary';
import { themePage, themeViewOf } from '../../../demo/host/theme-page';
import { PALETTE_GROUPS, groupOf, paletteRules, swatchId } from '../../../demo/host/theme-palette';
import { setThemeRules, swatchRule, themeRulesText } from '../../../demo/host/theme-sheet';
import { brandPropertyNames, currentProperties, sampleOf } from '../../../demo/host/theme-variables';
import { paletteTokens } from '../../../src/core/brand/tokens';
import { BRAND_VARIANTS } from '../../../src/core/brand/variants';

// The host-drawn theme pages: one constructed sheet colours every swatch; the path picks the page.

const brand = BRAND_VARIANTS.safe;
const TOKENS = Object.keys(paletteTokens(brand.palette));

/** A computed style stand-in: enumerable names and getPropertyValue, as the browser's. */
function styleOf(values: Record<string, string>): CSSStyleDeclaration {
  const names = Object.keys(values);
  return Object.assign(names, {
    getPropertyValue: (name: string) => values[name] ?? '',
  }) as unknown as CSSStyleDeclaration;
}

describe('theme pages', () => {
  it('picks the page by path, trailing slash or not', () => {
    expect(themeViewOf('/theme')).toBe('palette');
    expect(themeViewOf('/css-variables-demo')).toBe('variables');
    expect(themeViewOf('/css-variables-demo/')).toBe('variables');
  });

  it('puts every palette token in exactly one §3 group', () => {
    const grouped = PALETTE_GROUPS.flatMap((group) => TOKENS.filter((token) => groupOf(token) === group));
    expect(grouped.sort()).toEqual([...TOKENS].sort());
    expect(TOKENS.filter((token) => groupOf(token) === 'primary')).toHaveLength(11);
    expect(groupOf('--academy-divider')).toBe('divider');
    expect(groupOf('--academy-font-sans')).toBeNull();
    expect(groupOf('--sl-color-primary-50')).toBeNull();
  });

  it('writes only safe rules: colour literals and var(--academy-*), ids without quotes', () => {
    expect(swatchRule('safe-primary-main', { 'background-color': '#0b3d91', color: '#ffffff' })).toBe(
      '[data-swatch="safe-primary-main"]{background-color:#0b3d91;color:#ffffff}',
    );
    expect(swatchRule('v-1', { 'background-color': 'var(--academy-primary-main)' })).toBe(
      '[data-swatch="v-1"]{background-color:var(--academy-primary-main)}',
    );
    expect(swatchRule('x', { 'background-color': 'red;}body{display:none' })).toBe('');
    expect(swatchRule('x"]{}', { color: '#fff' })).toBe('');
  });

  it('colours every token of the three variants with a readable text colour', () => {
    const rules = paletteRules();
    expect(rules).toHaveLength(TOKENS.length * 3);
    expect(rules).toContain(
      `[data-swatch="${swatchId('aman', '--academy-primary-main')}"]{background-color:${BRAND_VARIANTS.aman.palette.primary.main};color:#ffffff}`,
    );
  });

  it('draws /theme as one table per group, a column per variant, the active one marked, no style attributes', () => {
    const strings = demoStrings('ar');
    const page = themePage('palette', BRAND_VARIANTS.aman, strings);
    expect(page.querySelector('h1')?.textContent).toBe(strings.themeTitle);
    expect(Array.from(page.querySelectorAll('h2'), (h2) => h2.textContent)).toEqual(
      Object.values(strings.theme.groups),
    );
    expect(page.querySelectorAll('table')).toHaveLength(PALETTE_GROUPS.length);
    expect(page.querySelectorAll('td[data-swatch]')).toHaveLength(TOKENS.length * 3);
    const active = Array.from(page.querySelectorAll('thead th[data-active]'));
    expect(
      active.every(
        (th) => th.getAttribute('data-variant') === 'aman' && th.textContent?.includes(strings.theme.active),
      ),
    ).toBe(true);
    const cell = page.querySelector('td[data-swatch="association-divider"]');
    expect([cell?.textContent, cell?.querySelector('code')?.getAttribute('dir')]).toEqual([
      BRAND_VARIANTS.association.palette.divider,
      'ltr',
    ]);
    expect(page.querySelector('[style]')).toBeNull();
    expect(themeRulesText()).toContain('[data-swatch="safe-primary-main"]');
  });

  it('keeps one adopted sheet however often a page is drawn', () => {
    setThemeRules(['[data-swatch="a"]{color:#000}']);
    // Counted from here: a file before this one in the worker (isolate: false) may have left a sheet of its own.
    const adopted = document.adoptedStyleSheets.length;
    setThemeRules(['[data-swatch="b"]{color:#fff}']);
    expect(document.adoptedStyleSheets).toHaveLength(adopted);
    const mine = document.adoptedStyleSheets.filter((sheet) =>
      Array.from(sheet.cssRules).some((rule) => rule.cssText.includes('data-swatch="b"')),
    );
    expect(mine).toHaveLength(1);
    expect(themeRulesText()).not.toContain('"a"');
  });

  it('lists the brand properties, font first, then any other --academy-* found, only those with a value', () => {
    expect(brandPropertyNames(brand)).toEqual(['--academy-font-sans', ...TOKENS]);
    const style = styleOf({
      '--academy-primary-main': ' #0b3d91 ',
      '--academy-header-block-size': '61px',
      '--sl-color-primary-50': '#fff',
      color: 'red',
    });
    expect(currentProperties(style, brand)).toEqual([
      { name: '--academy-primary-main', value: '#0b3d91' },
      { name: '--academy-header-block-size', value: '61px' },
    ]);
  });

  it('samples colours, fonts and lengths through the property itself', () => {
    expect(sampleOf({ name: '--academy-primary-main', value: '#0b3d91' })).toEqual({
      kind: 'colour',
      declarations: { 'background-color': 'var(--academy-primary-main)', color: '#ffffff' },
    });
    expect(sampleOf({ name: '--academy-font-sans', value: 'system-ui' })?.kind).toBe('font');
    expect(sampleOf({ name: '--academy-header-block-size', value: '61px' })?.kind).toBe('length');
    expect(sampleOf({ name: '--academy-something', value: 'auto' })).toBeNull();
  });

  it('draws /css-variables-demo with a reading status until the shell has applied the tokens', () => {
    const strings = demoStrings('en');
    const page = themePage('variables', brand, strings);
    expect(page.querySelector('h1')?.textContent).toBe(strings.theme.variablesTitle);
    expect(page.querySelector('[role="status"]')?.textContent).toBe(strings.theme.reading);
    expect(page.querySelector('a')?.getAttribute('href')).toBe('/theme');
  });
});
