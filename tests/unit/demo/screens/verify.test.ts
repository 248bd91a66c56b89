import { describe, expect, it } from 'vitest';
import { BRAND_VARIANTS } from '../../../../src/core/brand/variants';
import { matchRoute, type RouteMatch } from '../../../../src/core/navigation/routes';
import { screenFor, titleOf } from '../../../../demo/host/views';

// demo/host/features/verify.ts: <academy-verify> on the guest layout (no sign-in), the route's code as its attribute.

describe('demo host screens: verify', () => {
  it('shows <academy-verify> with the code of /verify/{code}, and the form on /verify, titled in both languages', () => {
    const withCode = screenFor(matchRoute('/verify/ABC') as RouteMatch, BRAND_VARIANTS.safe, 'en');
    const page = withCode.build();
    expect(page.localName).not.toBe('academy-shell');
    const element = page.querySelector('academy-verify') ?? (page.localName === 'academy-verify' ? page : null);
    expect(element?.getAttribute('code')).toBe('ABC');
    const bare = screenFor(matchRoute('/verify') as RouteMatch, BRAND_VARIANTS.safe, 'en');
    expect(bare.key).toBe(withCode.key);
    bare.update?.(page);
    expect(element?.hasAttribute('code')).toBe(false);
    expect([titleOf('verify', 'en'), titleOf('verify', 'ar')]).toEqual(['Verify a certificate', 'التحقق من شهادة']);
  });
});
