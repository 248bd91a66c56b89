// A trainer marks attendance on the batch page (learning §2 Attendance, §4 Attendance editing, §5 edit and
// multi-mark rules, §6, §7, §8), English and Arabic: today's lecture opens first; one attendance edited with its
// entries (every rule enforced, the success state, the new status in the table); another edited by keyboard alone,
// focus followed to the saved row's menu (#37); a selection bulk-marked (the toast, the selection cleared); the is-late
// switch reverts with the server's refusal. Each language works on its own rows.
import type { Page } from '@playwright/test';
import { ATTENDANCE_LECTURE, FIRE_MORNING_ROSTER, rowKey } from '../../../demo/api/features/batch/ids';
import { ATTENDANCE_AR, VALIDATION_AR } from '../../../src/core/batch/strings/attendance-ar';
import { ATTENDANCE_EN, VALIDATION_EN } from '../../../src/core/batch/strings/attendance-en';
import { localDigits } from '../../../src/core/locale/numbers';
import { expect, test, type Lang } from '../_infra/fixtures';
import { tabTo } from '../_infra/keyboard';
import { format } from '../login/support';
import { LANGS, dirOf } from '../shell/support';
import { TRAINER_BATCH_NO } from './ui-support';

/** Roster places (mod 10 gives the seeded pattern: 2 manual present, 5 absent, 6 flagged, 7 excused). */
const PLACES: Record<Lang, { edit: number; bulk: [number, number]; absent: number }> = {
  en: { edit: 2, bulk: [6, 7], absent: 5 },
  ar: { edit: 12, bulk: [16, 17], absent: 15 },
};
const key = (place: number) => rowKey(ATTENDANCE_LECTURE.finishedToday, FIRE_MORNING_ROSTER[place]!);
/** Placeholders filled as the i18n layer does: numbers in the template's language's digits. */
const fill = format;

for (const lang of LANGS) {
  const t = lang === 'ar' ? ATTENDANCE_AR : ATTENDANCE_EN;
  const v = lang === 'ar' ? VALIDATION_AR : VALIDATION_EN;
  const places = PLACES[lang];

  test.describe(`batch attendance (${lang})`, () => {
    test.use({ lang, signedIn: 'trainer' });

    test.beforeEach(async ({ page }) => {
      await page.goto(`/trainer/batch/${TRAINER_BATCH_NO}?tab=attendance`);
      const host = page.locator('academy-batch');
      await expect(host).toHaveAttribute('dir', dirOf(lang));
      // Today's first lecture opens first: the finished one, except before about 02:30 server-local, when the seed
      // dates it yesterday (demo/api/local-time.ts todaySpans) and the running one is today's first.
      const tab = (lecture: number) => host.locator(`.lecture-tab[data-lecture="${lecture}"]`);
      const finished = tab(ATTENDANCE_LECTURE.finishedToday);
      const running = tab(ATTENDANCE_LECTURE.running);
      await expect(finished).toContainText(fill(t.lecture, { number: 2 }));
      const dayOf = (lecture: typeof finished) => lecture.locator('.lecture-date').textContent();
      const finishedIsToday = (await dayOf(finished)) === (await dayOf(running));
      await expect(finishedIsToday ? finished : running).toHaveAttribute('aria-selected', 'true');
      if (!finishedIsToday) await finished.click();
      await expect(finished).toHaveAttribute('aria-selected', 'true');
      await expect(host.locator('tr[data-record]').first()).toBeVisible();
    });

    /** The row of a roster place, found through the search (the table renders only what is visible). */
    async function findRow(page: Page, place: number) {
      const host = page.locator('academy-batch');
      const row = host.locator(`tr[data-record="${key(place)}"]`);
      if (!(await row.isVisible())) {
        await host.locator('.attendance-tab input[type="search"]').fill(String(FIRE_MORNING_ROSTER[place]));
      }
      await expect(row).toBeVisible();
      return row;
    }

    // Each journey works on its own rows (PLACES): two share a page load in each test.
    // The tab's axe scan is in shell/axe-matrix.spec.ts; the edit dialog's is here.
    test('edits one attendance with its entries, each rule enforced', async ({ page, axe }) => {
      const host = page.locator('academy-batch');

      // One attendance edited with its entries.
      const editRow = await findRow(page, places.edit);
      await editRow.locator('[aria-haspopup="menu"]').click();
      await host.getByRole('menuitem', { name: t.menu.edit }).click();
      const editDialog = host.locator('dialog[open]');
      await expect(editDialog.getByRole('heading', { name: t.edit.title })).toBeVisible();
      const times = editDialog.locator('.entry-time input');
      await expect(times).toHaveCount(2);
      const add = editDialog.getByRole('button', { name: t.edit.add });
      const remove = editDialog.getByRole('button', { name: t.edit.remove });
      // A sole manual entry: both times editable, removable; an out time, so another may be added.
      await expect(times.nth(0)).toBeEnabled();
      await expect(remove).toBeEnabled();
      const out = await times.nth(1).inputValue();
      await add.click();
      await expect(times).toHaveCount(4);
      await expect(editDialog.locator('.entry select').nth(1)).toHaveValue('BREAK');
      await expect(times.nth(2)).toHaveValue(out);
      // The dialog with its entries (in Arabic their text boxes and patterns, #29 item 12): axe finds nothing.
      expect((await axe().include('academy-batch').analyze()).violations.map((found) => found.id)).toEqual([]);
      for (const [index, enabled] of [
        [0, false],
        [1, false],
        [2, false],
        [3, true],
      ] as const)
        await (enabled ? expect(times.nth(index)).toBeEnabled() : expect(times.nth(index)).toBeDisabled());
      await expect(add).toBeDisabled();
      await editDialog.locator('textarea').fill('');
      await editDialog.getByRole('button', { name: t.edit.save }).click();
      await expect(editDialog).toContainText(v.commentsRequired);
      await expect(editDialog).toContainText(v.outTimeRequired);
      await times.nth(3).fill('00:01');
      await expect(editDialog).toContainText(v.inBeforeOut);
      await times.nth(3).fill('23:59');
      await expect(editDialog).toContainText(v.lastEntryBreak);
      // #29 item 12: typed in Latin digits, shown in the page's.
      await expect(times.nth(3)).toHaveValue(localDigits('23:59', lang));
      await remove.click();
      await expect(times).toHaveCount(2);
      await expect(editDialog).not.toContainText(v.lastEntryBreak);
      await editDialog.locator('select[name="status"]').selectOption('EXCUSED');
      await editDialog.locator('textarea').fill('Doctor note');
      await expect(editDialog).toContainText(localDigits('11/200', lang));
      const saved = page.waitForResponse((response) => response.url().endsWith('/backend/attendance/update'));
      await editDialog.getByRole('button', { name: t.edit.save }).click();
      expect((await saved).status()).toBe(200);
      await expect(editDialog).toContainText(t.edit.saved);
      await expect(host.locator('dialog[open]')).toHaveCount(0);
      await expect(
        host
          .locator('tr[data-record]')
          .filter({ hasText: lang === 'ar' ? 'معذور' : 'Excused' })
          .first(),
      ).toBeVisible();
    });

    test('edits one attendance by keyboard alone, focus followed at each step (#37)', async ({ page }) => {
      const host = page.locator('academy-batch');
      const place = places.edit + 20;
      const search = host.locator('.attendance-tab input[type="search"]');
      await tabTo(page, search, 80);
      await page.keyboard.type(String(FIRE_MORNING_ROSTER[place]));
      const row = host.locator(`tr[data-record="${key(place)}"]`);
      const name = await row.locator('th bdi').first().textContent();
      const menu = row.locator('[aria-haspopup="menu"]');
      await tabTo(page, menu);
      await page.keyboard.press('Enter');
      const edit = host.getByRole('menuitem', { name: t.menu.edit });
      await expect(edit).toBeFocused();
      await page.keyboard.press('Enter');
      const dialog = host.locator('dialog[open]');
      await expect(dialog.getByRole('heading', { name: t.edit.title })).toBeVisible();
      // The modal dialog takes the focus in.
      await expect
        .poll(() => dialog.evaluate((node) => node.contains((node.getRootNode() as ShadowRoot).activeElement)))
        .toBe(true);
      const status = dialog.locator('select[name="status"]');
      await tabTo(page, status);
      for (let presses = 0; presses < 6 && (await status.inputValue()) !== 'EXCUSED'; presses++)
        await page.keyboard.press('ArrowDown');
      await expect(status).toHaveValue('EXCUSED');
      const comments = dialog.locator('textarea');
      await tabTo(page, comments);
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('Doctor note');
      await tabTo(page, dialog.getByRole('button', { name: t.edit.save }));
      const saved = page.waitForResponse((response) => response.url().endsWith('/backend/attendance/update'));
      await page.keyboard.press('Enter');
      expect((await saved).status()).toBe(200);
      await expect(host.locator('dialog[open]')).toHaveCount(0);
      // The saved row comes back with a new record id; focus is back on its menu button.
      await expect(host.getByRole('button', { name: fill(t.menu.label, { name: name ?? '' }) })).toBeFocused();
    });

    test('bulk-marks a selection: the toast, the table reloaded, the selection cleared; toggles late at once and reverts when the server refuses', async ({
      page,
    }) => {
      const host = page.locator('academy-batch');
      const mark = host.locator('[part~="mark-button"]');
      const names: string[] = [];
      for (const place of places.bulk) {
        const row = await findRow(page, place);
        names.push((await row.locator('th').locator('bdi').first().textContent()) ?? '');
        await row.locator('input[type="checkbox"]:not([role])').check();
      }
      await expect(mark).toHaveText(fill(t.markButton, { count: 2 }));
      await mark.click();
      const dialog = host.locator('dialog[open]');
      await expect(dialog.getByRole('heading', { name: t.multi.title })).toBeVisible();
      const submit = dialog.getByRole('button', { name: t.multi.submit });
      await expect(submit).toBeDisabled();
      await dialog.locator('select[name="status"]').selectOption('ABSENT');
      await dialog.locator('textarea').fill('Left the venue');
      await expect(submit).toBeEnabled();
      await submit.click();
      await expect(
        page.locator('[part="toast"] > p').filter({ hasText: fill(t.success.multi, { n: 2 }) }),
      ).toBeVisible();
      await expect(host.locator('dialog[open]')).toHaveCount(0);
      await expect(mark).toHaveText(fill(t.markButton, { count: 0 }));
      await expect(mark).toBeDisabled();
      // Saved rows are stored records now (new record ids): found again by participant id and name.
      for (const [index, place] of places.bulk.entries()) {
        await host.locator('.attendance-tab input[type="search"]').fill(String(FIRE_MORNING_ROSTER[place]));
        await expect(host.locator('tr[data-record]').filter({ hasText: names[index]! })).toContainText(
          lang === 'ar' ? 'غائب' : 'Absent',
        );
      }

      // The is-late switch, refused by the server.
      const absentRow = await findRow(page, places.absent);
      const late = absentRow.locator('input[role="switch"]');
      await expect(late).not.toBeChecked();
      const answered = page.waitForResponse((response) => response.url().endsWith('/backend/attendance/update_one'));
      await late.click();
      expect((await answered).status()).toBe(422);
      await expect(late).not.toBeChecked();
      await expect(
        page.locator('[part="toast"] > p').filter({ hasText: fill(t.errors.lateFailed, { message: '' }).trim() }),
      ).toBeVisible();
    });
  });
}
