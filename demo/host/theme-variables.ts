import { brandCss, type BrandVariant } from '../../src/elements/index';
import type { DemoStrings } from './demo-dictionary';
import { readableOn } from './theme-contrast';
import { el, ltrCode, themeHeader } from './theme-dom';
import { setThemeRules, swatchRule } from './theme-sheet';

const PREFIX = '--academy-';
/** The shell applies the brand tokens once its lazy chunk has rendered; past this the page shows what it finds. */
const WAIT_MS = 3000;
const LENGTH = /^-?(\d+\.?\d*|\.\d+)(px|rem|em|%|vh|vw)$/;

/** One `--academy-*` property as the page computes it now. */
export interface CurrentProperty {
  name: string;
  value: string;
}

/** Every `--academy-*` name the brand tokens define, in their order (font first, then the palette). */
export function brandPropertyNames(brand: BrandVariant): string[] {
  return [
    ...new Set(Array.from(brandCss(brand.palette).matchAll(/(--academy-[a-z0-9-]+):/g), (match) => match[1] ?? '')),
  ];
}

/** The `--academy-*` properties with a value on `style`: the brand's in their order, then any others found there. */
export function currentProperties(style: CSSStyleDeclaration, brand: BrandVariant): CurrentProperty[] {
  const listed = Array.from(style)
    .filter((name) => name.startsWith(PREFIX))
    .sort();
  const names = [...new Set([...brandPropertyNames(brand), ...listed])];
  return names
    .map((name) => ({ name, value: style.getPropertyValue(name).trim() }))
    .filter((property) => property.value !== '');
}

/** The live sample's declarations: a colour swatch, a font specimen or a length bar, all reading the property itself. */
export function sampleOf({
  name,
  value,
}: CurrentProperty): { kind: 'colour' | 'font' | 'length'; declarations: Record<string, string> } | null {
  const live = `var(${name})`;
  const text = readableOn(value);
  if (text) return { kind: 'colour', declarations: { 'background-color': live, color: text } };
  if (name.includes('font') && !name.includes('size')) return { kind: 'font', declarations: { 'font-family': live } };
  if (LENGTH.test(value)) return { kind: 'length', declarations: { 'inline-size': live } };
  return null;
}

const SPECIMEN = { colour: 'Aa', font: 'Aa أب', length: '' } as const;

function propertyRow(property: CurrentProperty, index: number, rules: string[]): HTMLElement {
  const sample = sampleOf(property);
  const id = `variable-${index}`;
  if (sample) rules.push(swatchRule(id, sample.declarations));
  const cell = sample
    ? el('span', { class: 'theme-sample', 'data-swatch': id, 'data-kind': sample.kind, 'aria-hidden': 'true' }, [
        SPECIMEN[sample.kind],
      ])
    : '—';
  return el('tr', { 'data-property': property.name }, [
    el('th', { scope: 'row' }, [ltrCode(property.name)]),
    el('td', { class: 'theme-value' }, [ltrCode(property.value)]),
    el('td', {}, [cell]),
  ]);
}

function propertyTable(properties: CurrentProperty[], strings: DemoStrings): HTMLElement {
  const rules: string[] = [];
  const rows = properties.map((property, index) => propertyRow(property, index, rules));
  setThemeRules(rules);
  const head = el(
    'tr',
    {},
    [strings.theme.property, strings.theme.value, strings.theme.sample].map((label) =>
      el('th', { scope: 'col' }, [label]),
    ),
  );
  return el('table', { class: 'theme-table theme-variables', 'aria-labelledby': 'theme-title' }, [
    el('thead', {}, [head]),
    el('tbody', {}, rows),
  ]);
}

/** Where the brand tokens are applied: the shell's host around the page (its `:host` rule carries them). */
function tokenHost(page: HTMLElement): Element {
  return page.closest('academy-shell') ?? document.documentElement;
}

/**
 * Calls `done` once the host's computed style carries `brand`'s tokens (a rebuilt page can be drawn before
 * the shell re-renders with a new brand), or after WAIT_MS; never for a page that has left the document.
 */
function whenApplied(page: HTMLElement, brand: BrandVariant, done: () => void): void {
  const started = performance.now();
  const attempt = () => {
    if (!page.isConnected) return;
    const style = getComputedStyle(tokenHost(page));
    const applied = style.getPropertyValue(`${PREFIX}primary-main`).trim() === brand.palette.primary.main;
    if (applied || performance.now() - started >= WAIT_MS) done();
    else requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}

/**
 * Re-reads when the page's root changes its inline custom properties (the shell publishes its header height there
 * once its chunk has rendered); stops once the page has left the document.
 */
function followRoot(page: HTMLElement, reread: () => void): void {
  const observer = new MutationObserver(() => (page.isConnected ? reread() : observer.disconnect()));
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['style'] });
}

/** /css-variables-demo: every `--academy-*` property with its current computed value and a live sample. */
export function variablesPage(brand: BrandVariant, strings: DemoStrings): HTMLElement {
  const status = el('p', { role: 'status', class: 'theme-status' }, [strings.theme.reading]);
  const body = el('div', { class: 'theme-variables-body', 'aria-busy': 'true' });
  const page = el(
    'section',
    { class: 'theme-page', 'aria-labelledby': 'theme-title', 'data-theme-page': 'variables' },
    [...themeHeader('variables', brand, strings), status, body],
  );
  let shown = '';
  const draw = () => {
    const properties = currentProperties(getComputedStyle(tokenHost(page)), brand);
    const snapshot = JSON.stringify(properties);
    if (snapshot === shown) return;
    shown = snapshot;
    status.textContent = properties.length ? strings.theme.count(properties.length) : strings.theme.none;
    body.replaceChildren(...(properties.length ? [propertyTable(properties, strings)] : []));
    body.removeAttribute('aria-busy');
  };
  whenApplied(page, brand, () => {
    draw();
    followRoot(page, draw);
  });
  return page;
}
