// The honest paths of issue #19 beyond a live scan, English and Arabic, each with a learner of its own enrolled in the
// running lecture's batch: a scan read while the network is down is kept, then sent by itself after a reload and when
// the network returns; a learner whose camera is refused types the number under the trainer's code. The trainer's
// roster shows how each scan came, how far from the venue, and the check-out flagged as a short stay. The typed path is
// walked by keyboard alone (#37), focus asserted at each step.
import type { Page } from '@playwright/test';
import { RUNNING_LECTURE_ID } from '../../../demo/api/features/attendance/ids';
import { BATCH_NO } from '../../../demo/api/features/batch/ids';
import { scanFactsAr } from '../../../src/core/locale/dictionaries/scan-facts/ar';
import { scanFactsEn } from '../../../src/core/locale/dictionaries/scan-facts/en';
import { OFFLINE_QUEUE_KEY } from '../../../src/core/scanner/offline-queue';
import { codeShownAt } from '../_infra/attendance-codes';
import { tabTo } from '../_infra/keyboard';
import { expect, test } from '../_infra/fake-camera';
import { enrolCandidate, type Candidate, type Lang } from '../_infra/fixtures';
import { lectureQrPage } from '../lecture-qr/support';
import { LANGS } from '../shell/support';
import { markedEvents, openScanner, scannerTexts, type ScannerPage } from './support';

test.describe.configure({ mode: 'parallel' });

const CANDIDATE_PASSWORD = 'Candidate#2026';
const SCAN_CALL = '**/backend/attendance/scan';
/** Long enough for the camera to read the code again (it decodes every 160–400 ms). */
const CAMERA_LOOKS_AGAIN_MS = 1_000;

/** What a phone does when the network drops as it sends: the request fails without an answer. */
const dropScans = (page: Page) => page.route(SCAN_CALL, (route) => route.abort('internetdisconnected'));
/** The scans the page's origin keeps for later (the scanner's localStorage queue). */
const keptScans = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '{"entries":[]}').entries as unknown[],
    OFFLINE_QUEUE_KEY,
  );

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A kept scan the server accepted: the success panel with its message, announced once, nothing kept any more. */
async function expectDelivered(page: Page, ui: ScannerPage, lang: Lang, entryType: 'IN' | 'OUT'): Promise<void> {
  const { t, server } = scannerTexts(lang);
  const message = server(entryType === 'IN' ? 'checkedIn' : 'checkedOut');
  await expect(ui.successPanel).toContainText(t.progress.successTitle, { timeout: 15_000 });
  await expect(ui.successPanel).toContainText(message);
  expect(await markedEvents(page)).toEqual([{ lectureId: String(RUNNING_LECTURE_ID), entryType, message }]);
  expect(await keptScans(page)).toEqual([]);
}

/** The candidate's row on the trainer's roster, in `state`, after a reload (it polls every 5 s; a reload is sooner). */
async function rosterRow(trainer: Page, state: 'checked_in' | 'checked_out', candidate: Candidate) {
  const ui = lectureQrPage(trainer);
  await trainer.reload();
  await ui.roster.locator('[part~="roster-toggle"]').click();
  const row = ui.column(state).locator(`[part~="roster-person"][data-participant="${candidate.participantId}"]`);
  await expect(row).toBeVisible();
  return row;
}

for (const lang of LANGS) {
  const { t } = scannerTexts(lang);
  const scan = lang === 'ar' ? scanFactsAr : scanFactsEn;
  /** '12 m away ±12 m' with the page's digits: the fake position is at the venue, reported to ±12 m. */
  const place = new RegExp(
    `^${scan.awayWithin
      .split(/\{\{\w+\}\}/)
      .map(escapeRegExp)
      .join('[\\d٠-٩]+')}$`,
  );

  test.describe(`scans kept offline and typed codes (${lang})`, () => {
    test.use({ lang, signedIn: 'trainer' });

    test('kept while the network is down: sent by itself after a reload (in), and when the network returns (out); flagged on the roster', async ({
      page,
      cameras,
      signedInPage,
      request,
    }) => {
      // Extra browser launches and pages: three times the usual bound.
      test.slow();
      const candidate = await enrolCandidate(request, BATCH_NO.fireMorning, CANDIDATE_PASSWORD);
      const now = Date.now();
      const [filmingIn, filmingOut] = await Promise.all([
        cameras.filming(codeShownAt(RUNNING_LECTURE_ID, 'IN', now)),
        cameras.filming(codeShownAt(RUNNING_LECTURE_ID, 'OUT', now)),
      ]);

      // Check-in read while the network is down: kept, and the learner is told.
      const inPage = await signedInPage(filmingIn, candidate.credentials);
      await dropScans(inPage);
      const checkIn = await openScanner(inPage, lang);
      await expect(checkIn.ui.host.locator('[part~="saved-panel"]')).toHaveText(t.offline.saved, { timeout: 15_000 });
      expect(await keptScans(inPage)).toHaveLength(1);
      await expect(checkIn.ui.dialog).toHaveCount(0);

      // Back online, the learner reloads the page: the kept scan goes by itself, once, though the camera still sees the code.
      await inPage.unroute(SCAN_CALL);
      await inPage.reload();
      await expectDelivered(inPage, checkIn.ui, lang, 'IN');
      await inPage.waitForTimeout(CAMERA_LOOKS_AGAIN_MS);
      expect(checkIn.submissions).toHaveLength(2);
      await expect(checkIn.ui.dialog).toHaveCount(0);
      await inPage.close();

      // Check-out read while the network is down, then the network returns: sent without a reload.
      const outPage = await signedInPage(filmingOut, candidate.credentials);
      await dropScans(outPage);
      const checkOut = await openScanner(outPage, lang);
      await expect(checkOut.ui.host.locator('[part~="saved-panel"]')).toHaveText(t.offline.saved, { timeout: 15_000 });
      await outPage.context().setOffline(true);
      await outPage.unroute(SCAN_CALL);
      await outPage.context().setOffline(false);
      await expectDelivered(outPage, checkOut.ui, lang, 'OUT');
      expect(checkOut.submissions).toHaveLength(2);
      await outPage.close();

      // The trainer sees an offline scan at the venue, flagged: the check-out came minutes after the check-in.
      await page.goto(`/trainer/qr/${RUNNING_LECTURE_ID}`);
      const row = await rosterRow(page, 'checked_out', candidate);
      await expect(row.locator('[part~="scan-method"]')).toHaveText(scan.method.OFFLINE);
      await expect(row.locator('[part~="scan-place"]')).toHaveText(place);
      await expect(row).toHaveAttribute('data-flagged', 'true');
      await expect(row.locator('[part~="scan-flag"][data-flag="short_stay"]')).toHaveText(scan.flags.short_stay);
    });

    test('the camera is refused: the learner types the number under the trainer’s code, and the roster says so', async ({
      page,
      cameras,
      signedInPage,
      request,
    }) => {
      // Extra browser launches and pages: three times the usual bound.
      test.slow();
      const candidate = await enrolCandidate(request, BATCH_NO.fireMorning, CANDIDATE_PASSWORD);
      const trainer = lectureQrPage(page);
      await page.goto(`/trainer/qr/${RUNNING_LECTURE_ID}`);
      // Read as the learner sees it on the projector: grouped, in the page's digits.
      const shown = (await trainer.typedCode('IN').textContent()) ?? '';
      expect(shown).toMatch(lang === 'ar' ? /^[٠-٩]{3} [٠-٩]{3}$/ : /^\d{3} \d{3}$/);

      // The learner's side by keyboard alone (#37), focus asserted at each step.
      const learner = await signedInPage(await cameras.refusing(), candidate.credentials);
      const { ui, submissions } = await openScanner(learner, lang);
      await expect(ui.dialog).toHaveAttribute('data-type', 'camera');
      // The modal dialog holds the focus; Tab reaches its Close.
      await expect
        .poll(() => ui.dialog.evaluate((node) => node.contains((node.getRootNode() as ShadowRoot).activeElement)))
        .toBe(true);
      await tabTo(learner, ui.dialogButton(t.dialog.close), 5);
      await learner.keyboard.press('Enter');
      await expect(ui.dialog).toHaveCount(0);
      const open = ui.host.getByRole('button', { name: t.typed.open, exact: true });
      await tabTo(learner, open);
      await learner.keyboard.press('Enter');
      const field = ui.host.getByRole('textbox', { name: t.typed.label, exact: true });
      await expect(field).toBeFocused();
      // A wrong length first: the form's own message, nothing sent, focus kept in the field.
      await learner.keyboard.type('12345');
      await learner.keyboard.press('Enter');
      await expect(ui.host.locator('[part~="typed-code-error"]')).toHaveText(t.typed.invalid);
      await expect(field).toBeFocused();
      expect(submissions).toEqual([]);

      await learner.keyboard.press('ControlOrMeta+A');
      await learner.keyboard.type(shown);
      await learner.keyboard.press('Enter');
      const { server } = scannerTexts(lang);
      await expect(ui.successPanel).toContainText(server('checkedIn'), { timeout: 15_000 });
      // The form closes on success and gives focus back to the button that opened it.
      await expect(open).toBeFocused();
      expect(submissions).toHaveLength(1);
      // The number named neither lecture nor direction: the event has them from the server's answer.
      expect(await markedEvents(learner)).toEqual([
        { lectureId: String(RUNNING_LECTURE_ID), entryType: 'IN', message: server('checkedIn') },
      ]);

      const row = await rosterRow(page, 'checked_in', candidate);
      await expect(row.locator('[part~="scan-method"]')).toHaveText(scan.method.TYPED);
      await expect(row.locator('[part~="scan-place"]')).toHaveText(place);
      await expect(row).not.toHaveAttribute('data-flagged', 'true');
    });
  });
}
