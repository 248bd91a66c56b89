import { atom, computed } from 'nanostores';
import { BRAND_VARIANTS, isBrandVariantId, variantForHost, type BrandVariant, type BrandVariantId } from './variants';

const hostVariant = typeof location === 'undefined' ? variantForHost('') : variantForHost(location.hostname);

/** Explicit choice (element `brand` attribute or the demo's switcher); null follows the host name. */
export const $brandOverride = atom<BrandVariantId | null>(null);

export const $brand = computed($brandOverride, (override): BrandVariant => BRAND_VARIANTS[override ?? hostVariant]);

/** Applies a `brand` override; an unknown value is ignored with a console warning. */
export function setBrandOverride(value: string | null | undefined): void {
  if (value === null || value === undefined || value === '') return;
  if (!isBrandVariantId(value)) {
    console.warn(`[academy] ignoring unknown brand "${value}"`);
    return;
  }
  $brandOverride.set(value);
}

/**
 * An element's `brand` attribute: applies it and returns the release to call when the attribute or the
 * element goes, which restores the host name's variant unless something else has chosen a brand since.
 */
export function claimBrand(value: string | null | undefined): () => void {
  setBrandOverride(value);
  if (!value || $brandOverride.get() !== value) return () => {};
  return () => {
    if ($brandOverride.get() === value) $brandOverride.set(null);
  };
}
