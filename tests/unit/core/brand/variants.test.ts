import { describe, expect, it } from 'vitest';
import { STATUS_SCALES, scale } from '../../../../src/core/brand/palette';
import {
  BRAND_VARIANTS,
  DEFAULT_VARIANT,
  isBrandVariantId,
  variantForHost,
  type BrandVariantId,
} from '../../../../src/core/brand/variants';

// §1 white-labelling: three variants, Arabic-default when the host matches none; §3 company profile and theme palette.

const IDS: BrandVariantId[] = ['safe', 'aman', 'association'];
const SCALE_KEYS = ['main', 'light', 'dark', 'lighter', 'darker', '100', '200', '400', '700', '900', 'contrast'];
const FAMILIES = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;
const COLOR = /^#[0-9a-f]{6}$/i;

describe('BRAND_VARIANTS', () => {
  it('has exactly three variants', () => {
    expect(Object.keys(BRAND_VARIANTS).sort()).toEqual([...IDS].sort());
  });

  it('has an English academy, an Arabic-default academy and an English association academy', () => {
    expect(BRAND_VARIANTS.safe.defaultLanguage).toBe('en');
    expect(BRAND_VARIANTS.aman.defaultLanguage).toBe('ar');
    expect(BRAND_VARIANTS.association.defaultLanguage).toBe('en');
    expect(BRAND_VARIANTS.association.name).toMatch(/association/i);
  });

  describe.each(IDS)('%s', (id) => {
    const variant = BRAND_VARIANTS[id];

    it('carries its id and the company profile fields (name, logo, favicon, academy name, language)', () => {
      expect(variant.id).toBe(id);
      expect(variant.name.trim()).not.toBe('');
      expect(variant.academyName.en.trim()).not.toBe('');
      expect(variant.academyName.ar).toMatch(/[\u0600-\u06FF]/);
      expect(variant.logo).toMatch(/^(data:image\/|https?:\/\/|\/)/);
      expect(variant.favicon).toMatch(/^(data:image\/|https?:\/\/|\/)/);
      expect(['en', 'ar']).toContain(variant.defaultLanguage);
      expect(variant.hosts.length).toBeGreaterThan(0);
    });

    it.each(FAMILIES)('has the full %s scale', (family) => {
      const familyScale = variant.palette[family] as unknown as Record<string, string>;
      expect(Object.keys(familyScale).sort()).toEqual([...SCALE_KEYS].sort());
      for (const key of SCALE_KEYS) expect(familyScale[key], `${family}.${key}`).toMatch(COLOR);
    });

    it('has background default/paper/light/dark, text primary/secondary/disabled and divider', () => {
      const { background, text, divider } = variant.palette;
      expect(Object.keys(background).sort()).toEqual(['dark', 'default', 'light', 'paper']);
      expect(Object.keys(text).sort()).toEqual(['disabled', 'primary', 'secondary']);
      for (const value of [...Object.values(background), ...Object.values(text), divider]) expect(value).toMatch(COLOR);
    });
  });

  it('gives each variant its own palette and logo', () => {
    const mains = IDS.map((id) => BRAND_VARIANTS[id].palette.primary.main);
    expect(new Set(mains).size).toBe(3);
    expect(new Set(IDS.map((id) => BRAND_VARIANTS[id].logo)).size).toBe(3);
    expect(new Set(IDS.map((id) => BRAND_VARIANTS[id].academyName.en)).size).toBe(3);
  });

  it('serves each host from one variant only', () => {
    const hosts = IDS.flatMap((id) => BRAND_VARIANTS[id].hosts);
    expect(new Set(hosts).size).toBe(hosts.length);
  });
});

describe('scale', () => {
  it('spreads ten shades, lightest first, plus a contrast colour', () => {
    const s = scale(
      ['#000001', '#000002', '#000003', '#000004', '#000005', '#000006', '#000007', '#000008', '#000009', '#000010'],
      '#ffffff',
    );
    expect(s).toEqual({
      lighter: '#000001',
      100: '#000002',
      200: '#000003',
      light: '#000004',
      400: '#000005',
      main: '#000006',
      700: '#000007',
      dark: '#000008',
      900: '#000009',
      darker: '#000010',
      contrast: '#ffffff',
    });
  });

  it('shares the status scales across brands', () => {
    for (const id of IDS) expect(BRAND_VARIANTS[id].palette.error).toEqual(STATUS_SCALES.error);
  });
});

describe('variantForHost', () => {
  it.each(IDS.flatMap((id) => BRAND_VARIANTS[id].hosts.map((host) => [host, id] as const)))(
    'serves %s with %s',
    (host, id) => {
      expect(variantForHost(host)).toBe(id);
    },
  );

  it('ignores case and the port', () => {
    const host = BRAND_VARIANTS.safe.hosts[0]!;
    expect(variantForHost(`${host.toUpperCase()}:8443`)).toBe('safe');
  });

  it.each(['localhost', 'example.com', '', '127.0.0.1', 'evil.safe.localhost.example'])(
    'falls back to the Arabic-default variant for %j',
    (host) => {
      expect(variantForHost(host)).toBe('aman');
    },
  );

  it("names 'aman' as the default, whose language is Arabic", () => {
    expect(DEFAULT_VARIANT).toBe('aman');
    expect(BRAND_VARIANTS[DEFAULT_VARIANT].defaultLanguage).toBe('ar');
  });
});

describe('isBrandVariantId', () => {
  it('accepts the three ids only', () => {
    for (const id of IDS) expect(isBrandVariantId(id)).toBe(true);
    for (const value of ['SAFE', 'other', '', null, 1]) expect(isBrandVariantId(value)).toBe(false);
  });

  it('rejects inherited object property names (toString, constructor, __proto__)', () => {
    const accepted = ['toString', 'constructor', 'hasOwnProperty', '__proto__'].filter((value) =>
      isBrandVariantId(value),
    );
    expect(accepted).toEqual([]);
  });
});
