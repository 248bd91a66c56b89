import { describe, expect, it } from 'vitest';
import { BRAND_VARIANTS } from '../../../../src/core/brand/variants';
import { matchRoute, type RouteMatch } from '../../../../src/core/navigation/routes';
import { screenFor, titleOf } from '../../../../demo/host/views';

// demo/host/features/verify.ts: <academy-verify> in the shell.

describe('demo host screens: verify', () => {
  it('shows <academy-verify> in the shell on /verify, titled in both languages', () => {
    const shell = screenFor(matchRoute('/verify') as RouteMatch, BRAND_VARIANTS.safe, 'en').build();
    expect(shell.localName).toBe('academy-shell');
    expect(shell.querySelector('academy-verify')).not.toBeNull();
    expect([titleOf('verify', 'en'), titleOf('verify', 'ar')]).toEqual(['Verify', 'العناصر']);
  });
});
