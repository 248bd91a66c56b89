import { elementRem, registerElementRem } from './element-rem';

const cache = new Map<string, CSSStyleSheet>();

/** One constructed stylesheet per CSS text, shared by every shadow root that adopts it; its `rem` follow the element. */
function sheetFor(css: string): CSSStyleSheet {
  let sheet = cache.get(css);
  if (!sheet) {
    registerElementRem();
    sheet = new CSSStyleSheet();
    sheet.replaceSync(elementRem(css));
    cache.set(css, sheet);
  }
  return sheet;
}

/**
 * Cascade order inside a shadow root: our base, a component library theme, the feature, a view the feature loads on
 * demand (its rules arrive with its code), then brand tokens.
 */
export type StyleSlot = 'base' | 'theme' | 'feature' | 'view' | 'brand';
const ORDER: readonly StyleSlot[] = ['base', 'theme', 'feature', 'view', 'brand'];
const slotsByRoot = new WeakMap<ShadowRoot, Map<StyleSlot, CSSStyleSheet[]>>();

/** Sets one slot's sheets on a shadow root and re-adopts the whole list in cascade order. */
export function setStyles(root: ShadowRoot, slot: StyleSlot, css: readonly string[]): void {
  const slots = slotsByRoot.get(root) ?? new Map<StyleSlot, CSSStyleSheet[]>();
  slotsByRoot.set(root, slots);
  slots.set(slot, css.map(sheetFor));
  root.adoptedStyleSheets = ORDER.flatMap((name) => slots.get(name) ?? []);
}
