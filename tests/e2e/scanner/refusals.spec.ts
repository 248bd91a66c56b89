// What the learner is told when a scan cannot count (learning §5, §8; issues #12 and #19), English and Arabic, with a
// real Y4M video on the camera: a 9-hour-old code, a lecture the account is not enrolled in, a photo of the code two
// minutes old, a scan far from the venue, a refused location and a refused camera. `newcomer` scans, except far from
// the venue (refused before anything is written): nothing here may touch the enrolled accounts' check-in journeys.
import { RUNNING_LECTURE_ID } from '../../../demo/api/features/attendance/ids';
import { buildLectureQr } from '../../../src/core/qr/qr-content';
import { codeShownAt } from '../_infra/attendance-codes';
import { distanceText, placementOf } from '../../../demo/api/features/attendance/venue';
import { VENUE } from '../../../demo/api/features/batch/ids';
import { expect, FAKE_POSITION, test } from '../_infra/fake-camera';
import { LANGS } from '../shell/support';
import { closeDialog, countDecodes, expectRefused, openScanner, scannerTexts } from './support';

test.describe.configure({ mode: 'parallel' });

const HOUR = 3_600_000;
/** New York, as a phone outdoors reports it. */
const NEW_YORK = { latitude: 40.7128, longitude: -74.006, accuracy: 20 };
// One video per code and worker: both languages' tests reuse its browser.
const NINE_HOURS_OLD = buildLectureQr(RUNNING_LECTURE_ID, Date.now() - 9 * HOUR, 'IN');
/** The check-in code on the trainer's screen now (a rotating code is taken for about a minute). */
const currentIn = () => codeShownAt(RUNNING_LECTURE_ID, 'IN', Date.now());

for (const lang of LANGS) {
  const { t, server } = scannerTexts(lang);

  test.describe(`scanner refusals (${lang})`, () => {
    test.use({ lang });

    test('a 9-hour-old code: the invalid-QR dialog once, not again while the camera still sees it, and nothing sent', async ({
      cameras,
      signedInPage,
    }) => {
      const page = await signedInPage(await cameras.filming(NINE_HOURS_OLD), 'newcomer');
      const decodes = await countDecodes(page);
      const { ui, submissions } = await openScanner(page, lang);
      await expect(ui.dialog).toHaveAttribute('data-type', 'invalid_qr');
      await expect(ui.dialogTitle).toHaveText(t.dialog.invalidTitle);
      await expect(ui.dialogMessage).toHaveText(t.dialog.invalidMessage);
      // Not held: the camera goes on scanning, but the same stale code is not reported again (the dialog could not stay closed).
      await closeDialog(ui, t.dialog.ok);
      await expect(ui.scanView).toBeVisible();
      // The camera goes on reading the code (a read every 160–400 ms): three more reads, and the dialog stays closed.
      const readBefore = await decodes();
      await expect.poll(decodes, { intervals: [100] }).toBeGreaterThanOrEqual(readBefore + 3);
      await expect(ui.dialog).toHaveCount(0);
      expect(submissions).toEqual([]);
    });

    test('a photo of the code taken two minutes earlier: sent, refused by the server, the invalid-QR dialog', async ({
      cameras,
      signedInPage,
    }) => {
      const photo = codeShownAt(RUNNING_LECTURE_ID, 'IN', Date.now() - 2 * 60_000);
      const page = await signedInPage(await cameras.filming(photo), 'newcomer');
      const { ui, submissions } = await openScanner(page, lang);
      await expect(ui.dialog).toHaveAttribute('data-type', 'invalid_qr');
      await expect(ui.dialogTitle).toHaveText(t.dialog.invalidTitle);
      await expect(ui.dialogMessage).toHaveText(t.dialog.invalidMessage);
      expect(submissions).toHaveLength(1);
    });

    // An enrolled account, refused before anything is written: the check-in journeys of the same accounts are unaffected.
    test("a current code read 11,000 km from the venue: the server's outside-the-venue message with the distance", async ({
      cameras,
      signedInPage,
    }) => {
      const page = await signedInPage(await cameras.filming(currentIn()), lang === 'en' ? 'learner' : 'both');
      await page.context().setGeolocation(NEW_YORK);
      const { ui, submissions } = await openScanner(page, lang);
      const venue = {
        venue_latitude: VENUE.dubaiCampus.latitude,
        venue_longitude: VENUE.dubaiCampus.longitude,
        venue_radius_m: VENUE.dubaiCampus.radius_m,
      };
      const distance = distanceText(placementOf(venue, NEW_YORK, NEW_YORK.accuracy).distance_m ?? 0, lang);
      await expectRefused(ui, server('outsideVenue').replace('{distance}', distance), t);
      expect(submissions).toHaveLength(1);
    });

    // The held code then goes out like any scan, and the server refuses it: newcomer is not enrolled in the lecture.
    test("a refused location: the location dialog with the browser's reason, the code held but not sent; Retry asks again, and the server refuses a lecture the account is not enrolled in", async ({
      cameras,
      signedInPage,
    }) => {
      const page = await signedInPage(await cameras.filming(currentIn()), 'newcomer', { location: false });
      const { ui, submissions } = await openScanner(page, lang);
      await expect(ui.dialog).toHaveAttribute('data-type', 'location');
      await expect(ui.dialogTitle).toHaveText(t.dialog.locationTitle);
      await expect(ui.dialogMessage).toHaveText(t.dialog.locationMessage);
      // English shows Chromium's reason ('User denied Geolocation') after 'ERR: '; Arabic the denied code's own words.
      if (lang === 'en') await expect(ui.dialogDetail).toHaveText(/^ERR: \S/);
      else await expect(ui.dialogDetail).toHaveText(t.location.reasons.denied);
      await expect(ui.banner).toHaveAttribute('data-status', 'error');
      await expect(ui.banner).toContainText(t.location.error);

      // Closed, the camera reads the code: it is held, and the dialog says why it is not sent.
      await closeDialog(ui, t.dialog.close);
      await expect(ui.dialog).toHaveAttribute('data-type', 'location');
      await expect(ui.scanView).toHaveCount(0);
      expect(submissions).toEqual([]);

      // Allowed now, Retry asks again: the position arrives and the held code goes out.
      await page.context().grantPermissions(['geolocation']);
      await page.context().setGeolocation(FAKE_POSITION);
      await ui.dialogButton(t.dialog.retry).click();
      await expect(ui.banner).toHaveAttribute('data-status', 'verified');
      await expectRefused(ui, server('notEnrolled'), t);
      expect(submissions).toHaveLength(1);
    });

    test('a refused camera: the camera dialog, a notice in place of the view, and Try again asks again', async ({
      cameras,
      signedInPage,
    }) => {
      const page = await signedInPage(await cameras.refusing(), 'newcomer');
      const { ui } = await openScanner(page, lang);
      await expect(ui.dialog).toHaveAttribute('data-type', 'camera');
      await expect(ui.dialogTitle).toHaveText(t.dialog.cameraTitle);
      await expect(ui.dialogMessage).toHaveText(t.dialog.cameraMessage);
      await expect(ui.scanView).toHaveAttribute('data-camera', 'failed');
      await expect(ui.cameraError).toContainText(t.camera.unavailable);
      await expect(ui.banner).toHaveAttribute('data-status', 'verified');

      await closeDialog(ui, t.dialog.tryAgain);
      await expect(ui.dialog).toHaveAttribute('data-type', 'camera');
      await closeDialog(ui, t.dialog.close);
      await expect(ui.cameraError.getByRole('button', { name: t.camera.retry, exact: true })).toBeVisible();
    });
  });
}
