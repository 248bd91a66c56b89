import type { RouteName } from '../../src/elements/index';

/** How the demo host shows one route: which element, with which attributes, in which frame. */
export interface ScreenDeclaration {
  /** The document title of the route, in both languages. */
  title: { en: string; ar: string };
  /** Guest pages stand alone; signed-in pages sit inside `<academy-shell>`. */
  layout: 'guest' | 'shell';
  /** The feature element; without one the shell shows the host's 'not available yet' notice. */
  tag?: string;
  /** The element's attributes from the route's parameters. */
  attributes?: (params: Record<string, string>) => Record<string, string>;
  /** Attributes of the surrounding shell on this route (e.g. `dashboard-toggle`). */
  shellAttributes?: Record<string, string>;
}

export type ScreenDeclarations = Partial<Record<RouteName, ScreenDeclaration>>;

/** Typed identity: a feature's file under demo/host/features/ exports `screens = defineScreens({...})`. */
export function defineScreens(screens: ScreenDeclarations): ScreenDeclarations {
  return screens;
}

/** Merges every feature's declarations; a route claimed twice is a mistake worth failing loudly on. */
export function mergeScreens(modules: Record<string, { screens: ScreenDeclarations }>): ScreenDeclarations {
  const merged: ScreenDeclarations = {};
  for (const [file, { screens }] of Object.entries(modules)) {
    for (const [name, screen] of Object.entries(screens) as [RouteName, ScreenDeclaration][]) {
      if (merged[name]) throw new Error(`[demo] route "${name}" is declared twice (again in ${file})`);
      merged[name] = screen;
    }
  }
  return merged;
}
