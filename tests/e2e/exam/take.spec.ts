// Taking exams as a new learner would (learning §2 Exam taking, issue #11), English and Arabic: the total-timer exam (free
// of axe violations) to the end with a skip, the timer through a reload, answers kept through a cut network and a reload. Each test has an
// account of its own enrolled in the Fire Safety batch (a started exam is used up); Playwright's clock stands in for
// the Next delay and the timers.
import { EXAM } from '../../../demo/api/features/exam/ids';
import { answerQueueKey } from '../../../src/core/exam/answer-key';
import { localDigits } from '../../../src/core/locale/numbers';
import { pluralForm } from '../../../src/core/locale/plural';
import { expect } from '../_infra/fixtures';
import { LANGS, dirOf } from '../shell/support';
import { answer, clockSeconds, examPage, examTexts, format, serverTake, startExam, test } from './support';

/** The answer calls only: the page and the rest of the API stay reachable, as when a flaky network drops requests. */
/** The answer and skip calls, cut while the page itself loads. */
const ANSWER_CALLS = /\/exams\/attempts\/(create|skip)\/question$/;

for (const lang of LANGS) {
  const t = examTexts(lang);

  test.describe(`exam taking (${lang})`, () => {
    test.use({ lang });

    test('opens the running exam free of axe violations, takes it (total timer) to the end with a skip, which comes back last, and sees the results', async ({
      page,
      axe,
    }) => {
      await page.clock.install();
      const ui = examPage(page);
      await startExam(page, ui, EXAM.fireTotalTimer);
      await expect(ui.saveStatus).toHaveText(t.active.allSaved);
      expect((await axe().include('academy-exam').analyze()).violations.map((v) => v.id)).toEqual([]);
      await expect(ui.host).toHaveAttribute('dir', dirOf(lang));
      await expect(ui.heading).toHaveText(format(t.active.questionOf, { n: 1, total: 5 }));
      await expect(ui.timer).toHaveAttribute('aria-label', t.active.timeLeft);
      expect(clockSeconds((await ui.timer.textContent()) ?? '')).toBeGreaterThan(590);

      await ui.skip.click();
      await expect(ui.part('skipped-count')).toHaveText(format(t.active.skippedCount, { count: 1 }));
      await expect(ui.skip).toHaveText(format(t.active.skip, { count: 1 }));
      // Every question counted once: the skipped one was the first, so the count goes on from 2 and reaches 5 of 5.
      for (let n = 2; n <= 5; n++) {
        await expect(ui.heading).toHaveText(format(t.active.questionOf, { n, total: 5 }));
        await answer(page, ui);
      }
      // The skipped question comes back last, under the number it was first shown with, and is the one to finish on.
      await expect(ui.heading).toHaveText(format(t.active.skippedQuestion, { n: 1 }));
      await ui.choices.first().click();
      await page.clock.runFor(1_000);
      await ui.finish.click();
      await ui.part('finish-confirm').click();

      await expect(ui.completed.getByRole('heading', { level: 1 })).toHaveText(t.completed.title);
      const results = ui.completed.locator('[part~="results"]');
      await expect(results).toContainText(t.completed.totalScore);
      await expect(results.locator('tr').nth(0).locator('td')).toHaveText(localDigits('50', lang));
      await expect(results.locator('tr').nth(2).locator('td')).toHaveText(
        lang === 'ar' ? /^[٠-٩]+(٫[٠-٩]{2})?٪\u061C?$/ : /^\d+(\.\d\d)?%$/,
      );
      await expect(ui.completed.locator('[part~="pass-status"]')).toHaveText(
        new RegExp(`^(${t.completed.pass}|${t.completed.fail})$`),
      );
    });

    test('finds the timer within a second of where it was after a reload mid-exam, whatever the device clock says', async ({
      page,
    }) => {
      // A device clock an hour behind: the countdown keeps to the server's time. Real seconds pass here (the server's
      // deadline moves with real time, which a page clock run ahead would not show it).
      await page.clock.install({ time: Date.now() - 3_600_000 });
      const ui = examPage(page);
      await startExam(page, ui, EXAM.fireArabic);
      // The Arabic exam reads right to left whatever the interface language.
      await expect(ui.part('question')).toHaveAttribute('dir', 'rtl');
      await answer(page, ui, { realTime: true });
      await answer(page, ui, { realTime: true });
      // Each reading is bracketed by the times around it, so a slow round trip widens the window instead of failing.
      const beforeFrom = Date.now();
      const before = clockSeconds((await ui.timer.textContent()) ?? '');
      const beforeTo = Date.now();
      expect(before).toBeLessThan(480 - 1);
      await page.reload();
      await expect(ui.heading).toHaveText(format(t.active.questionOf, { n: 3, total: 4 }));
      const afterFrom = Date.now();
      const after = clockSeconds((await ui.timer.textContent()) ?? '');
      const afterTo = Date.now();
      // The countdown went on by the real time between the readings, give or take the second the face shows.
      expect(before - after).toBeGreaterThanOrEqual((afterFrom - beforeTo) / 1000 - 1.25);
      expect(before - after).toBeLessThanOrEqual((afterTo - beforeFrom) / 1000 + 1.25);
    });

    test('keeps three answers and a skip through a cut network and a reload, and replays them in order when it returns', async ({
      page,
      context,
      request,
      session,
    }) => {
      await page.clock.install();
      const ui = examPage(page);
      await startExam(page, ui, EXAM.fireTotalTimer);
      // Offline mid-exam: three answers wait in the browser, none reaches the server.
      await context.setOffline(true);
      for (let n = 1; n <= 3; n++) await answer(page, ui);
      await ui.skip.click();
      await expect(ui.saveStatus).toHaveText(format(t.active.waiting[pluralForm(4)], { count: 4 }));
      const stored = await page.evaluate(
        (key) => localStorage.getItem(key),
        answerQueueKey(String(EXAM.fireTotalTimer)),
      );
      expect((JSON.parse(stored ?? '{}') as { answers?: unknown[] }).answers).toHaveLength(4);
      expect((await serverTake(request, session, EXAM.fireTotalTimer)).attempted_questions).toBe(0);

      // An offline page cannot load itself: the reload comes with the page reachable but the answer calls still cut.
      await page.route(ANSWER_CALLS, (route) => route.abort('internetdisconnected'));
      await context.setOffline(false);
      await page.reload();
      await expect(ui.choices.first()).toBeVisible();
      await expect(ui.saveStatus).toHaveAttribute('data-count', '4');
      // The skip held in the browser counts: the fifth question shows, the skipped one waits for the end.
      await expect(ui.part('skipped-count')).toHaveText(format(t.active.skippedCount, { count: 1 }));
      await expect(ui.heading).toHaveText(format(t.active.questionOf, { n: 5, total: 5 }));
      await page.unroute(ANSWER_CALLS);
      // The next retry (on the page's clock) sends all four, in order.
      await page.clock.runFor(30_000);
      await expect(ui.saveStatus).toHaveText(t.active.allSaved);
      await expect
        .poll(async () => (await serverTake(request, session, EXAM.fireTotalTimer)).attempted_questions)
        .toBe(3);
      const onServer = await serverTake(request, session, EXAM.fireTotalTimer);
      expect(onServer.attempted_questions_obj.filter((item) => item.is_skipped)).toHaveLength(1);
    });
  });
}
