// Exam journeys still missing from take/feedback (learning §2 Exam taking, issue #11), English and Arabic: the
// per-question-timer exam to the end with a skip and its results hidden, the total-timer exam by keyboard alone, and
// the interface language switched mid-exam. Each test has a candidate of its own (a started exam is used up);
// Playwright's clock stands in for the Next delay.
import type { Page } from '@playwright/test';
import { EXAM } from '../../../demo/api/features/exam/ids';
import { expect } from '../_infra/fixtures';
import { LANGS, dirOf } from '../shell/support';
import { localDigits } from '../../../src/core/locale/numbers';
import {
  answer,
  clockSeconds,
  examPage,
  type ExamPage,
  examTexts,
  format,
  keyAnswer,
  serverTake,
  startExam,
  tabTo,
  test,
} from './support';

/** Opens an exam's take page and starts it from the instructions by keyboard: Tab to Start, Enter. */
async function keyStart(page: Page, ui: ExamPage, examNo: number): Promise<void> {
  await page.goto(`/app/exam/${examNo}/take`);
  await expect(ui.start).toBeEnabled();
  await tabTo(page, ui.start);
  await page.keyboard.press('Enter');
  await expect(ui.choices.first()).toBeVisible();
}

/** The company the reference API gives every enrolled candidate (demo/api/features/dev/routes.ts). */
const CANDIDATE_COMPANY = 'Safe Academy';

for (const lang of LANGS) {
  const t = examTexts(lang);
  const other = lang === 'en' ? 'ar' : 'en';
  const o = examTexts(other);

  test.describe(`exam journeys (${lang})`, () => {
    test.use({ lang });

    test('takes the per-question-timer exam to the end with a skip that comes back last, results hidden', async ({
      page,
      request,
      session,
    }) => {
      await page.clock.install();
      const ui = examPage(page);
      await startExam(page, ui, EXAM.fireQuestionTimer);
      await expect(ui.timer).toHaveAttribute('aria-label', t.active.questionTimeLeft);
      await expect(ui.heading).toHaveText(format(t.active.questionOf, { n: 1, total: 4 }));

      await ui.skip.click();
      await expect(ui.part('skipped-count')).toHaveText(format(t.active.skippedCount, { count: 1 }));
      await expect(ui.skip).toHaveText(format(t.active.skip, { count: 1 }));
      await expect
        .poll(async () =>
          (await serverTake(request, session, EXAM.fireQuestionTimer)).attempted_questions_obj.map(
            (item) => item.is_skipped,
          ),
        )
        .toEqual([true]);
      // Every question counted once: after the first (skipped) the count goes on from 2 to 4 of 4.
      for (let n = 2; n <= 4; n++) {
        await expect(ui.heading).toHaveText(format(t.active.questionOf, { n, total: 4 }));
        await answer(page, ui);
      }
      // The skipped question comes back last, under the number it was first shown with, with Finish instead of Next.
      await expect(ui.heading).toHaveText(format(t.active.skippedQuestion, { n: 1 }));
      await expect(ui.timer).toHaveText(new RegExp(`^${localDigits('0:[23]', lang)}[${localDigits('0-9', lang)}]$`));
      await ui.choices.first().click();
      await page.clock.runFor(1_000);
      await ui.finish.click();
      await ui.part('finish-confirm').click();

      await expect(ui.completed.getByRole('heading', { level: 1 })).toHaveText(t.completed.title);
      await expect(ui.completed.locator('[part~="results"]')).toHaveCount(0);
      const thanks = ui.part('thank-you');
      await expect(thanks).toContainText(t.completed.thankYou);
      await expect(thanks.locator('.signature')).toHaveText(format(t.completed.signed, { company: CANDIDATE_COMPANY }));
      await expect(ui.part('pending-feedback')).toHaveText(t.completed.pendingFeedback);
      await expect.poll(async () => (await serverTake(request, session, EXAM.fireQuestionTimer)).exam_taken).toBe(true);
      const take = await serverTake(request, session, EXAM.fireQuestionTimer);
      expect(take.attempted_questions).toBe(4);
      expect(take.attempted_questions_obj.filter((item) => item.is_skipped)).toHaveLength(0);
    });

    test('takes the total-timer exam to the end with the keyboard alone, a skipped question included', async ({
      page,
    }) => {
      await page.clock.install();
      const ui = examPage(page);
      await keyStart(page, ui, EXAM.fireTotalTimer);
      await expect(ui.heading).toHaveText(format(t.active.questionOf, { n: 1, total: 5 }));

      // Tab reaches the choices; Space picks one, the arrow keys move the choice.
      const radios = ui.part('choices').getByRole('radio');
      await tabTo(page, radios.first());
      await page.keyboard.press('Space');
      await expect(radios.first()).toBeChecked();
      await page.keyboard.press('ArrowDown');
      await expect(radios.nth(1)).toBeChecked();
      await expect(radios.first()).not.toBeChecked();
      // Enter does nothing while Next is still off, then presses it once it turns on.
      await page.keyboard.press('Enter');
      await expect(ui.heading).toHaveText(format(t.active.questionOf, { n: 1, total: 5 }));
      await page.clock.runFor(1_000);
      await expect(ui.next).toBeEnabled();
      await page.keyboard.press('Enter');
      await expect(ui.heading).toHaveText(format(t.active.questionOf, { n: 2, total: 5 }));
      // Skip is in the Tab order after the choices; the skipped question comes back last and is answered by keyboard too.
      await tabTo(page, ui.skip);
      await page.keyboard.press('Enter');
      await expect(ui.part('skipped-count')).toHaveText(format(t.active.skippedCount, { count: 1 }));
      for (let n = 3; n <= 5; n++) {
        await expect(ui.heading).toHaveText(format(t.active.questionOf, { n, total: 5 }));
        await keyAnswer(page, ui);
      }
      await expect(ui.heading).toHaveText(format(t.active.skippedQuestion, { n: 2 }));
      await keyAnswer(page, ui);
      await expect(ui.completed.getByRole('heading', { level: 1 })).toHaveText(t.completed.title);
      await expect(ui.completed.locator('[part~="results"] td').first()).toHaveText(localDigits('50', lang));
    });

    test(`switches the interface to ${other} mid-exam and keeps the question, the timer and the answers`, async ({
      page,
      request,
      session,
    }) => {
      await page.clock.install();
      const ui = examPage(page);
      await startExam(page, ui, EXAM.fireTotalTimer);
      await answer(page, ui);
      await expect(ui.heading).toHaveText(format(t.active.questionOf, { n: 2, total: 5 }));
      await expect(ui.part('progress')).toHaveAttribute('value', '1');
      const question = await ui.part('question').locator('.question-body').textContent();
      const before = clockSeconds((await ui.timer.textContent()) ?? '');
      const readAt = Date.now();

      await ui.part('header').locator('[part~="language-switch"]').click();
      await expect(ui.heading).toHaveText(format(o.active.questionOf, { n: 2, total: 5 }));
      await expect(ui.host).toHaveAttribute('dir', dirOf(other));
      await expect(page.locator('html')).toHaveAttribute('dir', dirOf(other));
      await expect(ui.timer).toHaveAttribute('aria-label', o.active.timeLeft);
      await expect(ui.part('question').locator('.question-body')).toHaveText(question ?? '');
      await expect(ui.part('progress')).toHaveAttribute('value', '1');
      await expect(ui.part('skipped-count')).toHaveText(format(o.active.skippedCount, { count: 0 }));
      const after = clockSeconds((await ui.timer.textContent()) ?? '');
      // The countdown went on only by the switch's own (real) time, give or take the second the face shows.
      expect(Math.abs(before - after - (Date.now() - readAt) / 1000)).toBeLessThanOrEqual(1.25);

      await answer(page, ui);
      await expect(ui.heading).toHaveText(format(o.active.questionOf, { n: 3, total: 5 }));
      await expect
        .poll(async () => (await serverTake(request, session, EXAM.fireTotalTimer)).attempted_questions)
        .toBe(2);
    });
  });
}
