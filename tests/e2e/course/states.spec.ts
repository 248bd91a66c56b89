// The course viewer's other states and its phone layout (learning §2, §4, §8, §9), English and Arabic: an unknown
// course, a course without content, a copied link sent to the dashboard after 3 s, and the table of contents as a
// drawer from the inline-start side at a phone's width, closing when content is chosen.
import { CCTV, COURSE, PROGRESS } from '../../../demo/api/features/course/ids';
import { expect, test } from '../_infra/fixtures';
import { LANGS, advanceUntilVisible, dirOf, pauseClock } from '../shell/support';
import { coursePage, courseTexts } from './support';

for (const lang of LANGS) {
  const { t, spec } = courseTexts(lang);

  test.describe(`course states (${lang})`, () => {
    test.use({ lang, signedIn: 'learner' });

    test("an unknown course says 'Course not found' and leads back; a course without content says so; the viewer with a video passes axe; a copied link shows the notice, then the dashboard after 3 s", async ({
      page,
      axe,
    }) => {
      await page.goto(`/course/999999/${PROGRESS.learnerFireSafety}`);
      const ui = coursePage(page);
      await expect(ui.notFound.locator('h1')).toHaveText(spec.notFound);
      await page.goto(`/course/${COURSE.induction}`);
      await expect(ui.noContent.locator('p')).toHaveText(spec.noContent);
      await ui.noContent.getByRole('link', { name: t.backToDashboard }).click();
      await expect(page).toHaveURL('/dashboard');

      // The viewer with a video.
      await page.goto(`/course/${COURSE.cctv}/${CCTV.introVideo}/${PROGRESS.learnerCctv}`);
      await expect(coursePage(page).video).toBeVisible();
      expect((await axe().include('academy-course').analyze()).violations.map((v) => v.id)).toEqual([]);

      // A copied link, on a clock paused before the page loads: stepped 100 ms at a time until the notice shows, so its
      // 3 s are counted from within 100 ms of its mount however slow the machine.
      await page.clock.install();
      await pauseClock(page);
      await page.goto(`/course/${COURSE.fireSafety}/${PROGRESS.learnerCopiedLink}`);
      await advanceUntilVisible(page, ui.copiedLink.locator('h1'), 100);
      await expect(ui.copiedLink.locator('h1')).toHaveText(t.errors.copiedLinkTitle);
      await page.clock.runFor(2_800);
      await expect(page).toHaveURL(`/course/${COURSE.fireSafety}/${PROGRESS.learnerCopiedLink}`);
      await page.clock.runFor(200);
      await expect(page).toHaveURL('/dashboard');
    });

    test.describe('phone', () => {
      test.use({ viewport: { width: 375, height: 740 } });

      test('the contents are a drawer from the inline start that closes on choosing content', async ({ page }) => {
        await page.goto(`/course/${COURSE.cctv}/${PROGRESS.learnerCctv}`);
        const ui = coursePage(page);
        await expect(page).toHaveURL(`/course/${COURSE.cctv}/${CCTV.introVideo}/${PROGRESS.learnerCctv}`);
        await expect(ui.host).toHaveAttribute('dir', dirOf(lang));
        await expect(ui.previous).toBeDisabled();
        await expect(ui.sidebar).toBeHidden();
        await ui.tocToggle.click();
        await expect(ui.sidebar).toBeVisible();
        const box = (await ui.sidebar.boundingBox())!;
        expect(Math.round(lang === 'ar' ? box.x + box.width : box.x)).toBe(lang === 'ar' ? 375 : 0);
        await ui.host.locator('[part~=expand-all]').click();
        await ui.item(CCTV.incidentAssignment).click();
        await expect(ui.sidebar).toBeHidden();
        await expect(page).toHaveURL(`/course/${COURSE.cctv}/${CCTV.incidentAssignment}/${PROGRESS.learnerCctv}`);
        await expect(ui.next).toBeDisabled();
        await expect(ui.previous).toBeEnabled();
      });
    });
  });
}
