// A trainer enters scores on the batch page's assessment grid (learning §2, §5 score entry, §7, §9), English and
// Arabic: each bound is enforced (negative, above the maximum: nothing sent), an unchanged value sends nothing,
// Enter and blur commit, a blank commits 0, Tab moves to the next cell, and saved scores are there after a reload.
// English and Arabic edit different cells, so the two may run at once.
import { formatScore, scoreText } from '../../../src/core/batch/scores';
import { digitsValue, shownDigits } from '../../../src/core/locale/digits-input';
import { expect, test } from '../_infra/fixtures';
import { LANGS, dirOf } from '../shell/support';
import { batchPage, batchTexts, scoreError, TRAINER_BATCH_NO } from './ui-support';

const SCORE_CALL = /\/backend\/assessment\/mark\/sub_assessment\//;

for (const lang of LANGS) {
  const { t, spec } = batchTexts(lang);
  // Each language its own pair of neighbouring cells.
  const first = lang === 'en' ? 0 : 4;

  test.describe(`batch assessment (${lang})`, () => {
    test.use({ lang, signedIn: 'trainer' });

    test('enters scores within their bounds, committing on Enter, Tab and blur', async ({ page }) => {
      const sent: unknown[] = [];
      // Chromium reports no post data for the fetch body unless the request is intercepted.
      await page.route(SCORE_CALL, async (route) => {
        if (route.request().method() === 'POST')
          sent.push((route.request().postDataJSON() as { value: unknown }).value);
        await route.continue();
      });
      /** Runs `action` and waits for the save it makes to be answered. */
      const saving = (action: () => Promise<void>) =>
        Promise.all([
          page.waitForResponse((response) => SCORE_CALL.test(response.url()) && response.request().method() === 'POST'),
          action(),
        ]);
      await page.goto(`/trainer/batch/${TRAINER_BATCH_NO}?tab=assessment`);
      const ui = batchPage(page);
      await expect(ui.selectedTab).toHaveText(t.tabs.assessment);
      await expect(ui.host).toHaveAttribute('dir', dirOf(lang));
      const cell = ui.scoreInputs.nth(first);
      const next = ui.scoreInputs.nth(first + 1);
      await expect(next).toBeVisible();
      const max = Number(await cell.getAttribute('max'));
      expect(max).toBeGreaterThan(2);
      // #29 item 12: the boxes show the page's digits (Arabic-Indic and ٫ in Arabic) and take Latin ones.
      const shown = (value: number) => shownDigits(formatScore(value), 'decimal', lang);
      const before = digitsValue(await cell.inputValue(), 'decimal');

      await cell.fill('-1');
      await cell.press('Enter');
      await expect(scoreError(cell)).toHaveText(spec.negative);
      await expect(cell).toHaveAttribute('aria-invalid', 'true');
      await cell.fill((max + 0.01).toFixed(2));
      await cell.press('Enter');
      await expect(scoreError(cell)).toHaveText(spec.aboveMax.replace('{{maxScore}}', scoreText(max, lang)));
      await cell.fill(String(Number(before)));
      await cell.press('Enter');
      await expect(scoreError(cell)).toHaveCount(0);
      await expect(cell).toHaveValue(shown(Number(before)));
      expect(sent, 'unchanged and refused values send nothing').toEqual([]);

      const current = digitsValue(await next.inputValue(), 'decimal');
      const value = before === '1.25' ? '1.5' : '1.25';
      await cell.fill(value);
      await saving(() => cell.press('Enter'));
      await expect(cell).toHaveValue(shown(Number(value)));
      await cell.fill('');
      await saving(() => cell.press('Tab'));
      await expect(next).toBeFocused();
      await expect(cell).toHaveValue(shown(0));
      const other = current === '2.50' ? '2.75' : '2.5';
      await next.fill(other);
      await saving(() => ui.heading.click());
      expect(sent).toEqual([Number(value), 0, Number(other)]);

      await page.reload();
      await expect(ui.scoreInputs.nth(first)).toHaveValue(shown(0));
      await expect(ui.scoreInputs.nth(first + 1)).toHaveValue(shown(Number(other)));
    });
  });
}
