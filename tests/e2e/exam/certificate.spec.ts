// The certificate download (learning §2 Exam result, §4 the certificate section), English and Arabic, as the seeded
// `learner` on their passed exam 5005: the reference API makes the PDF on request and the page saves it under the
// certificate number. Nothing here changes data, so the shared account is used.
import { readFile } from 'node:fs/promises';
import { EXAM } from '../../../demo/api/features/exam/ids';
import { expect, test } from '../_infra/fixtures';
import { LANGS } from '../shell/support';
import { examPage, examTexts } from './support';

for (const lang of LANGS) {
  const t = examTexts(lang);

  test.describe(`exam certificate (${lang})`, () => {
    test.use({ lang, signedIn: 'learner' });

    test('downloads the certificate PDF named by its number', async ({ page }) => {
      const ui = examPage(page);
      await page.goto(`/app/exam/${EXAM.guardFinal}/result`);
      const button = ui.part('certificate').getByRole('button', { name: t.result.download });
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      expect(download.suggestedFilename()).toBe('CERT-2405-0001.pdf');
      const bytes = await readFile(await download.path());
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      await expect(ui.part('download-status')).toHaveText(t.result.downloaded);
      await expect(button).toBeEnabled();
    });
  });
}
