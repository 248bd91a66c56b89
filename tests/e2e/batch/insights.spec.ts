// A trainer's batch insights (issue #34) against the reference API, English and Arabic: the tab opens from the
// dashboard's at-risk link, the at-risk list gives every reason in words, the charts are mirrored in Arabic with
// table alternatives and axe finds nothing; a reversed range is refused before any call, a narrower one is asked
// for; the attendance CSV downloads with its BOM and the headers in the page's language.
import { readFile } from 'node:fs/promises';
import { insightsAr } from '../../../src/core/batch/insights/strings/ar';
import { insightsEn } from '../../../src/core/batch/insights/strings/en';
import { digitsValue, shownDigits } from '../../../src/core/locale/digits-input';
import { expect, test } from '../_infra/fixtures';
import { LANGS, dirOf } from '../shell/support';
import { batchPage, batchTexts, TRAINER_BATCH_NO } from './ui-support';

const INSIGHTS_CALL = /\/backend\/batches\/insights\//;
const EXPORT_CALL = /\/backend\/batches\/export\//;
/** A dictionary sentence as a pattern: each {{placeholder}} any text. */
const pattern = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^$()[\]\\|]/g, '\\$&').replace(/\{\{\s*\w+\s*\}\}/g, '.+')}$`);
/** The first column header of each export, per language (the reference API's words). */
const LEARNER_HEADER = { en: 'Learner', ar: 'المتدرب' };

for (const lang of LANGS) {
  const { t } = batchTexts(lang);
  const words = (lang === 'ar' ? insightsAr : insightsEn).insights;
  const reasons = [
    words.reason.lowAttendance,
    words.reason.failedExam,
    words.reason.missedExam,
    ...Object.values(words.reason.integrityFlags),
  ].map(pattern);

  test.describe(`batch insights (${lang})`, () => {
    test.use({ lang, signedIn: 'trainer' });

    test('from the dashboard to who is at risk and why, mirrored charts with tables, axe clean', async ({
      page,
      axe,
    }) => {
      await page.goto('/dashboard');
      const atRisk = page.locator('academy-dashboard [data-link="at-risk"]').first();
      await expect(atRisk).toBeVisible();
      await atRisk.click();
      await expect(page).toHaveURL(/\?tab=insights$/);
      const ui = batchPage(page);
      await expect(ui.selectedTab).toHaveText(t.tabs.insights);
      await expect(ui.host).toHaveAttribute('dir', dirOf(lang));

      const people = ui.host.locator('[part~="at-risk"]');
      await expect(people.first()).toBeVisible();
      const texts = await ui.host.locator('[part~="reason"]').allTextContents();
      expect(texts.length).toBeGreaterThan(0);
      for (const text of texts)
        expect(
          reasons.some((reason) => reason.test(text)),
          text,
        ).toBe(true);

      const chart = ui.host.locator('[part~="insights-lectures"] [role="img"]').first();
      await expect(chart).toHaveAttribute('aria-label', pattern(words.lectures.rateChart));
      await expect(chart.locator('.ct-bar').first()).toBeAttached();
      // The first lecture's bar sits at the reading start: the left in English, the right in Arabic.
      const labels = chart.locator('.ct-label.ct-horizontal');
      const first = lang === 'ar' ? '١' : '1';
      const boxes = await labels.evaluateAll((nodes) =>
        nodes.filter((node) => node.textContent).map((node) => [node.textContent, node.getBoundingClientRect().x]),
      );
      const xs = boxes.map(([, x]) => x as number);
      const firstX = boxes.find(([text]) => text === first)?.[1] as number;
      expect(firstX).toBe(lang === 'ar' ? Math.max(...xs) : Math.min(...xs));
      const table = ui.host.locator('[part~="insights-lectures"] [part~="chart-table"]').first();
      await table.locator('summary').click();
      await expect(table.locator('tbody tr').first()).toBeVisible();

      expect((await axe().include('academy-batch').analyze()).violations.map((found) => found.id)).toEqual([]);
    });

    test('checks the range, asks for a narrower one, and exports the attendance as CSV', async ({ page }) => {
      await page.goto(`/trainer/batch/${TRAINER_BATCH_NO}?tab=insights`);
      const ui = batchPage(page);
      const from = ui.host.locator('input[part~="range-from"]');
      const to = ui.host.locator('input[part~="range-to"]');
      await expect(from).not.toHaveValue('');
      // #29 item 12: the boxes show the page's digits (Arabic-Indic in Arabic) and take Latin ones.
      const start = digitsValue(await from.inputValue(), 'date');
      const asked: string[] = [];
      page.on('request', (request) => {
        if (INSIGHTS_CALL.test(request.url())) asked.push(request.url());
      });

      const before = new Date(Date.parse(`${start}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      await to.fill(before);
      await ui.host.locator('[data-action="apply"]').click();
      await expect(ui.host.locator('[part~="field-error"]')).toHaveText(words.range.reversed);
      await expect(to).toBeFocused();
      expect(asked).toEqual([]);

      const end = new Date(Date.parse(`${start}T00:00:00Z`) + 14 * 86_400_000).toISOString().slice(0, 10);
      await to.fill(end);
      await Promise.all([
        page.waitForResponse((response) => INSIGHTS_CALL.test(response.url()) && response.ok()),
        ui.host.locator('[data-action="apply"]').click(),
      ]);
      expect(new URL(asked.at(-1)!).search).toBe(`?from=${start}&to=${end}`);
      await expect(ui.host.locator('[part~="field-error"]')).toHaveCount(0);
      await expect(to).toHaveValue(shownDigits(end, 'date', lang));

      const exported = page.waitForRequest(EXPORT_CALL);
      const download = page.waitForEvent('download');
      await ui.host.locator('button[data-table="attendance"][data-format="csv"]').click();
      const request = await exported;
      expect(new URL(request.url()).search).toBe(`?table=attendance&format=csv&from=${start}&to=${end}`);
      expect(request.url()).not.toMatch(/token|bearer/i);
      expect(await request.headerValue('authorization')).toMatch(/^Bearer \S+/);
      const file = await download;
      expect(file.suggestedFilename()).toBe(`batch-${TRAINER_BATCH_NO}-attendance.csv`);
      const text = await readFile((await file.path())!, 'utf8');
      expect(text.charCodeAt(0)).toBe(0xfeff);
      expect(text.slice(1).split(/\r?\n/)[0]!.split(',')[0]).toBe(LEARNER_HEADER[lang]);
      await expect(ui.host.locator('[part~="export-status"]')).toHaveText(
        words.export.done.replace('{{table}}', words.export.attendance),
      );
    });
  });
}
