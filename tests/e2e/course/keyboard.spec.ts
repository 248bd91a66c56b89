// Keyboard alone (#37), English and Arabic: sign in, open a course from the dashboard, move to the next content.
// Focus is asserted after every step; no mouse, no waits. Uses `learner`'s First Aid record, which no other journey
// touches, and puts it back.
import { COURSE, PROGRESS } from '../../../demo/api/features/course/ids';
import { createSession, expect, test } from '../_infra/fixtures';
import { tabTo } from '../_infra/keyboard';
import { loginForm } from '../login/support';
import { LANGS } from '../shell/support';
import { coursePage, courseTexts, keepProgress } from './support';

const COURSE_ID = COURSE.firstAid;
const PROGRESS_ID = PROGRESS.learnerFirstAid;

for (const lang of LANGS) {
  const { t } = courseTexts(lang);

  test.describe(`course by keyboard (${lang})`, () => {
    test.use({ lang });

    test('signs in, opens a course from the dashboard and moves to the next content, focus followed at each step', async ({
      page,
      request,
    }) => {
      const restore = await keepProgress(request, await createSession(request, 'learner'), PROGRESS_ID);
      try {
        await page.goto('/auth/login');
        const form = loginForm(page, lang);
        await tabTo(page, form.username);
        await page.keyboard.type('learner');
        await page.keyboard.press('Tab');
        await expect(form.password).toBeFocused();
        await page.keyboard.type('Academy#2026');
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL('/dashboard');
        // A new page: focus on its heading, where a screen reader starts.
        await expect(page.locator('academy-dashboard h1').first()).toBeFocused();

        const card = page.locator(`academy-dashboard a[href="/course/${COURSE_ID}/${PROGRESS_ID}"]`).first();
        await tabTo(page, card, 80);
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(new RegExp(`/course/${COURSE_ID}/\\d+/${PROGRESS_ID}$`));
        const ui = coursePage(page);
        const opened = await ui.current.getAttribute('data-content-id');
        await expect(ui.host.locator('h1').first()).toBeFocused();

        await tabTo(page, ui.next, 80);
        await page.keyboard.press('Enter');
        await expect(ui.current).not.toHaveAttribute('data-content-id', opened ?? '');
        await expect(page).toHaveURL(new RegExp(`/course/${COURSE_ID}/(?!${opened}/)\\d+/${PROGRESS_ID}$`));
        // Next keeps the focus: a second Enter goes on again.
        await expect(ui.next).toBeFocused();
        await expect(ui.next).toHaveAccessibleName(new RegExp(t.nav.next));
      } finally {
        await restore();
      }
    });
  });
}
