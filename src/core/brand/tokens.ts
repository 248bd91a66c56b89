import type { Palette } from './palette';

const SCALE_KEYS = [
  'main',
  'light',
  'dark',
  'lighter',
  'darker',
  '100',
  '200',
  '400',
  '700',
  '900',
  'contrast',
] as const;
const FAMILIES = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

/** Bundled Arabic face first (it covers Arabic code points only), then the system UI font. */
const FONT_STACK =
  "'Academy Noto Sans Arabic', system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', Arial, sans-serif";

/** Brand palette → `--academy-*` custom properties (layer 1 → 2 of the theme). */
export function paletteTokens(palette: Palette): Record<string, string> {
  const tokens: Record<string, string> = {};
  for (const family of FAMILIES) {
    for (const key of SCALE_KEYS) tokens[`--academy-${family}-${key}`] = palette[family][key];
  }
  for (const [key, value] of Object.entries(palette.background)) tokens[`--academy-background-${key}`] = value;
  for (const [key, value] of Object.entries(palette.text)) tokens[`--academy-text-${key}`] = value;
  tokens['--academy-divider'] = palette.divider;
  return tokens;
}

/** Shoelace shade steps fed from a brand scale. */
function shoelaceScale(name: string, source: string): Record<string, string> {
  const map: Record<string, string> = {
    '50': 'lighter',
    '100': '100',
    '200': '200',
    '300': 'light',
    '400': '400',
    '500': 'main',
    '600': 'main',
    '700': '700',
    '800': 'dark',
    '900': '900',
    '950': 'darker',
  };
  return Object.fromEntries(
    Object.entries(map).map(([step, key]) => [`--sl-color-${name}-${step}`, `var(--academy-${source}-${key})`]),
  );
}

/** `--academy-*` → Shoelace `--sl-*` (layer 2 → 3), set on the element host so it beats the theme's `:host` rule. */
export function shoelaceTokens(): Record<string, string> {
  return {
    ...shoelaceScale('primary', 'primary'),
    ...shoelaceScale('success', 'success'),
    ...shoelaceScale('warning', 'warning'),
    ...shoelaceScale('danger', 'error'),
    '--sl-input-focus-ring-color': 'color-mix(in srgb, var(--academy-primary-main) 40%, transparent)',
    '--sl-focus-ring-color': 'var(--academy-primary-main)',
    '--sl-font-sans': 'var(--academy-font-sans)',
  };
}

/** A `:host { … }` rule carrying every brand token. */
export function brandCss(palette: Palette): string {
  const all = { '--academy-font-sans': FONT_STACK, ...paletteTokens(palette), ...shoelaceTokens() };
  return `:host{${Object.entries(all)
    .map(([name, value]) => `${name}:${value}`)
    .join(';')}}`;
}
