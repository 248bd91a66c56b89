/**
 * §3 status_lbl colours: the server names a colour per attendance status (present, absent, flagged, excused). The pill
 * takes it as its background and picks its own text colour (black or white, whichever contrasts more), so the label
 * always reads at WCAG AA (≥ 4.5:1) whatever colour the server sends.
 */

/** The CSS colour names a server sends for statuses, as RGB; anything else must be hex. */
const NAMED: Record<string, readonly [number, number, number]> = {
  black: [0, 0, 0],
  white: [255, 255, 255],
  grey: [128, 128, 128],
  gray: [128, 128, 128],
  silver: [192, 192, 192],
  red: [255, 0, 0],
  maroon: [128, 0, 0],
  orange: [255, 165, 0],
  yellow: [255, 255, 0],
  gold: [255, 215, 0],
  green: [0, 128, 0],
  lime: [0, 255, 0],
  teal: [0, 128, 128],
  blue: [0, 0, 255],
  navy: [0, 0, 128],
  purple: [128, 0, 128],
  pink: [255, 192, 203],
  brown: [165, 42, 42],
};

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** RGB of a hex (#rgb, #rrggbb) or named colour; null when it is neither. */
export function parseColour(value: string): readonly [number, number, number] | null {
  const text = value.trim().toLowerCase();
  if (text in NAMED) return NAMED[text]!;
  const match = HEX.exec(text);
  if (!match) return null;
  const digits = match[1]!.length === 3 ? [...match[1]!].map((digit) => digit + digit).join('') : match[1]!;
  return [0, 2, 4].map((start) => parseInt(digits.slice(start, start + 2), 16)) as [number, number, number];
}

/** WCAG 2 relative luminance of an sRGB colour. */
export function luminance([r, g, b]: readonly [number, number, number]): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio of two luminances (1 to 21). */
export function contrastRatio(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** A pill's background (the server's colour, normalised) and the text colour that reads on it. */
export interface PillColours {
  background: string;
  text: '#000000' | '#ffffff';
}

/** Each malformed colour is warned about once, not once per row and render. */
const warned = new Set<string>();

const hex = (rgb: readonly number[]) => `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;

/**
 * The colours of a status pill for the server's colour; null (the neutral pill) when there is none, or when it is
 * malformed, which is also warned about in the console. Black or white text: one of them always reaches 4.5:1.
 */
export function pillColours(colour: string | null | undefined): PillColours | null {
  if (colour == null || colour.trim() === '') return null;
  const rgb = parseColour(colour);
  if (!rgb) {
    if (!warned.has(colour)) console.warn(`[academy-batch] ignoring the malformed status colour "${colour}"`);
    warned.add(colour);
    return null;
  }
  const own = luminance(rgb);
  const text = contrastRatio(own, 0) >= contrastRatio(own, 1) ? '#000000' : '#ffffff';
  return { background: hex(rgb), text };
}
