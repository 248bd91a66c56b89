// Every exam view a learner can reach (learning §2 Exam taking and Exam result, §4 Exam page state), English and
// Arabic, on the seeded exams (demo/api/features/catalog/ids.ts): outside the window, not eligible, completed, not
// available, ended, a passed result with its certificate (downloaded as a PDF named by its number), and a result the
// server does not have. Nothing here starts or answers an exam, so the shared `learner` account is used.
import { readFile } from 'node:fs/promises';
import { CERTIFICATE, EXAM, MISSING_EXAM_NO } from '../../../demo/api/features/exam/ids';
import { formatPercentage } from '../../../src/core/exam/exam-result';
import { formatParam } from '../../../src/core/locale/numbers';
import { expect, test } from '../_infra/fixtures';
import { LANGS, dirOf } from '../shell/support';
import { examPage, examTexts, format } from './support';

for (const lang of LANGS) {
  const t = examTexts(lang);

  test.describe(`exam views (${lang})`, () => {
    test.use({ lang, signedIn: 'learner' });

    test('shows will-start-soon, not-eligible, not-available and ended, each with the participant and exam card, and the data-not-available card for a result the server does not have', async ({
      page,
    }) => {
      const ui = examPage(page);
      const views: [number, string, string][] = [
        [EXAM.fireStartsSoon, 'will-start-soon', t.willStartSoon.title],
        [EXAM.fireNotEligible, 'not-eligible', t.notEligible.title],
        [EXAM.cctvPractical, 'not-available', t.notAvailable.title],
        [EXAM.crowdMidterm, 'ended', t.ended.title],
      ];
      for (const [examNo, view, title] of views) {
        await page.goto(`/app/exam/${examNo}/take`);
        await expect(ui.host).toHaveAttribute('dir', dirOf(lang));
        await expect(ui.part('page')).toHaveAttribute('data-view', view);
        await expect(ui.part(view).getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(ui.part('info-card')).toBeVisible();
        await expect(ui.part(view).getByRole('link', { name: t.backToDashboard })).toHaveAttribute(
          'href',
          '/dashboard',
        );
      }
      // #29 an exam the learner is no participant of (here: one no one has) answers 404: not available, not a failed load.
      await page.goto(`/app/exam/${MISSING_EXAM_NO}/take`);
      await expect(ui.part('page')).toHaveAttribute('data-view', 'not-available');
      await expect(ui.part('not-available').getByRole('heading', { level: 1 })).toHaveText(t.notAvailable.title);
      await expect(ui.part('error')).toHaveCount(0);
      // Seeded to start 10 minutes after the server started: a countdown in minutes.
      await page.goto(`/app/exam/${EXAM.fireStartsSoon}/take`);
      await expect(ui.part('countdown')).toHaveText(new RegExp(format(t.willStartSoon.startsIn, { duration: '.+' })));

      // A result the server does not have: the data-not-available card.
      await page.goto(`/app/exam/${EXAM.crowdMidterm}/result`);
      await expect(ui.part('no-data').getByRole('heading', { level: 1 })).toHaveText(t.result.notAvailableTitle);
      await expect(ui.part('no-data')).toContainText(t.result.notAvailableBody);
    });

    test('shows a completed exam with its results, and a passed result whose certificate PDF downloads named by its number', async ({
      page,
    }) => {
      const ui = examPage(page);
      await page.goto(`/app/exam/${EXAM.fireCompleted}/take`);
      await expect(ui.completed.getByRole('heading', { level: 1 })).toHaveText(t.completed.title);
      const results = ui.completed.locator('[part~="results"] td');
      await expect(results).toHaveText([
        formatParam(50, lang),
        formatParam(40, lang),
        formatPercentage(80, lang),
        t.completed.pass,
      ]);

      await page.goto(`/app/exam/${EXAM.guardFinal}/result`);
      await expect(ui.part('page')).toHaveAttribute('data-view', 'result');
      await expect(ui.part('result-status')).toHaveText(t.result.pass);
      await expect(ui.part('score')).toHaveText(format(t.result.scoreOf, { scored: 43, total: 50 }));
      await expect(ui.part('percentage')).toHaveText(formatPercentage(86, lang));
      const certificate = ui.part('certificate');
      await expect(certificate).toHaveAttribute('data-state', 'download');
      await expect(certificate).toContainText(
        format(t.result.certificateNo, { no: CERTIFICATE.learnerGuardFoundations }),
      );
      const button = certificate.getByRole('button', { name: t.result.download });
      await expect(button).toBeEnabled();

      // The certificate download: the reference API makes the PDF on request and the page saves it under its number.
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      expect(download.suggestedFilename()).toBe('CERT-2405-0001.pdf');
      const bytes = await readFile(await download.path());
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      await expect(ui.part('download-status')).toHaveText(t.result.downloaded);
      await expect(button).toBeEnabled();
    });
  });
}
