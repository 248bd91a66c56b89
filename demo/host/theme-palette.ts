import { paletteTokens, BRAND_VARIANTS, type BrandVariant, type BrandVariantId } from '../../src/elements/index';
import type { DemoStrings } from './demo-dictionary';
import { readableOn } from './theme-contrast';
import { el, ltrCode, themeHeader } from './theme-dom';
import { setThemeRules, swatchRule } from './theme-sheet';

/** The palette groups of §3 "Theme palette", in its order. */
export const PALETTE_GROUPS = [
  'primary',
  'secondary',
  'error',
  'warning',
  'info',
  'success',
  'background',
  'text',
  'divider',
] as const;
export type PaletteGroup = (typeof PALETTE_GROUPS)[number];

const PREFIX = '--academy-';

/** The group a `--academy-*` token belongs to, or null for one outside the palette (e.g. the font). */
export function groupOf(token: string): PaletteGroup | null {
  const rest = token.startsWith(PREFIX) ? token.slice(PREFIX.length) : '';
  return PALETTE_GROUPS.find((group) => rest === group || rest.startsWith(`${group}-`)) ?? null;
}

/** The swatch id of one variant's token: `safe` + `--academy-primary-main` → `safe-primary-main`. */
export function swatchId(variant: BrandVariantId, token: string): string {
  return `${variant}-${token.slice(PREFIX.length)}`;
}

/** Background and readable text colour of every token of every variant, as rules of the one constructed sheet. */
export function paletteRules(): string[] {
  return Object.values(BRAND_VARIANTS).flatMap((variant) =>
    Object.entries(paletteTokens(variant.palette)).map(([token, value]) => {
      const text = readableOn(value);
      return swatchRule(swatchId(variant.id, token), { 'background-color': value, ...(text ? { color: text } : {}) });
    }),
  );
}

function variantHeader(variant: BrandVariant, active: boolean, strings: DemoStrings): HTMLElement {
  const label = strings.brands[variant.id];
  const badge = active ? [' ', el('span', { class: 'theme-badge' }, [strings.theme.active])] : [];
  return el('th', { scope: 'col', 'data-variant': variant.id, ...(active ? { 'data-active': '' } : {}) }, [
    label,
    ...badge,
  ]);
}

/** One group as a table: a row per token (its name the row header), a column per variant. */
function groupTable(group: PaletteGroup, active: BrandVariant, strings: DemoStrings): HTMLElement[] {
  const variants = Object.values(BRAND_VARIANTS);
  const tokensOf = new Map(variants.map((variant) => [variant.id, paletteTokens(variant.palette)]));
  const names = Object.keys(paletteTokens(active.palette)).filter((token) => groupOf(token) === group);
  const headingId = `theme-group-${group}`;
  const head = el('thead', {}, [
    el('tr', {}, [
      el('th', { scope: 'col' }, [strings.theme.token]),
      ...variants.map((variant) => variantHeader(variant, variant.id === active.id, strings)),
    ]),
  ]);
  const rows = names.map((token) =>
    el('tr', { 'data-token': token }, [
      el('th', { scope: 'row' }, [ltrCode(token)]),
      ...variants.map((variant) => {
        const value = tokensOf.get(variant.id)?.[token] ?? '';
        const cell: Record<string, string> = { 'data-swatch': swatchId(variant.id, token), 'data-variant': variant.id };
        if (variant.id === active.id) cell['data-active'] = '';
        return el('td', cell, [ltrCode(value)]);
      }),
    ]),
  );
  return [
    el('h2', { id: headingId, class: 'theme-group-title' }, [strings.theme.groups[group]]),
    el('table', { class: 'theme-table', 'aria-labelledby': headingId, 'data-group': group }, [
      head,
      el('tbody', {}, rows),
    ]),
  ];
}

/** /theme: every palette token of the three variants side by side, the active one marked, coloured by one sheet. */
export function palettePage(brand: BrandVariant, strings: DemoStrings): HTMLElement {
  setThemeRules(paletteRules());
  return el('section', { class: 'theme-page', 'aria-labelledby': 'theme-title', 'data-theme-page': 'palette' }, [
    ...themeHeader('palette', brand, strings),
    ...PALETTE_GROUPS.flatMap((group) => groupTable(group, brand, strings)),
  ]);
}
