import type { BrandVariant } from '../../src/elements/index';
import type { DemoStrings } from './demo-dictionary';
import { THEME_PATHS, type ThemeView } from './theme-dom';
import { palettePage } from './theme-palette';
import { variablesPage } from './theme-variables';

export type { ThemeView };

/** One route name serves /theme and /css-variables-demo: the path picks the page. */
export function themeViewOf(pathname: string): ThemeView {
  return pathname.replace(/\/+$/, '') === THEME_PATHS.variables ? 'variables' : 'palette';
}

/** The host-drawn theme page of `view` for the active brand, in the strings' language. */
export function themePage(view: ThemeView, brand: BrandVariant, strings: DemoStrings): HTMLElement {
  return view === 'variables' ? variablesPage(brand, strings) : palettePage(brand, strings);
}
