import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { dictionaryKeys } from '../../../src/core/locale/i18n';
import { loginAr } from '../../../src/core/login/strings/ar';
import { loginEn } from '../../../src/core/login/strings/en';
import { LOGIN_VIEWS } from '../../../src/react/login/login-views';
import { button, cleanup, click, mount, text } from './helpers';

const heading = (shadow: ShadowRoot) => shadow.querySelector('h1')?.textContent;

describe('login feature: screens and navigation', () => {
  afterEach(cleanup);

  it('starts on the view attribute, else the page route, else login', async () => {
    history.replaceState(null, '', '/auth/forgot-password');
    const fromAttribute = await mount({ view: 'signup' });
    expect(heading(fromAttribute.shadow)).toBe('Create your account');
    const fromRoute = await mount({});
    expect(heading(fromRoute.shadow)).toBe('Forgot your password?');
    history.replaceState(null, '', '/somewhere/else');
    const fallback = await mount({});
    expect(heading(fallback.shadow)).toBe('Sign in');
  });

  it('switches screens itself when the host leaves academy-navigate alone, and follows back', async () => {
    history.replaceState(null, '', '/auth/login');
    const { shadow, navigations } = await mount({ view: 'login' });
    await click(button(shadow, 'Sign up'));
    expect(navigations).toEqual([{ path: '/auth/signup', replace: false }]);
    expect(location.pathname).toBe('/auth/signup');
    expect(heading(shadow)).toBe('Create your account');
    expect(shadow.activeElement).toBe(shadow.querySelector('h1'));
    await click(button(shadow, 'Sign in'));
    expect(heading(shadow)).toBe('Sign in');
    await click(button(shadow, 'Forgot password?'));
    expect(heading(shadow)).toBe('Forgot your password?');

    await act(async () => {
      history.replaceState(null, '', '/auth/signup');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(heading(shadow)).toBe('Create your account');
  });

  it('stays put when the host handles the navigation, and follows the view attribute', async () => {
    const { shadow, navigations, rerender } = await mount({ view: 'login' }, { handleNavigation: true });
    await click(button(shadow, 'Sign up'));
    expect(navigations).toEqual([{ path: '/auth/signup', replace: false }]);
    expect(location.pathname).toBe('/');
    expect(heading(shadow)).toBe('Sign in');
    await rerender({ view: 'signup' });
    expect(heading(shadow)).toBe('Create your account');
  });

  it('leaves links to non-auth pages to the host', async () => {
    const { shadow, navigations } = await mount({ view: 'signup' });
    await click(button(shadow, 'Terms of Service'));
    expect(navigations).toEqual([{ path: '/terms', replace: false }]);
    expect(heading(shadow)).toBe('Create your account');
  });

  it('modified clicks keep the browser behaviour', async () => {
    const { shadow, navigations } = await mount({ view: 'login' });
    const link = button(shadow, 'Sign up');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    await act(async () => {
      link.dispatchEvent(event);
    });
    expect(navigations).toHaveLength(0);
    expect(heading(shadow)).toBe('Sign in');
  });
});

describe('login feature: Arabic and right-to-left', () => {
  afterEach(cleanup);

  it('auth dictionaries have the same keys in both languages, and the Arabic is Arabic', () => {
    expect(dictionaryKeys(loginAr).sort()).toEqual(dictionaryKeys(loginEn).sort());
    const arabic = /[\u0600-\u06FF]/;
    const values = (node: object): string[] =>
      Object.values(node).flatMap((value) => (typeof value === 'string' ? [value] : values(value as object)));
    for (const value of values(loginAr)) expect(value).toMatch(arabic);
  });

  it.each(LOGIN_VIEWS.filter((view) => view !== 'verify-email'))(
    'renders %s in Arabic with no English text and a right-to-left host',
    async (view) => {
      history.replaceState(null, '', view === 'reset-password' ? '/auth/reset-password/abc' : '/');
      const { shadow, host } = await mount({ view }, { lang: 'ar' });
      expect(host.getAttribute('dir')).toBe('rtl');
      expect(host.getAttribute('lang')).toBe('ar');
      expect(text(shadow)).toMatch(/[\u0600-\u06FF]/);
      // Only text marked as another language (the language switch's "English") may be in Latin letters.
      const own = shadow.cloneNode(true) as DocumentFragment;
      own.querySelectorAll('[lang]:not([lang="ar"])').forEach((node) => node.remove());
      expect(own.textContent).not.toMatch(/[A-Za-z]/);
      expect(shadow.querySelector('[part~="language-switch"] [lang="en"]')?.textContent).toBe('English');
      const labels = [...shadow.querySelectorAll('[aria-label]')].map((node) => node.getAttribute('aria-label') ?? '');
      for (const label of labels) expect(label).not.toMatch(/[A-Za-z]/);
    },
  );

  it('uses logical CSS properties only', async () => {
    const { default: css } = await import('../../../src/react/login/login.css?inline');
    expect(css).not.toMatch(
      /(margin|padding|border)-(left|right)|(^|[\s;{])(left|right)\s*:|text-align:\s*(left|right)|float:/,
    );
  });
});
