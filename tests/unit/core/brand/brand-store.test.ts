// @vitest-environment happy-dom -- uses the DOM (document, window, location, events); the rest of core runs in node.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $brand, $brandOverride, setBrandOverride } from '../../../../src/core/brand/brand-store';
import { BRAND_VARIANTS } from '../../../../src/core/brand/variants';

// §1: the variant follows the host name; the demo and the element `brand` attribute may override it.

describe('$brand', () => {
  afterEach(() => $brandOverride.set(null));

  it('uses the Arabic-default variant on an unknown host (the test page is on localhost)', () => {
    expect(location.hostname).toBe('localhost');
    expect($brand.get().id).toBe('aman');
    expect($brand.get().defaultLanguage).toBe('ar');
  });

  it('follows a valid override', () => {
    setBrandOverride('association');
    expect($brand.get()).toBe(BRAND_VARIANTS.association);
    setBrandOverride('safe');
    expect($brand.get().id).toBe('safe');
  });

  it('ignores an unknown value with a console warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setBrandOverride('safe');
    setBrandOverride('acme');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('acme');
    expect($brand.get().id).toBe('safe');
  });

  it("ignores brand='constructor' like any unknown value (no crash on a missing palette)", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setBrandOverride('safe');
    setBrandOverride('constructor');
    expect(warn).toHaveBeenCalledTimes(1);
    expect($brand.get().id).toBe('safe');
    expect($brand.get().palette.primary.main).toMatch(/^#/);
  });

  it('ignores empty values silently', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setBrandOverride('safe');
    setBrandOverride('');
    setBrandOverride(null);
    setBrandOverride(undefined);
    expect($brand.get().id).toBe('safe');
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('$brand on a branded host', () => {
  const happyDOM = (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM;
  afterEach(() => happyDOM.setURL('http://localhost:3000/'));

  it.each([
    ['safe.localhost', 'safe'],
    ['aman.localhost', 'aman'],
    ['association.localhost', 'association'],
  ])('serves %s with the %s variant', async (host, id) => {
    happyDOM.setURL(`http://${host}:5173/dashboard`);
    vi.resetModules();
    const store = await import('../../../../src/core/brand/brand-store');
    expect(store.$brand.get().id).toBe(id);
  });
});

describe('claimBrand', () => {
  it('applies the attribute brand and releases it back to the host variant', async () => {
    const { $brand, $brandOverride, claimBrand } = await import('../../../../src/core/brand/brand-store');
    $brandOverride.set(null);
    const release = claimBrand('safe');
    expect($brand.get().id).toBe('safe');
    release();
    expect($brandOverride.get()).toBeNull();
  });

  it('does not undo a brand chosen by someone else after the claim', async () => {
    const { $brandOverride, claimBrand } = await import('../../../../src/core/brand/brand-store');
    const release = claimBrand('safe');
    $brandOverride.set('association');
    release();
    expect($brandOverride.get()).toBe('association');
  });
});
