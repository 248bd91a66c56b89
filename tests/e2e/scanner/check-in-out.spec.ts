// The Done-when journey of issue #12, English and Arabic: the trainer's page shows the running lecture's codes; a real
// Y4M video of each code feeds a learner's camera; check-out before check-in is refused, check-in succeeds and is not
// repeated, check-out succeeds, and the trainer's roster shows the learner checked in, then checked out.
import type { Locator, Page } from '@playwright/test';
import { ENROLLED_PARTICIPANT, RUNNING_LECTURE_ID } from '../../../demo/api/features/attendance/ids';
import { ROSTER_POLL_MS } from '../../../src/core/lecture-qr/lecture-qr-rules';
import { decodeQr } from '../_infra/decode-qr';
import { expect, test } from '../_infra/fake-camera';
import type { Lang } from '../_infra/fixtures';
import { lectureQrPage, lectureQrTexts } from '../lecture-qr/support';
import { LANGS } from '../shell/support';
import { expectMarked, expectRefused, markedEvents, openScanner, scannerTexts } from './support';

// English and Arabic run side by side: each has its own enrolled account.
test.describe.configure({ mode: 'parallel' });

/** A code the server signed: the spec's five parts and the signature. */
const codePattern = (entry: 'IN' | 'OUT') =>
  new RegExp(`^\\$lecture\\$${RUNNING_LECTURE_ID}\\$\\d+\\$${entry}\\$R[\\w-]+$`);
const ACCOUNT: Record<Lang, 'learner' | 'both'> = { en: 'learner', ar: 'both' };

/** The participant in one roster column of the trainer's page, at its next poll (every 5 s: run on the page's clock). */
async function expectOnRoster(trainer: Page, column: Locator, participant: number): Promise<void> {
  await trainer.clock.runFor(ROSTER_POLL_MS);
  await expect(column.locator(`[part~="roster-person"][data-participant="${participant}"]`)).toBeVisible();
}

for (const lang of LANGS) {
  const { t, server } = scannerTexts(lang);
  const account = ACCOUNT[lang];
  const participant = ENROLLED_PARTICIPANT[account];

  test.describe(`scanner check-in and check-out (${lang})`, () => {
    test.use({ lang, signedIn: 'trainer' });

    test(`${account} scans the trainer's codes: out first is refused, in, in again is refused, out; the roster follows`, async ({
      page,
      cameras,
      signedInPage,
    }) => {
      // Extra browser launches and pages: three times the usual bound.
      test.slow();
      // The trainer's page: the exact strings of its Check In and Check Out codes, read as a phone reads them.
      const trainer = lectureQrPage(page);
      const tabs = lectureQrTexts(lang).t.tabs;
      // The roster's polls run on the page's clock (see expectOnRoster); it goes on with real time otherwise.
      await page.clock.install();
      await page.goto(`/trainer/qr/${RUNNING_LECTURE_ID}`);
      // The batch's 62 learners show as counts until the trainer asks for everyone; the roster stays expanded.
      await trainer.roster.locator('[part~="roster-toggle"]').click();
      const inCode = await decodeQr(trainer.code('IN'));
      await trainer.tab(tabs.out).click();
      const outCode = await decodeQr(trainer.code('OUT'));
      expect([inCode, outCode]).toEqual([
        expect.stringMatching(codePattern('IN')),
        expect.stringMatching(codePattern('OUT')),
      ]);
      const [filmingIn, filmingOut] = await Promise.all([cameras.filming(inCode), cameras.filming(outCode)]);
      const [outPage, inPage] = await Promise.all([
        signedInPage(filmingOut, account),
        signedInPage(filmingIn, account),
      ]);

      // Check-out first: refused, nothing marked.
      const outScanner = await openScanner(outPage, lang);
      await expectRefused(outScanner.ui, server('mustCheckInFirst'), t);
      expect(outScanner.submissions).toHaveLength(1);
      expect(await markedEvents(outPage)).toEqual([]);

      // Check-in: marked, announced, and on the roster under Checked in.
      const inScanner = await openScanner(inPage, lang);
      await expectMarked(inScanner.ui, server('checkedIn'), t);
      expect(await markedEvents(inPage)).toEqual([
        { lectureId: String(RUNNING_LECTURE_ID), entryType: 'IN', message: server('checkedIn') },
      ]);
      expect(inScanner.submissions.map((request) => new URL(request.url()).pathname)).toEqual([
        '/backend/attendance/scan',
      ]);
      await expectOnRoster(page, trainer.column('checked_in'), participant);

      // The same code again, on a fresh page: already checked in.
      await inPage.reload();
      await expectRefused(inScanner.ui, server('alreadyCheckedIn'), t);
      expect(await markedEvents(inPage)).toEqual([]);
      // Its camera would go on reading the refused code: closed, it leaves the CPU to the rest of the journey.
      await inPage.close();

      // Try again on the check-out page: the element resets, the camera reads the OUT code again, and it is accepted.
      await outScanner.ui.dialogButton(t.dialog.tryAgain).click();
      await expectMarked(outScanner.ui, server('checkedOut'), t);
      expect(await markedEvents(outPage)).toEqual([
        { lectureId: String(RUNNING_LECTURE_ID), entryType: 'OUT', message: server('checkedOut') },
      ]);
      await expectOnRoster(page, trainer.column('checked_out'), participant);
      await expect(trainer.column('checked_in').locator(`[data-participant="${participant}"]`)).toHaveCount(0);
    });
  });
}
