// What the slide deck's journey (slides.spec.ts) measures in the page: the colours a node is drawn in, through shadow
// roots, whatever CSS colour syntax the element uses.
import type { Locator, Page } from '@playwright/test';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Colours {
  /** Whether the first opaque background under the node belongs to the element (its host or its shadow tree). */
  ownBackground: boolean;
  /** WCAG contrast ratio of the node's text colour on that background. */
  ratio: number;
}

/**
 * The node's text colour against the first opaque background under it (walking up through shadow roots), and whether
 * that background is the element's own or the page's. A canvas reads any CSS colour (`oklch()`, `color-mix()`).
 */
export function readableColours(node: Locator): Promise<Colours> {
  return node.evaluate((start) => {
    const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('no 2D canvas to read colours with');
    const rgba = (colour: string): [number, number, number, number] => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = colour;
      context.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const luminance = ([r, g, b]: number[]) => {
      const linear = (c = 0) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const host = (start.getRootNode() as ShadowRoot).host;
    let node: Element | null = start;
    let ownBackground = false;
    let background: number[] = [255, 255, 255, 1];
    while (node) {
      const colour = rgba(getComputedStyle(node).backgroundColor);
      if (colour[3] === 1) {
        background = colour;
        ownBackground = node === host || host.shadowRoot?.contains(node) === true;
        break;
      }
      node = node.parentElement ?? ((node.getRootNode() as ShadowRoot).host || null);
    }
    const [light, dark] = [luminance(rgba(getComputedStyle(start).color)), luminance(background)].sort(
      (a, b) => b - a,
    ) as [number, number];
    return { ownBackground, ratio: Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100 };
  });
}

/** The relative luminance (0 black … 1 white) of the page's background behind the deck (reveal.js's viewport). */
export function deckBackgroundLuminance(page: Page): Promise<number> {
  return page.evaluate(() => {
    const match = /rgba?\((\d+), (\d+), (\d+)/.exec(getComputedStyle(document.body).backgroundColor);
    if (!match) throw new Error(`the deck's background is ${getComputedStyle(document.body).backgroundColor}`);
    const linear = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
    const [r, g, b] = match.slice(1).map(Number) as [number, number, number];
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  });
}
