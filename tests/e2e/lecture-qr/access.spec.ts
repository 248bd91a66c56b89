// Who reaches a lecture's codes, and where (learning §2, §6, §8), English and Arabic: an unknown lecture and another
// role's visit give the not-found card with its way back to the dashboard; the slide page shows the code with no shell,
// in the element's slide layout.
import { RUNNING_LECTURE_ID } from '../../../demo/api/features/attendance/ids';
import { decodeQr } from '../_infra/decode-qr';
import { expect, test } from '../_infra/fixtures';
import { LANGS, dirOf } from '../shell/support';
import { lectureQrPage, lectureQrTexts } from './support';

for (const lang of LANGS) {
  const { t, spec, common } = lectureQrTexts(lang);

  test.describe(`lecture QR access (${lang})`, () => {
    test.use({ lang });

    test.describe('trainer', () => {
      test.use({ signedIn: 'trainer' });

      test("an unknown lecture shows the not-found card, whose link returns to the dashboard; the slide page shows the running lecture's code alone, in its slide layout, with no shell around it", async ({
        page,
        axe,
      }) => {
        await page.goto('/trainer/qr/999999');
        const ui = lectureQrPage(page);
        await expect(ui.notFound.locator('h2')).toHaveText(t.notFound.title);
        await expect(ui.notFound).toContainText(spec.missing);
        await expect(ui.host).toHaveAttribute('dir', dirOf(lang));
        await expect(ui.codes).toHaveCount(0);
        await ui.notFound.getByRole('link', { name: common.backToDashboard }).click();
        await expect(page).toHaveURL('/dashboard');
        await expect(page.locator('academy-dashboard h1')).toBeVisible();

        // The slide page.
        await page.goto('/slide.html');
        await expect(ui.code('IN')).toBeVisible();
        expect(await decodeQr(ui.code('IN'))).toMatch(
          new RegExp(`^\\$lecture\\$${RUNNING_LECTURE_ID}\\$\\d+\\$IN\\$R[\\w-]+$`),
        );
        // Its slide layout (issue #31): the lecture's title and the room's parts on a card filling the window.
        await expect(ui.host.locator('[part~="slide-title"]')).not.toBeEmpty();
        await expect(ui.host.locator('[part~="checked-in"]')).toContainText(t.roster.checkedIn);
        await expect(ui.heading).toHaveCount(0);
        await expect(ui.roster).toHaveCount(0);
        await expect(ui.back).toHaveCount(0);
        const [card, window] = await Promise.all([
          ui.host.locator('[part~="slide"]').boundingBox(),
          page.evaluate(() => ({ width: innerWidth, height: innerHeight })),
        ]);
        expect(card!.height).toBeGreaterThan(window.height * 0.9);
        expect(card!.height).toBeLessThanOrEqual(window.height);
        expect((await axe().include('academy-lecture-qr').analyze()).violations.map((v) => v.id)).toEqual([]);
        await expect(ui.host).toHaveAttribute('dir', dirOf(lang));
        await expect(page.locator('academy-shell')).toHaveCount(0);
        // Only the element in the body (plus its config and script).
        expect(
          await page.evaluate(() =>
            [...document.body.children].map((child) => child.localName).filter((name) => name !== 'script'),
          ),
        ).toEqual(['academy-lecture-qr']);
      });
    });

    test.describe('learner', () => {
      test.use({ signedIn: 'learner' });

      test("another role opening a lecture's codes gets the not-found card (the server answers 403)", async ({
        page,
      }) => {
        const answer = page.waitForResponse((res) => res.url().endsWith('/backend/attendance/view/qr'));
        await page.goto(`/trainer/qr/${RUNNING_LECTURE_ID}`);
        expect((await answer).status()).toBe(403);
        const ui = lectureQrPage(page);
        await expect(ui.notFound.locator('h2')).toHaveText(t.notFound.title);
        await expect(ui.notFound).toContainText(spec.missing);
        await expect(ui.codes).toHaveCount(0);
        await expect(ui.roster).toHaveCount(0);
      });
    });
  });
}
