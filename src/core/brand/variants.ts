import type { Locale } from '../locale/locale';
import { STATUS_SCALES, scale, type Palette } from './palette';

export type BrandVariantId = 'safe' | 'aman' | 'association';

/** Company profile (§3) plus the hosts it is served on. */
export interface BrandVariant {
  id: BrandVariantId;
  name: string;
  academyName: { en: string; ar: string };
  logo: string;
  favicon: string;
  defaultLanguage: Locale;
  hosts: readonly string[];
  palette: Palette;
}

function monogram(letters: string, background: string, foreground: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${background}"/><text x="32" y="41" font-family="Arial,sans-serif" font-size="24" font-weight="700" fill="${foreground}" text-anchor="middle">${letters}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function surfaces(light: string, dark: string): Pick<Palette, 'background' | 'text' | 'divider'> {
  return {
    background: { default: '#f8fafc', paper: '#ffffff', light, dark },
    text: { primary: '#0f172a', secondary: '#475569', disabled: '#94a3b8' },
    divider: '#e2e8f0',
  };
}

const safe: BrandVariant = {
  id: 'safe',
  name: 'SAFE Training Academy',
  academyName: { en: 'SAFE Academy', ar: 'أكاديمية سيف' },
  logo: monogram('SA', '#0b3d91', '#ffffff'),
  favicon: monogram('S', '#0b3d91', '#ffffff'),
  defaultLanguage: 'en',
  hosts: ['academy.safe-training.example', 'safe.localhost'],
  palette: {
    primary: scale(
      ['#eef4ff', '#dbe6fe', '#bfd3fe', '#5b8def', '#2f6ad9', '#0b3d91', '#0a347c', '#082a66', '#061f4d', '#041433'],
      '#ffffff',
    ),
    secondary: scale(
      ['#ecfeff', '#cffafe', '#a5f3fc', '#22d3ee', '#06b6d4', '#0e7490', '#155e75', '#164e63', '#134152', '#083344'],
      '#ffffff',
    ),
    ...STATUS_SCALES,
    ...surfaces('#eef4ff', '#061f4d'),
  },
};

const aman: BrandVariant = {
  id: 'aman',
  name: 'أكاديمية أمان للتدريب الأمني',
  academyName: { en: 'Aman Academy', ar: 'أكاديمية أمان' },
  logo: monogram('أ', '#0f6b4f', '#f5d483'),
  favicon: monogram('أ', '#0f6b4f', '#f5d483'),
  defaultLanguage: 'ar',
  hosts: ['aman-academy.example', 'aman.localhost'],
  palette: {
    primary: scale(
      ['#ecfdf5', '#d1fae5', '#a7f3d0', '#34d399', '#10b981', '#0f6b4f', '#0c5a42', '#0a4a36', '#073a2a', '#04241a'],
      '#ffffff',
    ),
    secondary: scale(
      ['#fffbeb', '#fef3c7', '#fde68a', '#f5d483', '#e9b949', '#b8860b', '#9a7009', '#7c5a07', '#5e4405', '#3f2e03'],
      '#1f2937',
    ),
    ...STATUS_SCALES,
    ...surfaces('#ecfdf5', '#073a2a'),
  },
};

const association: BrandVariant = {
  id: 'association',
  name: 'Security Association Academy',
  academyName: { en: 'Security Association Academy', ar: 'أكاديمية جمعية الأمن' },
  logo: monogram('SAA', '#7a1f2b', '#ffffff'),
  favicon: monogram('A', '#7a1f2b', '#ffffff'),
  defaultLanguage: 'en',
  hosts: ['academy.security-association.example', 'association.localhost'],
  palette: {
    primary: scale(
      ['#fdf2f3', '#fbe4e6', '#f6c9ce', '#d9606f', '#b83a4a', '#7a1f2b', '#671a24', '#54151e', '#401017', '#2a0a0f'],
      '#ffffff',
    ),
    secondary: scale(
      ['#f8fafc', '#f1f5f9', '#e2e8f0', '#94a3b8', '#64748b', '#475569', '#334155', '#1e293b', '#0f172a', '#020617'],
      '#ffffff',
    ),
    ...STATUS_SCALES,
    ...surfaces('#fdf2f3', '#401017'),
  },
};

export const BRAND_VARIANTS: Readonly<Record<BrandVariantId, BrandVariant>> = { safe, aman, association };

/** When the host matches none of the three, the Arabic-default variant applies (§1). */
export const DEFAULT_VARIANT: BrandVariantId = 'aman';

export function isBrandVariantId(value: unknown): value is BrandVariantId {
  return typeof value === 'string' && Object.hasOwn(BRAND_VARIANTS, value);
}

/** The variant served on a host name. */
export function variantForHost(host: string): BrandVariantId {
  const name = host.toLowerCase().replace(/:\d+$/, '');
  const match = Object.values(BRAND_VARIANTS).find((variant) => variant.hosts.includes(name));
  return match?.id ?? DEFAULT_VARIANT;
}
