/** Black or white text, whichever reads better on a swatch (WCAG 2 contrast ratio). */
export const DARK_TEXT = '#000000';
export const LIGHT_TEXT = '#ffffff';

type Rgb = [number, number, number];

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})(?:\s*[,/]\s*[\d.]+%?)?\s*\)$/i;

/** `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()` or `rgba()` → its red, green and blue; null for anything else. */
export function parseColour(value: string): Rgb | null {
  const text = value.trim();
  const hex = HEX.exec(text)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as Rgb;
  }
  const rgb = RGB.exec(text);
  if (!rgb) return null;
  const channels = rgb.slice(1, 4).map(Number);
  return channels.every((channel) => channel <= 255) ? (channels as Rgb) : null;
}

/** WCAG 2 relative luminance of an sRGB colour (0 black … 1 white). */
export function relativeLuminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio between two luminances (1 … 21). */
export function contrastRatio(one: number, other: number): number {
  const [light, dark] = one > other ? [one, other] : [other, one];
  return (light + 0.05) / (dark + 0.05);
}

/** The text colour (black or white) with the higher contrast on `background`; null when it is not a colour we read. */
export function readableOn(background: string): string | null {
  const rgb = parseColour(background);
  if (!rgb) return null;
  const luminance = relativeLuminance(rgb);
  return contrastRatio(luminance, 0) >= contrastRatio(luminance, 1) ? DARK_TEXT : LIGHT_TEXT;
}
