// The trainer's attendance QR page for the seeded lectures of batch 2401 (learning §2 Trainer attendance QR page, §3,
// §4, §8, §9), English and Arabic: the running lecture's codes decoded as a phone reads them, presented full screen, the
// three tabs, axe, the seeded roster and print styles on one load, and the later lecture's banner.
import { formatInteger } from '../../../src/core/locale/numbers';
import { LATER_LECTURE_ID, RUNNING_LECTURE_ID, SEEDED_ROSTER } from '../../../demo/api/features/attendance/ids';
import { PARTICIPANT } from '../../../demo/api/features/batch/ids';
import { decodeQr } from '../_infra/decode-qr';
import { expect, test } from '../_infra/fixtures';
import { LANGS, dirOf, pauseClock } from '../shell/support';
import { durationPattern, format, lectureQrData, lectureQrPage, lectureQrTexts, participantsIn } from './support';

const codePattern = (entry: 'IN' | 'OUT') =>
  new RegExp(`^\\$lecture\\$${RUNNING_LECTURE_ID}\\$\\d+\\$${entry}\\$[A-Za-z0-9_-]+$`);
const DEMO_ACCOUNTS: number[] = [PARTICIPANT.learner, PARTICIPANT.both];

for (const lang of LANGS) {
  const { t, spec } = lectureQrTexts(lang);

  test.describe(`lecture QR (${lang})`, () => {
    test.use({ lang, signedIn: 'trainer' });

    test('the running lecture on one load: the server-signed check-in code with its typed number, presented full screen; Check Out shows the OUT code, Check In & Out both side by side; axe finds nothing; the roster shows the seeded check-ins and check-out; print shows the paper codes without the controls, the roster or the site chrome', async ({
      page,
      axe,
    }) => {
      await page.clock.install();
      await page.goto(`/trainer/qr/${RUNNING_LECTURE_ID}`);
      const ui = lectureQrPage(page);
      await expect(ui.heading).toHaveText(t.title);
      await expect(ui.host).toHaveAttribute('dir', dirOf(lang));
      await expect(ui.banner).toHaveText(spec.ongoing);
      await expect(ui.code('IN')).toBeVisible();
      await expect(ui.tab(t.tabs.in)).toHaveAttribute('aria-selected', 'true');
      await expect(ui.instruction).toHaveText(t.instruction);
      await expect(ui.online).toHaveText(t.online);

      // The server's signed code, and its number under it for a learner whose camera fails.
      expect(await decodeQr(ui.code('IN'))).toMatch(codePattern('IN'));
      await expect(ui.typedCode('IN')).toHaveText(/^\S{3} \S{3}$/);

      // For the projector: full screen, the same code as large as the screen allows with its number; Escape leaves.
      // A paused clock keeps one rotation slot for the comparison.
      await pauseClock(page);
      const [shown, typed] = [await decodeQr(ui.code('IN')), await ui.typedCode('IN').innerText()];
      const present = ui.host.getByRole('button', { name: t.present.open, exact: true });
      await present.click();
      const presented = ui.host.locator('[part~="presented-code"][data-entry="IN"]');
      await expect(presented.locator('svg[role="img"]')).toBeVisible();
      await expect
        .poll(() => page.evaluate(() => document.fullscreenElement?.localName ?? null))
        .toBe('academy-lecture-qr');
      const { width, height } = page.viewportSize()!;
      // .size-present: min(100vw − 4rem, 100vh − 12rem).
      expect((await presented.locator('svg[role="img"]').boundingBox())!.width).toBeGreaterThanOrEqual(
        Math.min(width - 64, height - 192) - 1,
      );
      expect(await decodeQr(presented.locator('svg[role="img"]'))).toBe(shown);
      await expect(presented.locator('[part~="typed-code"]')).toHaveText(typed);
      await page.keyboard.press('Escape');
      await expect(presented).toHaveCount(0);
      await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
      await expect(present).toBeFocused();

      // The tabs, still on the paused clock: the three draw the codes of the same instant.
      const drawn = (entry: 'IN' | 'OUT') => ui.code(entry).locator('path').getAttribute('d');
      const inPath = await drawn('IN');
      await ui.tab(t.tabs.out).click();
      await expect(ui.codes).toHaveCount(1);
      expect(await decodeQr(ui.code('OUT'))).toMatch(codePattern('OUT'));
      const outPath = await drawn('OUT');

      // Arrow keys from the selected tab: forward is to the right in English, to the left in Arabic.
      await ui.tab(t.tabs.out).press(lang === 'ar' ? 'ArrowLeft' : 'ArrowRight');
      await expect(ui.tab(t.tabs.inOut)).toHaveAttribute('aria-selected', 'true');
      await expect(ui.tab(t.tabs.inOut)).toBeFocused();
      await expect(ui.codes).toHaveCount(2);
      expect([await drawn('IN'), await drawn('OUT')]).toEqual([inPath, outPath]);
      const [inBox, outBox] = await Promise.all([ui.code('IN').boundingBox(), ui.code('OUT').boundingBox()]);
      // Side by side on one row, in reading order.
      expect(Math.abs(inBox!.y - outBox!.y)).toBeLessThan(2);
      expect(lang === 'ar' ? inBox!.x > outBox!.x : inBox!.x < outBox!.x).toBe(true);
      // axe schedules its own timers: the clock runs again for it.
      await page.clock.resume();
      expect((await axe().include('academy-lecture-qr').analyze()).violations.map((v) => v.id)).toEqual([]);

      // The roster.
      await expect(ui.roster.getByRole('heading', { level: 2 })).toHaveText(t.roster.title);
      // 62 learners: the roster shows counts and a search until the trainer asks for everyone.
      await expect(ui.roster.locator('[part~="roster-counts"]')).toBeVisible();
      await ui.roster.getByRole('button', { name: t.roster.showAll }).click();
      await expect(ui.column('not_yet').locator('[part~="roster-person"]').first()).toBeVisible();
      const columns = await Promise.all([
        participantsIn(ui.column('checked_in')),
        participantsIn(ui.column('checked_out')),
        participantsIn(ui.column('not_yet')),
      ]);
      // Exam journeys of the same run enrol candidates of their own in this batch: only the seeded roster is checked.
      const seeded = new Set<number>([
        ...SEEDED_ROSTER.checkedIn,
        ...SEEDED_ROSTER.checkedOut,
        ...SEEDED_ROSTER.notYet,
      ]);
      const seededOnly = (ids: number[]) => ids.filter((id) => seeded.has(id));
      const [checkedIn, checkedOut, notYet] = [seededOnly(columns[0]), seededOnly(columns[1]), seededOnly(columns[2])];
      // The seeded participants are where the seed put them; the demo accounts have not scanned unless a scanner journey
      // of the same run checked them in, so they are only counted once somewhere.
      expect(checkedIn.filter((id) => !DEMO_ACCOUNTS.includes(id)).sort()).toEqual([...SEEDED_ROSTER.checkedIn]);
      expect(checkedOut.filter((id) => !DEMO_ACCOUNTS.includes(id))).toEqual([...SEEDED_ROSTER.checkedOut]);
      expect(notYet.filter((id) => !DEMO_ACCOUNTS.includes(id)).sort()).toEqual(
        SEEDED_ROSTER.notYet.filter((id) => !DEMO_ACCOUNTS.includes(id)),
      );
      expect([...checkedIn, ...checkedOut, ...notYet].sort()).toEqual(
        [...SEEDED_ROSTER.checkedIn, ...SEEDED_ROSTER.checkedOut, ...SEEDED_ROSTER.notYet].sort(),
      );
      for (const [state, count] of [
        ['checked_in', columns[0].length],
        ['checked_out', columns[1].length],
        ['not_yet', columns[2].length],
      ] as const) {
        await expect(ui.column(state).locator('[part~="roster-count"]')).toHaveText(formatInteger(count, lang));
      }
      await expect(ui.column('checked_in').locator('h3')).toContainText(t.roster.checkedIn);
      await expect(ui.column('checked_out').locator('h3')).toContainText(t.roster.checkedOut);
      await expect(ui.column('not_yet').locator('h3')).toContainText(t.roster.notYet);
      await expect(
        ui.column('checked_out').locator(`[data-participant="${SEEDED_ROSTER.checkedOut[0]}"]`),
      ).toContainText(format(t.roster.at, { time: '' }).trim());

      // §2 print: controls hidden, 1 inch page margin on the document (a shadow root's @page does not apply).
      await page.emulateMedia({ media: 'print' });
      const display = (locator: typeof ui.back) => locator.evaluate((element) => getComputedStyle(element).display);
      for (const part of [ui.back, ui.tablist, ui.roster]) expect(await display(part)).toBe('none');
      // Without the site's header and footer: the page is the code.
      for (const part of ['.shell-header', '.shell-footer'])
        expect(await display(page.locator(`academy-shell ${part}`))).toBe('none');
      await expect(ui.refresh).toBeHidden();
      // Paper gets the printed code (valid through the lecture's window), not the one rotating on screen.
      await expect(ui.code('IN')).toBeHidden();
      const paper = ui.host.locator(`[part~="print-code"][data-entry="IN"] svg[role="img"]`);
      await expect(paper).toBeVisible();
      expect(await decodeQr(paper)).toMatch(new RegExp(`^\\$lecture\\$${RUNNING_LECTURE_ID}\\$\\d+\\$IN\\$P[\\w-]+$`));
      await expect(ui.banner).toBeVisible();
      const rules = await page.evaluate(() =>
        document.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)),
      );
      expect(rules.some((rule) => /@page\s*\{\s*margin: 1in;/.test(rule))).toBe(true);
    });

    test("the later lecture: 'The lecture starts in: …', with a code only once it is starting soon", async ({
      page,
      request,
      session,
    }) => {
      const data = await lectureQrData(request, session, LATER_LECTURE_ID);
      await page.goto(`/trainer/qr/${LATER_LECTURE_ID}`);
      const ui = lectureQrPage(page);
      const [before, after] = spec.startsIn.split('{{duration}}');
      await expect(ui.banner).toHaveText(new RegExp(`^${before}${durationPattern(lang)}${after}$`));
      // Seeded about 3 h ahead (NOT_IN_RANGE); late in the evening it is pulled closer and may be STARTING_SOON.
      expect(['NOT_IN_RANGE', 'STARTING_SOON']).toContain(data.lecture_status);
      if (data.lecture_status === 'STARTING_SOON') {
        await expect(ui.code('IN')).toBeVisible();
      } else {
        await expect(ui.unavailable).toHaveText(spec.notAvailable);
        await expect(ui.codes).toHaveCount(0);
        await expect(ui.tablist).toHaveCount(0);
      }
      await expect(ui.roster).toBeVisible();
    });
  });
}
