import { describe, expect, it } from 'vitest';
import { BRAND_VARIANTS } from '../../../../src/core/brand/variants';
import { matchRoute, type RouteMatch } from '../../../../src/core/navigation/routes';
import { screenFor } from '../../../../demo/host/views';

const route = (path: string) => matchRoute(path) as RouteMatch;
const brand = BRAND_VARIANTS.safe;

// The host's own pages (the shell's routes /theme and /css-variables-demo), drawn by demo/host/theme-page.ts.

describe('demo host screens: host pages', () => {
  it('rebuilds the host-drawn theme page when the language changes', () => {
    const en = screenFor(route('/theme'), brand, 'en');
    const shell = en.build();
    const first = shell.firstElementChild;
    expect(first?.querySelector('h1')?.textContent).toBe('Theme palette');
    screenFor(route('/theme'), brand, 'ar').update?.(shell);
    expect(shell.firstElementChild).not.toBe(first);
    expect(shell.firstElementChild?.querySelector('h1')?.textContent).toBe('لوحة ألوان السمة');
  });

  it('draws /css-variables-demo as its own page under the same route name', () => {
    history.replaceState(null, '', '/css-variables-demo');
    try {
      const screen = screenFor(route('/css-variables-demo'), brand, 'en');
      const shell = screen.build();
      expect(shell.firstElementChild?.getAttribute('data-theme-page')).toBe('variables');
      history.replaceState(null, '', '/theme');
      // Same route name, another page: the content is rebuilt, not updated in place.
      screenFor(route('/theme'), brand, 'en').update?.(shell);
      expect(shell.firstElementChild?.getAttribute('data-theme-page')).toBe('palette');
    } finally {
      history.replaceState(null, '', '/');
    }
  });
});
