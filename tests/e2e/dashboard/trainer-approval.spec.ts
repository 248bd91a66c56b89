// A trainer account made by sign-up waits for approval (#29 item 7), in English and Arabic: the applicant signs in
// and sees the notice over a learner's dashboard, the seeded trainer approves it on the trainer dashboard, and the
// applicant's next load is the trainer dashboard.
import type { Page } from '@playwright/test';
import { dashboardAr } from '../../../src/core/dashboard/strings/ar';
import { dashboardEn } from '../../../src/core/dashboard/strings/en';
import {
  createSession,
  expect,
  registerUser,
  seedStorage,
  storageEntries,
  test,
  uniqueEmail,
  verifyEmail,
  type Lang,
} from '../_infra/fixtures';

const LANGS: readonly Lang[] = ['en', 'ar'];
const dashboard = (page: Page) => page.locator('academy-dashboard');
const card = (page: Page, name: string) => dashboard(page).locator(`[data-card="${name}"]`);

for (const lang of LANGS) {
  test.describe(`trainer approval (${lang})`, () => {
    test.use({ lang, signedIn: 'trainer' });
    const d = (lang === 'ar' ? dashboardAr : dashboardEn).dashboard;

    test('a sign-up trainer sees the notice, a trainer approves it on the dashboard, then it has the trainer dashboard', async ({
      page,
      browser,
      request,
      baseURL,
      axe,
    }) => {
      const email = uniqueEmail('applicant');
      const { password } = await registerUser(request, { email, role: 'trainer' });
      await verifyEmail(request, email);
      const session = await createSession(request, { username: email, password });
      expect(session.roles).toEqual(['learner']);

      const applicantContext = await browser.newContext({ baseURL, locale: lang === 'ar' ? 'ar-SA' : 'en-US' });
      try {
        await seedStorage(applicantContext, new URL(baseURL ?? '').origin, storageEntries(session, lang));
        const applicant = await applicantContext.newPage();
        await applicant.goto('/dashboard');
        const notice = card(applicant, 'pending-trainer');
        await expect(notice.getByRole('heading', { level: 2 })).toHaveText(d.pendingTrainer.title);
        await expect(notice).toContainText(d.pendingTrainer.text);
        await expect(dashboard(applicant).locator('h1')).toHaveText(d.learnerTitle);
        await expect(card(applicant, 'lecture-qr')).toHaveCount(0);

        // The trainer approves it: the row of this address (other runs may have applicants of their own).
        await page.goto('/dashboard');
        await expect(dashboard(page).locator('h1')).toHaveText(d.trainerTitle);
        const approvals = card(page, 'trainer-approvals');
        await expect(approvals.getByRole('heading', { level: 2 })).toHaveText(d.trainer.approvals.title);
        const row = approvals.locator('li', { hasText: email });
        await expect(row).toContainText('Test User');
        const violations = (await axe().include('academy-dashboard').analyze()).violations;
        expect(violations.map((violation) => violation.id)).toEqual([]);
        await row
          .getByRole('button', { name: d.trainer.approvals.approveLabel.replace('{{name}}', 'Test User') })
          .click();
        await expect(approvals.getByRole('status')).toHaveText(
          d.trainer.approvals.done.replace('{{name}}', 'Test User'),
        );
        await expect(row).toContainText(d.trainer.approvals.approved);

        // The applicant's next load: the trainer dashboard, and no notice.
        await applicant.reload();
        await expect(dashboard(applicant).locator('h1')).toHaveText(d.trainerTitle);
        await expect(card(applicant, 'pending-trainer')).toHaveCount(0);
        await expect(card(applicant, 'recent-activity')).toBeVisible();
      } finally {
        await applicantContext.close();
      }
    });
  });
}
