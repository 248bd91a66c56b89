import { describe, expect, it } from 'vitest';
import { BRAND_VARIANTS } from '../../../src/core/brand/variants';
import { matchRoute, type RouteMatch } from '../../../src/core/navigation/routes';
import { mergeScreens } from '../../../demo/host/screens';
import { screenFor } from '../../../demo/host/views';

// The demo host's routes come from each feature's declarations (demo/host/features/*.ts); screens update in place.

const route = (path: string) => matchRoute(path) as RouteMatch;
const brand = BRAND_VARIANTS.safe;

describe('demo host screens', () => {
  it('refuses a route declared by two features', () => {
    const one = { screens: { tickets: { layout: 'shell' as const, tag: 'academy-a' } } };
    const two = { screens: { tickets: { layout: 'shell' as const, tag: 'academy-b' } } };
    expect(() => mergeScreens({ 'a.ts': one, 'b.ts': two })).toThrow(/declared twice/);
  });

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

  it('puts signed-in routes in one shell that stays across routes; the dashboard adds the toggle', () => {
    const dashboard = screenFor(route('/dashboard'), brand, 'en');
    const shell = dashboard.build();
    expect(shell.localName).toBe('academy-shell');
    expect(shell.hasAttribute('dashboard-toggle')).toBe(true);
    const tickets = screenFor(route('/support/tickets'), brand, 'en');
    expect(tickets.key).toBe(dashboard.key);
    tickets.update?.(shell);
    expect(shell.hasAttribute('dashboard-toggle')).toBe(false);
  });

  it('opens <academy-exam> on the exam routes with the number and view, in place between them', () => {
    const take = screenFor(route('/app/exam/5014/take'), brand, 'en');
    const shell = take.build();
    const exam = shell.querySelector('academy-exam');
    expect([exam?.getAttribute('exam-no'), exam?.getAttribute('view'), shell.querySelector('[data-unbuilt]')]).toEqual(['5014', 'take', null]);
    for (const [path, view] of [['/app/exam/5005/result', 'result'], ['/app/exam/5007/feedback', 'feedback']] as const) {
      screenFor(route(path), brand, 'en').update?.(shell);
      expect(shell.querySelector('academy-exam')).toBe(exam);
      expect([exam?.getAttribute('exam-no'), exam?.getAttribute('view')]).toEqual([path.split('/')[3], view]);
    }
  });

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
