import { afterAll, describe, expect, it, vi } from 'vitest';
import { BRAND_VARIANTS } from '../../../src/core/brand/variants';
import { ROUTES, matchRoute, type RouteMatch } from '../../../src/core/navigation/routes';
import { demoStrings } from '../../../demo/host/demo-dictionary';
import { mergeScreens, type ScreenDeclarations } from '../../../demo/host/screens';
import { screenFor, titleOf } from '../../../demo/host/views';

// Files share modules in this worker (isolate: false): load them afresh so the mock below reaches every importer, and
// again afterwards so no later file gets the mocked ones.
vi.hoisted(() => vi.resetModules());
afterAll(() => {
  vi.doUnmock('../../../demo/host/features/exam');
  vi.resetModules();
});

// Every signed-in route has its feature now; the host's notice stays for the next route added before its feature.
// The exam screens lose their element here (keeping their titles) so the exam routes stand in for such a route.
vi.mock('../../../demo/host/features/exam', async (importOriginal) => {
  const { screens } = await importOriginal<{ screens: ScreenDeclarations }>();
  return {
    screens: Object.fromEntries(
      Object.entries(screens).map(([name, screen]) => [name, { title: screen.title, layout: screen.layout }]),
    ),
  };
});

const route = (path: string) => matchRoute(path) as RouteMatch;
const brand = BRAND_VARIANTS.safe;

// Signed-in routes no feature claims: a notice inside the shell, never a blank page.
const DECLARED = mergeScreens(
  import.meta.glob<{ screens: ScreenDeclarations }>('../../../demo/host/features/*.ts', { eager: true }),
);
const HOST_PAGES = new Set(['theme', 'terms', 'privacy']);
/** One path per unbuilt route pattern, parameters filled in. */
const UNBUILT_PATHS = ROUTES.filter(
  (r) => r.access === 'auth' && !DECLARED[r.name]?.tag && !HOST_PAGES.has(r.name),
).map((r) => r.pattern.replace(/:\w+/g, '7'));
const notice = (shell: HTMLElement) => shell.querySelector<HTMLElement>('[data-unbuilt]');

describe('demo host notice for routes not built yet', () => {
  it('covers the routes without a feature, and no built or host page', () => {
    const names = UNBUILT_PATHS.map((path) => route(path).name);
    expect(names).toEqual(expect.arrayContaining(['exam-take', 'exam-result', 'exam-feedback']));
    for (const path of [
      '/dashboard',
      '/profile/settings',
      '/profile',
      '/content/dynamic-button/1',
      '/theme',
      '/support/tickets',
      '/attendance/scanner',
      '/trainer/qr/7',
      '/trainer/batch/7',
      '/course/7/8/9',
      '/course/7/9',
    ]) {
      expect(notice(screenFor(route(path), brand, 'en').build()), path).toBeNull();
    }
  });

  it.each(UNBUILT_PATHS)(
    '%s: names the page by its title, says why, and links back to /dashboard, in both languages',
    (path) => {
      for (const locale of ['en', 'ar'] as const) {
        const strings = demoStrings(locale);
        const shell = screenFor(route(path), brand, locale).build();
        expect(shell.localName).toBe('academy-shell');
        const page = notice(shell);
        expect(page?.querySelector('h1')?.textContent).toBe(strings.unbuilt.title(titleOf(route(path).name, locale)));
        expect(page?.querySelector('p')?.textContent).toBe(strings.unbuilt.body);
        const back = page?.querySelector('a');
        expect([back?.getAttribute('href'), back?.textContent]).toEqual(['/dashboard', strings.unbuilt.back]);
        expect(shell.querySelector('[style]')).toBeNull();
      }
    },
  );

  it('reads the exact English and Arabic notice of the exam page', () => {
    const en = notice(screenFor(route('/app/exam/7/take'), brand, 'en').build());
    expect([en?.querySelector('h1')?.textContent, en?.querySelector('a')?.textContent]).toEqual([
      'Exam: not available yet',
      'Back to dashboard',
    ]);
    expect(en?.textContent).toContain('This part of the academy arrives in a later release of the demo.');
    const ar = notice(screenFor(route('/app/exam/7/take'), brand, 'ar').build());
    expect([ar?.querySelector('h1')?.textContent, ar?.querySelector('a')?.textContent]).toEqual([
      'صفحة «الاختبار» غير متاحة بعد',
      'العودة إلى لوحة التحكم',
    ]);
  });

  it('keeps the notice for the same route, renames it for another, rebuilds it for another language or brand', () => {
    const shell = screenFor(route('/app/exam/7/take'), brand, 'en').build();
    const first = notice(shell);
    screenFor(route('/app/exam/8/take'), brand, 'en').update?.(shell);
    expect(notice(shell)).toBe(first);
    screenFor(route('/app/exam/3/result'), brand, 'en').update?.(shell);
    expect(notice(shell)?.querySelector('h1')?.textContent).toBe('Exam result: not available yet');
    const result = notice(shell);
    screenFor(route('/app/exam/3/result'), BRAND_VARIANTS.aman, 'en').update?.(shell);
    expect(notice(shell)).not.toBe(result);
    screenFor(route('/app/exam/3/result'), BRAND_VARIANTS.aman, 'ar').update?.(shell);
    expect(notice(shell)?.querySelector('h1')?.textContent).toBe(
      `صفحة «${titleOf('exam-result', 'ar')}» غير متاحة بعد`,
    );
    screenFor(route('/dashboard'), brand, 'en').update?.(shell);
    expect([notice(shell), shell.firstElementChild?.localName]).toEqual([null, 'academy-dashboard']);
  });

  it("asks the host to route a plain click on the way back; a modified click stays the browser's", () => {
    const shell = screenFor(route('/app/exam/7/result'), brand, 'en').build();
    document.body.append(shell);
    const asked: string[] = [];
    const listen = (event: Event) => {
      event.preventDefault();
      asked.push((event as CustomEvent<{ path: string }>).detail.path);
    };
    document.addEventListener('academy-navigate', listen);
    try {
      const back = notice(shell)?.querySelector('a') as HTMLAnchorElement;
      const plain = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      back.dispatchEvent(plain);
      expect([asked, plain.defaultPrevented]).toEqual([['/dashboard'], true]);
      const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
      // Keep happy-dom from following the link itself once the host has let it go.
      back.addEventListener('click', (event) => event.preventDefault(), { once: true });
      back.dispatchEvent(newTab);
      expect(asked).toEqual(['/dashboard']);
    } finally {
      document.removeEventListener('academy-navigate', listen);
      shell.remove();
    }
  });
});
