import { describe, expect, it } from 'vitest';
import { BRAND_VARIANTS } from '../../../../src/core/brand/variants';
import { matchRoute, type RouteMatch } from '../../../../src/core/navigation/routes';
import { screenFor } from '../../../../demo/host/views';

const route = (path: string) => matchRoute(path) as RouteMatch;
const brand = BRAND_VARIANTS.safe;

// demo/host/features/login.ts: the sign-in routes on one <academy-login>.

describe('demo host screens: sign-in', () => {
  it('shows <academy-login> with the view of the route and updates it in place, token included', () => {
    const reset = screenFor(route('/auth/reset-password/abc'), brand, 'en');
    const page = reset.build();
    const login = page.querySelector('academy-login');
    expect([login?.getAttribute('view'), login?.getAttribute('token')]).toEqual(['reset-password', 'abc']);
    const signIn = screenFor(route('/auth/login'), brand, 'en');
    expect(signIn.key).toBe(reset.key);
    signIn.update?.(page);
    expect(page.querySelector('academy-login')).toBe(login);
    expect([login?.getAttribute('view'), login?.hasAttribute('token')]).toEqual(['login', false]);
  });
});
