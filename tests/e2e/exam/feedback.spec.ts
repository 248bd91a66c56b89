// Both feedback surveys and the per-question timer as a new learner would meet them (learning §2, §4 Feedback, §5),
// English and Arabic: the before-exam survey that keeps Start off until it is given (a low rating asks a follow-up),
// the per-question-timer exam run out question by question, and the after-exam survey of a taken exam with the way
// back to the result. Each test has an account of its own enrolled in the Fire Safety batch; Playwright's clock runs the timers.
import type { Locator } from '@playwright/test';
import { EXAM } from '../../../demo/api/features/exam/ids';
import { localDigits } from '../../../src/core/locale/numbers';
import { expect } from '../_infra/fixtures';
import { LANGS, advanceUntilVisible, pauseClock } from '../shell/support';
import { answer, examPage, examTexts, finishThroughApi, format, test } from './support';

/** Rates every item of a survey Excellent, except `low` (Poor-side rating 3), and returns that item. */
async function rate(form: Locator, low: number): Promise<Locator> {
  const items = form.locator('[part~="feedback-question"]');
  // The survey's title shows while its questions still load: count them once they are there.
  await expect(items.first()).toBeVisible();
  const count = await items.count();
  for (let index = 0; index < count; index++)
    await items
      .nth(index)
      .getByRole('radio')
      .nth(index === low ? 3 : 0)
      .check();
  return items.nth(low);
}

/** Gives a low rating its follow-up: Submit is off (with the §5 hint) until one reason is ticked. */
async function answerFollowUp(form: Locator, item: Locator, hint: string): Promise<void> {
  const submit = form.locator('[part~="feedback-submit"]');
  await expect(item.locator('[part~="follow-up"]')).toBeVisible();
  await expect(submit).toBeDisabled();
  await expect(form.locator('[part~="feedback-hint"]')).toHaveText(hint);
  // A higher rating hides the follow-up; the low one brings it back, empty.
  await item.getByRole('radio').nth(0).check();
  await expect(item.locator('[part~="follow-up"]')).toHaveCount(0);
  await expect(submit).toBeEnabled();
  await item.getByRole('radio').nth(3).check();
  await expect(submit).toBeDisabled();
  await item.locator('[part~="follow-up"]').getByRole('checkbox').first().check();
  await expect(submit).toBeEnabled();
  await submit.click();
}

for (const lang of LANGS) {
  const t = examTexts(lang);

  test.describe(`exam feedback and per-question timer (${lang})`, () => {
    test.use({ lang });

    test('keeps Start off until the before-exam survey is given, then starts the exam', async ({ page }) => {
      await page.clock.install();
      const ui = examPage(page);
      await page.goto(`/app/exam/${EXAM.fireFeedbackFirst}/take`);
      const card = ui.part('feedback-card');
      await expect(card).toContainText(t.errors.feedbackRequired);
      await expect(ui.start).toBeDisabled();
      await card.locator('[part~="feedback-open"]').click();
      const form = ui.part('feedback');
      await expect(form.getByRole('heading', { level: 1 })).toHaveText(t.feedback.courseTitle);
      await answerFollowUp(form, await rate(form, 2), t.errors.answerAll);
      await expect(ui.part('feedback-success')).toHaveText(t.feedback.success);
      // Back to the instructions 1 s later, the survey given: Start works.
      await page.clock.runFor(1_000);
      await expect(ui.part('feedback-card')).toHaveCount(0);
      await expect(ui.start).toBeEnabled();
      await ui.start.click();
      await expect(ui.heading).toHaveText(format(t.active.questionOf, { n: 1, total: 5 }));
    });

    test('runs the per-question timer out question by question to the end of the exam', async ({ page }) => {
      await page.clock.install();
      const ui = examPage(page);
      await page.goto(`/app/exam/${EXAM.fireQuestionTimer}/take`);
      // Page time moves only in the test's steps from here: the first question's 30 s cannot run down while a loaded
      // machine draws it (stop 38 read 0:28).
      await pauseClock(page);
      await advanceUntilVisible(page, ui.start, 100);
      await ui.start.click();
      await advanceUntilVisible(page, ui.choices.first(), 100);
      await expect(ui.timer).toHaveAttribute('aria-label', t.active.questionTimeLeft);
      await expect(ui.timer).toHaveText(new RegExp(`^${localDigits('0:(30|29)', lang)}$`));
      await answer(page, ui);
      await expect(ui.heading).toHaveText(format(t.active.questionOf, { n: 2, total: 4 }));
      // Red at 30 s and below, pulsing at 20 s and below (§4 per question).
      await page.clock.runFor(10_000);
      await expect(ui.timer).toHaveAttribute('data-pulsing', 'true');
      // Time out: the question moves on with a fresh 30 s.
      await page.clock.runFor(20_000);
      await expect(ui.heading).not.toHaveText(format(t.active.questionOf, { n: 2, total: 4 }));
      await expect(ui.timer).toHaveText(new RegExp(`^${localDigits('0:(30|29)', lang)}$`));
      // The rest time out too, until the exam ends.
      for (let step = 0; step < 6 && (await ui.completed.count()) === 0; step++) await page.clock.runFor(30_000);
      await expect(ui.completed.getByRole('heading', { level: 1 })).toHaveText(t.completed.title);
      // Results hidden: the thank-you and the pending-feedback warning.
      await expect(ui.completed.locator('[part~="results"]')).toHaveCount(0);
      await expect(ui.part('pending-feedback')).toContainText(t.completed.pendingFeedback);
    });

    test('gives the after-exam feedback of a taken exam and goes back to the result', async ({
      page,
      request,
      session,
    }) => {
      await finishThroughApi(request, session, EXAM.fireQuestionTimer);
      await page.clock.install();
      const ui = examPage(page);
      await page.goto(`/app/exam/${EXAM.fireQuestionTimer}/feedback`);
      await ui.part('feedback-begin').click();
      const form = ui.part('feedback');
      await expect(form.getByRole('heading', { level: 2 })).toHaveText(t.feedback.courseTitle);
      await answerFollowUp(form, await rate(form, 0), t.errors.answerAll);
      const thanks = ui.part('feedback-thanks');
      await expect(thanks.getByRole('heading', { level: 2 })).toHaveText(t.afterFeedback.thankYou);
      await expect(ui.part('feedback-success')).toHaveText(t.feedback.success);
      await expect(thanks).toContainText(t.afterFeedback.certificateEmail);
      // The success banner goes after 3 s.
      await page.clock.runFor(3_000);
      await expect(ui.part('feedback-success')).toHaveCount(0);
      await thanks.locator('[part~="back-to-results"]').click();
      await expect(page).toHaveURL(`/app/exam/${EXAM.fireQuestionTimer}/result`);
      await expect(ui.part('page')).toHaveAttribute('data-view', 'result');
    });
  });
}
