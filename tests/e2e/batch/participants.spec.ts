// A trainer's batch page, participants (learning §2 Batch page, §5 search, §6, §8, §9), English and Arabic: the
// header and tabs, 50 rows a page out of 60+, the next page and 25 a page, search by English and Arabic name and by
// email (any case), the no-match state and its clear; a learner gets the not-found card.
import { localDigits } from '../../../src/core/locale/numbers';
import { expect, test } from '../_infra/fixtures';
import { ACCOUNTS, LANGS, dirOf } from '../shell/support';
import { batchPage, batchTexts, totalOf, TRAINER_BATCH_NO } from './ui-support';

for (const lang of LANGS) {
  const { t } = batchTexts(lang);

  test.describe(`batch participants (${lang})`, () => {
    test.use({ lang });

    test.describe('trainer', () => {
      test.use({ signedIn: 'trainer' });

      test('searches by name in any case, by Arabic name and by email; no match, then clear; pages through the participants: 50 a page, the next page, 25 a page', async ({
        page,
      }) => {
        await page.goto(`/trainer/batch/${TRAINER_BATCH_NO}`);
        const ui = batchPage(page);
        await expect(ui.rows).toHaveCount(50);
        const learner = ACCOUNTS.learner;
        await ui.search.fill(learner.name.toUpperCase());
        await expect(ui.rows).toHaveCount(1);
        await expect(ui.rows.first().locator('th')).toHaveText(learner.name);
        await ui.search.fill(learner.arabicName!);
        await expect(ui.rows).toHaveCount(1);
        await expect(ui.rows.first().locator('td[lang="ar"]')).toHaveText(learner.arabicName!);
        await ui.search.fill(ACCOUNTS.both.email.toUpperCase());
        await expect(ui.rows.first().locator('th')).toHaveText(ACCOUNTS.both.name);

        await ui.search.fill('no such participant zzz');
        await expect(ui.empty).toContainText(t.participants.noMatches);
        await ui.empty.getByRole('button', { name: t.table.clear }).click();
        await expect(ui.rows).toHaveCount(50);

        // Paging.
        await expect(ui.heading).toBeVisible();
        await expect(ui.host).toHaveAttribute('dir', dirOf(lang));
        await expect(ui.selectedTab).toHaveText(t.tabs.participants);
        await expect(ui.rows).toHaveCount(50);
        const total = await totalOf(ui.range);
        expect(total).toBeGreaterThanOrEqual(60);
        await expect(ui.pageSize).toHaveValue('50');

        await ui.pager.getByRole('button', { name: t.table.next }).click();
        await expect(ui.rows).toHaveCount(Math.min(50, total - 50));
        await expect(ui.pageStatus).toContainText(localDigits('2', lang));
        await ui.pageSize.selectOption('25');
        await expect(ui.rows).toHaveCount(25);
        await expect(ui.rows.first().locator('td').first()).toHaveText(localDigits('1', lang));

        // On a phone the rows are cards, and the demo's brand switcher sits below the page: it covers no name.
        await page.setViewportSize({ width: 390, height: 844 });
        await expect(ui.rows.first()).toHaveCSS('display', 'grid');
        const name = ui.rows.first().locator('th');
        // The name at the top of the window, then at its bottom edge (where the floating switcher used to sit).
        for (const edge of ['top', 'bottom'] as const) {
          const hit = await name.evaluate((cell, at) => {
            const first = cell.getBoundingClientRect();
            window.scrollBy(0, at === 'top' ? first.top - 8 : first.bottom - innerHeight + 4);
            const box = cell.getBoundingClientRect();
            const y = box.top + box.height / 2;
            return [box.left + 2, box.left + box.width / 2, box.right - 2].map(
              (x) => document.elementFromPoint(x, y)?.localName ?? 'none',
            );
          }, edge);
          expect(hit, edge).toEqual(['academy-batch', 'academy-batch', 'academy-batch']);
        }
        const [tools, shell] = await Promise.all([
          page.locator('#demo-tools').boundingBox(),
          page.locator('academy-shell').boundingBox(),
        ]);
        expect(tools!.y).toBeGreaterThanOrEqual(shell!.y + shell!.height - 1);
      });
    });

    test.describe('learner', () => {
      test.use({ signedIn: 'learner' });

      test('a learner gets the not-found card, not the participants', async ({ page }) => {
        await page.goto(`/trainer/batch/${TRAINER_BATCH_NO}`);
        const ui = batchPage(page);
        await expect(ui.notFound.locator('h1')).toHaveText(t.notFound.title);
        await expect(ui.rows).toHaveCount(0);
      });
    });
  });
}
