import type { BrandVariant } from '../../src/elements/index';
import type { DemoStrings } from './demo-dictionary';

/** The two paths of the `theme` route: the palette and the custom-properties page. */
export const THEME_PATHS = { palette: '/theme', variables: '/css-variables-demo' } as const;
export type ThemeView = keyof typeof THEME_PATHS;

/** A host-drawn element: attributes, then children (strings become text). */
export function el(
  tag: string,
  attributes: Record<string, string> = {},
  children: (Node | string)[] = [],
): HTMLElement {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/** A token name or value: code that reads left to right in Arabic too. */
export function ltrCode(text: string): HTMLElement {
  return el('code', { dir: 'ltr' }, [text]);
}

/** Heading, introduction, the active brand and a link to the other theme page. */
export function themeHeader(view: ThemeView, brand: BrandVariant, strings: DemoStrings): HTMLElement[] {
  const palette = view === 'palette';
  const other: ThemeView = palette ? 'variables' : 'palette';
  const titles = { palette: strings.themeTitle, variables: strings.theme.variablesTitle };
  return [
    el('h1', { id: 'theme-title', class: 'theme-title' }, [titles[view]]),
    el('p', {}, [palette ? strings.theme.intro : strings.theme.variablesIntro]),
    el('p', { class: 'theme-active' }, [
      `${strings.theme.activeBrand} `,
      el('strong', { 'data-active-brand': brand.id }, [strings.brands[brand.id]]),
    ]),
    el('p', {}, [el('a', { href: THEME_PATHS[other] }, [titles[other]])]),
  ];
}
