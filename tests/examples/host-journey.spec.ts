// The example hosts (examples/react, examples/vue), built from the packed tarball, against the reference API: sign in
// with <academy-login>, land on the host's own /dashboard route, open a course through the host's router, switch the
// language from the host and see every element follow, sign out — in English and Arabic.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { loginForm } from '../e2e/login/support';
import { DEMO_PASSWORD, type Lang } from '../e2e/_infra/fixtures';
import { coursePage } from '../e2e/course/support';
import { LANGS, dirOf, openProfileMenu, shell } from '../e2e/shell/support';

const other = (lang: Lang): Lang => (lang === 'en' ? 'ar' : 'en');
const hostRoute = (page: Page, name: string) => page.locator(`main[data-host-route="${name}"]`);
const lastEvent = (page: Page) => page.locator('output[data-host="last-event"]');

/** An element follows the host's language: its `lang` attribute, and the `lang`/`dir` it reflects on its host. */
async function expectFollows(element: Locator, lang: Lang): Promise<void> {
  await expect(element).toHaveAttribute('lang', lang);
  await expect(element).toHaveAttribute('dir', dirOf(lang));
}

for (const lang of LANGS) {
  test(`signs in, routes, follows the host's language and signs out (${lang})`, async ({ page }) => {
    // The host's own saved choice: every element gets it as `lang`.
    await page.addInitScript((saved) => localStorage.setItem('host-language', saved), lang);
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
    const [, courseId, firstContent] = /\/course\/(\d+)\/(\d+)\//.exec(page.url()) ?? [];
    await expect(course.host).toHaveAttribute('course-id', courseId ?? '');
    await expect(course.current).toHaveAttribute('data-content-id', firstContent ?? '');

    // Next asks the host to move; the new route's content id reaches the same element as an attribute.
    await course.next.click();
    await expect(page).not.toHaveURL(new RegExp(`/course/${courseId}/${firstContent}/`));
    const nextContent = /\/course\/\d+\/(\d+)\//.exec(page.url())?.[1] ?? '';
    await expect(course.host).toHaveAttribute('content-id', nextContent);
    await expect(course.current).toHaveAttribute('data-content-id', nextContent);

    // The host's language switch moves the course, then the shell and dashboard it routes back to.
    const switched = other(lang);
    await page.getByRole('button', { name: switched === 'ar' ? 'العربية' : 'English', exact: true }).click();
    await expectFollows(course.host, switched);
    await expect(page.locator('html')).toHaveAttribute('dir', dirOf(switched));
    await course.host.locator('[part~=back]').click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(hostRoute(page, 'dashboard')).toBeVisible();
    await expectFollows(page.locator('academy-shell'), switched);
    await expectFollows(page.locator('academy-dashboard'), switched);

    // Sign out from the shell's menu: the host hears academy-logout and is sent back to sign in.
    const switchedUi = shell(page, switched);
    await openProfileMenu(switchedUi);
    await switchedUi.signOutItem.click();
    await expect(lastEvent(page)).toHaveText('academy-logout');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(loginForm(page, switched).heading).toBeVisible();
  });
}
