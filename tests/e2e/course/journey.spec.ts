// A learner's way through a course (learning §2 Course viewer, §4 Course progress, issue #10), English and Arabic:
// from the dashboard card to the resumed content, a reload mid-video landing on the same second, its captions, the video complete
// past 90 %, a slide deck complete after its placeholder, back / forward, previous / next, unmarking — the shown
// percentage always what the core rules compute from the stored record. Every journey puts the record back as it found
// it (both languages share `learner`'s Fire Safety record, one after the other in this file).
import { COURSE, PROGRESS } from '../../../demo/api/features/course/ids';
import { FIRE, FIRE_PERCENT, LEARNER_FIRE_RESUME } from '../../../demo/api/features/course/ids';
import { expect, test } from '../_infra/fixtures';
import { LANGS, dirOf, pauseClock } from '../shell/support';
import { corePercent, coursePage, courseTexts, format, keepProgress, seekVideo } from './support';

const COURSE_ID = COURSE.fireSafety;
const PROGRESS_ID = PROGRESS.learnerFireSafety;
const path = (contentId: number) => `/course/${COURSE_ID}/${contentId}/${PROGRESS_ID}`;

for (const lang of LANGS) {
  const { t } = courseTexts(lang);
  const percentText = (value: number) => format(t.toc.percent, { value });

  test.describe(`course journey (${lang})`, () => {
    test.use({ lang, signedIn: 'learner' });

    let restore: () => Promise<void>;
    test.beforeEach(async ({ request, session }) => {
      restore = await keepProgress(request, session, PROGRESS_ID);
    });
    test.afterEach(async () => restore());

    test("opens from the dashboard at the resumed content; a reload mid-video lands on the same second; played past 90 % it completes, at the core rules' share; unmarking it puts the share back", async ({
      page,
      session,
      request,
    }) => {
      await page.goto('/dashboard');
      await page.locator(`academy-dashboard a[href="/course/${COURSE_ID}/${PROGRESS_ID}"]`).first().click();
      await expect(page).toHaveURL(path(LEARNER_FIRE_RESUME));
      const ui = coursePage(page);
      await expect(ui.host).toHaveAttribute('dir', dirOf(lang));
      await expect(ui.current).toHaveAttribute('data-content-id', String(LEARNER_FIRE_RESUME));
      await expect(ui.item(LEARNER_FIRE_RESUME)).toHaveAttribute('data-done', 'false');
      expect(await corePercent(request, session, COURSE_ID, PROGRESS_ID)).toBe(FIRE_PERCENT.learner);
      await expect(ui.progressText).toHaveText(percentText(FIRE_PERCENT.learner));

      await ui.mute.click();
      await expect.poll(() => ui.video.evaluate((video: HTMLVideoElement) => video.readyState)).toBeGreaterThan(0);
      await seekVideo(page, 2);
      await ui.play.click();
      await expect.poll(() => ui.video.evaluate((video: HTMLVideoElement) => video.currentTime)).toBeGreaterThan(2.3);
      await ui.play.click();
      const second = await ui.video.evaluate((video: HTMLVideoElement) => Math.floor(video.currentTime));
      await page.reload();
      await expect(page).toHaveURL(path(LEARNER_FIRE_RESUME));
      await expect.poll(() => ui.video.evaluate((video: HTMLVideoElement) => video.currentTime)).toBe(second);

      // Captions (#37): the page's language's track from the API, on and off again.
      await expect(ui.captions).toHaveAttribute('aria-pressed', 'false');
      await ui.captions.click();
      await expect(ui.captions).toHaveAttribute('aria-pressed', 'true');
      const shown = () =>
        ui.video.evaluate((video: HTMLVideoElement) => {
          const track = [...video.textTracks].find((item) => item.mode === 'showing');
          return track ? `${track.language}: ${(track.cues?.[0] as VTTCue | undefined)?.text ?? ''}` : '';
        });
      await expect
        .poll(shown)
        .toBe(lang === 'ar' ? 'ar: أساسيات السلامة من الحرائق.' : 'en: Fire Safety Fundamentals.');
      await ui.captions.click();
      await expect.poll(shown).toBe('');

      // Played past 90 %: complete, at the core rules' share; unmarked, the share is back.
      await expect(ui.item(LEARNER_FIRE_RESUME)).toHaveAttribute('data-done', 'false');
      await ui.mute.click();
      await expect.poll(() => ui.video.evaluate((video: HTMLVideoElement) => video.readyState)).toBeGreaterThan(0);
      await seekVideo(page, 'near-end');
      await ui.play.click();
      await expect(ui.item(LEARNER_FIRE_RESUME)).toHaveAttribute('data-done', 'true');
      await expect.poll(() => corePercent(request, session, COURSE_ID, PROGRESS_ID)).not.toBe(FIRE_PERCENT.learner);
      await expect(ui.progressText).toHaveText(
        percentText(await corePercent(request, session, COURSE_ID, PROGRESS_ID)),
      );
      await expect(ui.mark).toHaveText(t.footer.unmark);
      await ui.mark.click();
      await expect(ui.item(LEARNER_FIRE_RESUME)).toHaveAttribute('data-done', 'false');
      await expect(ui.progressText).toHaveText(percentText(FIRE_PERCENT.learner));
      await expect.poll(() => corePercent(request, session, COURSE_ID, PROGRESS_ID)).toBe(FIRE_PERCENT.learner);
    });

    test('a slide deck completes after its 1 s placeholder; unmarking it puts the share back; previous / next and back / forward move through the contents with the URL', async ({
      page,
      session,
      request,
    }) => {
      await page.clock.install();
      await page.goto(path(LEARNER_FIRE_RESUME));
      const ui = coursePage(page);
      await expect(ui.current).toHaveAttribute('data-content-id', String(LEARNER_FIRE_RESUME));
      // The page's clock holds the placeholder until the journey moves it on.
      await pauseClock(page);
      await ui.next.click();
      await expect(page).toHaveURL(path(FIRE.extinguisherSlides));
      await expect(ui.contentHeading).toHaveText(lang === 'en' ? 'Extinguishers at a glance' : 'طفايات الحريق في لمحة');
      await expect(ui.documentLoading).toBeVisible();
      await expect(ui.item(FIRE.extinguisherSlides)).toHaveAttribute('data-done', 'false');
      await page.clock.runFor(1000);
      await expect(ui.documentLoading).toHaveCount(0);
      await expect(ui.documentFrame).toBeVisible();
      await expect(ui.item(FIRE.extinguisherSlides)).toHaveAttribute('data-done', 'true');
      await expect.poll(() => corePercent(request, session, COURSE_ID, PROGRESS_ID)).not.toBe(FIRE_PERCENT.learner);
      await expect(ui.progressText).toHaveText(
        percentText(await corePercent(request, session, COURSE_ID, PROGRESS_ID)),
      );
      await ui.mark.click();
      await expect(ui.mark).toHaveText(t.footer.markComplete);
      await expect(ui.progressText).toHaveText(percentText(FIRE_PERCENT.learner));
      await expect.poll(() => corePercent(request, session, COURSE_ID, PROGRESS_ID)).toBe(FIRE_PERCENT.learner);

      // Back / forward and previous move through the contents with the URL (the paused clock holds the deck's
      // placeholder, so coming back to it does not complete it again).
      await page.goBack();
      await expect(page).toHaveURL(path(LEARNER_FIRE_RESUME));
      await expect(ui.current).toHaveAttribute('data-content-id', String(LEARNER_FIRE_RESUME));
      await page.goForward();
      await expect(ui.current).toHaveAttribute('data-content-id', String(FIRE.extinguisherSlides));
      await ui.previous.click();
      await expect(page).toHaveURL(path(LEARNER_FIRE_RESUME));
      await expect(ui.place).toContainText(lang === 'en' ? 'Extinguishers and Alarms' : 'طفايات الحريق وأجهزة الإنذار');
    });
  });
}
