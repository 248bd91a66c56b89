// Readable axe findings for failure messages; the colour-contrast results axe could not decide, with a stable key, and
// a measurement of those whose colours are plain (axe gave up on the node's shape, not on its colours).
import type { Page } from '@playwright/test';
import type { AxeResults, NodeResult, Result } from 'axe-core';

/** One line per violation: its id and the targets it names. */
export function violationSummary(violations: Result[]): string[] {
  return violations.map((v) => `${v.id}: ${v.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`);
}

/** The first `part` of the node's own tag, else its tag and first class, else its tag: never a generated id. */
function nodeName(html: string): string {
  const opening = /^<[^>]*>/.exec(html)?.[0] ?? html;
  const partName = /\spart="([^"\s]+)/.exec(opening)?.[1];
  if (partName) return `[part~="${partName}"]`;
  const tag = /^<([a-z0-9-]+)/i.exec(opening)?.[1]?.toLowerCase() ?? '?';
  const className = /\sclass="([^"\s]+)/.exec(opening)?.[1];
  return className ? `${tag}.${className}` : tag;
}

/** Why axe could not decide (its messageKey: bgGradient, bgImage, bgOverlap, elmPartiallyObscured …). */
const messageKeyOf = (node: NodeResult): string =>
  String(
    [...node.any, ...node.all, ...node.none].find((check) => check.data?.messageKey)?.data?.messageKey ?? 'unknown',
  );

export interface Undecided {
  /** `<element tag> <node name> <messageKey>`: the key of contrast-reviewed.ts. */
  key: string;
  messageKey: string;
  /** The selectors from the document through each shadow root to the node. */
  chain: string[];
  /** What axe names as in the way (an overlapping element, the gradient's owner), for the failure message. */
  related: string[];
}

/** Each colour-contrast node axe left "needs review". */
export function undecidedContrast(tag: string, results: AxeResults): Undecided[] {
  return results.incomplete
    .filter((result) => result.id === 'color-contrast')
    .flatMap((result) => result.nodes)
    .map((node) => {
      const messageKey = messageKeyOf(node);
      const first = node.target[0];
      const chain = (Array.isArray(first) ? first : node.target).map(String);
      const related = [...node.any, ...node.all, ...node.none].flatMap((check) =>
        (check.relatedNodes ?? []).map((other) => nodeName(other.html)),
      );
      return { key: `${tag} ${nodeName(node.html)} ${messageKey}`, messageKey, chain, related };
    });
}

/**
 * Undecided for the node's shape only, so its plain colours can be measured: clipped by a scroll region or a sticky
 * header (elmPartiallyObscured), text too short to tell from an icon (shortTextContent), or an icon glyph (nonBmp).
 */
export const MEASURABLE = new Set(['elmPartiallyObscured', 'shortTextContent', 'nonBmp']);

export interface Measured {
  ratio: number;
  /** 4.5, or 3 for large text (24 px, or 18.66 px bold) and for an icon glyph (a graphic: WCAG 1.4.11). */
  required: number;
}

/**
 * The node's contrast from its computed colours: its text colour over its own and its ancestors' background colours
 * (through shadow roots), composited until one is opaque. Null when a background image or an unreadable colour is met.
 */
export function measureContrast(page: Page, chain: string[], icon: boolean): Promise<Measured | null> {
  return page.evaluate(
    ({ selectors, icon }) => {
      type Rgba = [number, number, number, number];
      const parse = (value: string): Rgba | null => {
        const srgb = /^color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)(?: \/ ([\d.]+))?\)$/.exec(value);
        if (srgb) return [Number(srgb[1]) * 255, Number(srgb[2]) * 255, Number(srgb[3]) * 255, Number(srgb[4] ?? 1)];
        const rgb = /^rgba?\(([\d.]+), ([\d.]+), ([\d.]+)(?:, ([\d.]+))?\)$/.exec(value);
        return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), Number(rgb[4] ?? 1)] : null;
      };
      const over = (top: Rgba, below: Rgba): Rgba => {
        const mix = (i: number) => top[i]! * top[3] + below[i]! * (1 - top[3]);
        return [mix(0), mix(1), mix(2), 1];
      };
      const luminance = ([r, g, b]: Rgba) => {
        const linear = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
        return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
      };
      let root: Document | ShadowRoot = document;
      let node: Element | null = null;
      for (const selector of selectors) {
        node = root.querySelector(selector);
        if (!node) return null;
        if (node.shadowRoot) root = node.shadowRoot;
      }
      if (!node) return null;
      const style = getComputedStyle(node);
      const text = parse(style.color);
      if (!text) return null;
      const layers: Rgba[] = [];
      for (let at: Element | null = node; at; at = at.parentElement ?? (at.getRootNode() as ShadowRoot).host ?? null) {
        const own = getComputedStyle(at);
        if (own.backgroundImage !== 'none') return null;
        const background = parse(own.backgroundColor);
        if (!background) return null;
        if (background[3] > 0) layers.push(background);
        if (background[3] === 1) break;
      }
      const base = layers.reduceRight<Rgba>((below, top) => over(top, below), [255, 255, 255, 1]);
      const [light, dark] = [luminance(over(text, base)), luminance(base)].sort((a, b) => b - a) as [number, number];
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      return { ratio: Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100, required: large || icon ? 3 : 4.5 };
    },
    { selectors: chain, icon },
  );
}
