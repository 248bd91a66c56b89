/** A colour family with its shades (§3 theme palette). */
export interface ColorScale {
  main: string;
  light: string;
  dark: string;
  lighter: string;
  darker: string;
  100: string;
  200: string;
  400: string;
  700: string;
  900: string;
  contrast: string;
}

export interface Palette {
  primary: ColorScale;
  secondary: ColorScale;
  error: ColorScale;
  warning: ColorScale;
  info: ColorScale;
  success: ColorScale;
  background: { default: string; paper: string; light: string; dark: string };
  text: { primary: string; secondary: string; disabled: string };
  divider: string;
}

/** Builds a scale from its eleven values, lightest first, to keep the brand table readable. */
export function scale(
  values: [string, string, string, string, string, string, string, string, string, string],
  contrast: string,
): ColorScale {
  const [lighter, s100, s200, light, s400, main, s700, dark, s900, darker] = values;
  return { lighter, 100: s100, 200: s200, light, 400: s400, main, 700: s700, dark, 900: s900, darker, contrast };
}

/** Shared status colours; brands differ in primary, secondary and surfaces. */
export const STATUS_SCALES = {
  error: scale(
    ['#fef2f2', '#fee2e2', '#fecaca', '#f87171', '#ef4444', '#dc2626', '#b91c1c', '#991b1b', '#7f1d1d', '#450a0a'],
    '#ffffff',
  ),
  warning: scale(
    ['#fffbeb', '#fef3c7', '#fde68a', '#fbbf24', '#f59e0b', '#d97706', '#b45309', '#92400e', '#78350f', '#451a03'],
    '#ffffff',
  ),
  info: scale(
    ['#eff6ff', '#dbeafe', '#bfdbfe', '#60a5fa', '#3b82f6', '#2563eb', '#1d4ed8', '#1e40af', '#1e3a8a', '#172554'],
    '#ffffff',
  ),
  success: scale(
    ['#f0fdf4', '#dcfce7', '#bbf7d0', '#4ade80', '#22c55e', '#16a34a', '#15803d', '#166534', '#14532d', '#052e16'],
    '#ffffff',
  ),
};
