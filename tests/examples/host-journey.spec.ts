// The example hosts (examples/react, examples/vue, examples/next), built from the packed tarball, against the reference
// API: sign in with <academy-login>, land on the host's own /dashboard route, open a course through the host's router,
// switch the language from the host (`setLanguage`) and see every element and its data follow, hear a failed call as
// academy-error, sign out — in English and Arabic, with no console error (a hydration mismatch is one).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { loginForm } from '../e2e/login/support';
import { DEMO_PASSWORD, type Lang } from '../e2e/_infra/fixtures';
import { coursePage } from '../e2e/course/support';
import { LANGS, dirOf, openProfileMenu, shell } from '../e2e/shell/support';

const other = (lang: Lang): Lang => (lang === 'en' ? 'ar' : 'en');
/**
 * Console errors and uncaught exceptions while the page runs, except the browser's own line for a failed request
 * (the journey answers one call with a 500 on purpose; the host hears it as academy-error).
 */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
const hostRoute = (page: Page, name: string) => page.locator(`main[data-host-route="${name}"]`);
const lastEvent = (page: Page) => page.locator('output[data-host="last-event"]');
/** The learner's first active course (seeded), as the API names it in each language. */
const COURSE_TITLE: Record<Lang, string> = { en: 'Fire Safety Fundamentals', ar: 'أساسيات السلامة من الحرائق' };

/** An element follows the page language: the `lang`/`dir` it reflects on itself. */
async function expectFollows(element: Locator, lang: Lang): Promise<void> {
  await expect(element).toHaveAttribute('lang', lang);
  await expect(element).toHaveAttribute('dir', dirOf(lang));
}

for (const lang of LANGS) {
  test(`signs in, routes, follows the host's language and signs out (${lang})`, async ({ page, baseURL }) => {
    const errors = consoleErrors(page);
    // The page language saved by an earlier visit (the package's own key): the host reads it with getLanguage().
    // Top frame only: a sandboxed frame (the course's document viewer) has no storage, and this would throw there.
    await page.addInitScript((saved) => {
      if (window === window.top) localStorage.setItem('language', saved);
    }, lang);
    // A server-rendering host keeps its own copy in a cookie, which its server can read (examples/next).
    await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL ?? '' }]);
    await page.goto('/dashboard');

    // A guest is sent to sign in by the elements' academy-navigate, which the host routes.
    await expect(page).toHaveURL(/\/auth\/login$/);
    const form = loginForm(page, lang);
    await expect(hostRoute(page, 'sign-in').locator('academy-login')).toBeVisible();
    await expect(form.heading).toBeVisible();
    await expectFollows(form.el, lang);
    await form.username.fill('learner');
    await form.password.fill(DEMO_PASSWORD);
    await form.submit.click();

    // The host heard academy-login and its router, not a page load, moved to its /dashboard route.
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(lastEvent(page)).toHaveText('academy-login: Layla Learner');
    const dashboard = hostRoute(page, 'dashboard').locator('academy-dashboard');
    const activeCourse = dashboard.locator('[data-card="active-courses"] li a').first();
    await expect(activeCourse).toBeVisible();
    // Two elements, one session: the shell around the dashboard shows the same signed-in user.
    const ui = shell(page, lang);
    await expect(ui.profileTrigger).toBeVisible();
    await expectFollows(page.locator('academy-shell'), lang);
    await expectFollows(dashboard, lang);

    // A course opens through the host's router; the host passes the route's ids to <academy-course>.
    await activeCourse.click();
    const course = coursePage(page);
    await expect(hostRoute(page, 'course')).toBeVisible();
    await expect(page).toHaveURL(/\/course\/\d+\/\d+\/\d+$/);
    await expect(course.current).toBeVisible();
    await expect(course.heading).toHaveText(COURSE_TITLE[lang]);
    const [, courseId, firstContent] = /\/course\/(\d+)\/(\d+)\//.exec(page.url()) ?? [];
    await expect(course.host).toHaveAttribute('course-id', courseId ?? '');
    await expect(course.current).toHaveAttribute('data-content-id', firstContent ?? '');

    // Next asks the host to move; the new route's content id reaches the same element as an attribute.
    await course.next.click();
    await expect(page).not.toHaveURL(new RegExp(`/course/${courseId}/${firstContent}/`));
    const nextContent = /\/course\/\d+\/(\d+)\//.exec(page.url())?.[1] ?? '';
    await expect(course.host).toHaveAttribute('content-id', nextContent);
    await expect(course.current).toHaveAttribute('data-content-id', nextContent);

    // The host's setLanguage moves the course and its data: the API's course title arrives in the new language, no reload.
    const hostButton = (to: Lang) =>
      page.getByRole('button', { name: to === 'ar' ? 'العربية' : 'English', exact: true });
    const switched = other(lang);
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await hostButton(switched).click();
    await expectFollows(course.host, switched);
    await expect(course.heading).toHaveText(COURSE_TITLE[switched]);
    await expect(page.locator('html')).toHaveAttribute('dir', dirOf(switched));
    await hostButton(lang).click();
    await expect(course.heading).toHaveText(COURSE_TITLE[lang]);
    await expectFollows(course.host, lang);
    await hostButton(switched).click();
    await expect(course.heading).toHaveText(COURSE_TITLE[switched]);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

    // Back on the dashboard, asking its data again fails once (500): the host hears academy-error, and the dashboard
    // keeps what it already holds in the new language.
    await page.route(
      '**/backend/reports/v2/dashboard/learner/**',
      (route) => route.fulfill({ status: 500, json: { message: 'Server error' } }),
      { times: 1 },
    );
    await course.host.locator('[part~=back]').click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(hostRoute(page, 'dashboard')).toBeVisible();
    await expect(lastEvent(page)).toHaveText('academy-error: 500');
    await expect(page.locator('.host-error')).toHaveText('Server error');
    await expect(page.locator('academy-dashboard [data-card="active-courses"] li a').first()).toContainText(
      COURSE_TITLE[switched],
    );
    await expectFollows(page.locator('academy-shell'), switched);
    await expectFollows(page.locator('academy-dashboard'), switched);

    // Sign out from the shell's menu: the host hears academy-logout and is sent back to sign in.
    const switchedUi = shell(page, switched);
    await openProfileMenu(switchedUi);
    await switchedUi.signOutItem.click();
    await expect(lastEvent(page)).toHaveText('academy-logout');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(loginForm(page, switched).heading).toBeVisible();
    expect(errors).toEqual([]);
  });
}
