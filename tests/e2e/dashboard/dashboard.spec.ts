// Each demo account opens /dashboard as a new user would, in English and Arabic, against the seeded reference API
// (demo/api/features/catalog/ids.ts): the right dashboard with live data, its links landing on their routes, and
// the `both` account's toggle surviving a reload (platform spec §2 Dashboard).
import type { Page } from '@playwright/test';
import { dashboardAr } from '../../../src/core/dashboard/strings/ar';
import { dashboardEn } from '../../../src/core/dashboard/strings/en';
import { shellAr } from '../../../src/core/shell/strings/ar';
import { shellEn } from '../../../src/core/shell/strings/en';
import { ticketsAr } from '../../../src/core/tickets/strings/ar';
import { ticketsEn } from '../../../src/core/tickets/strings/en';
import { examAr } from '../../../src/core/exam/strings/ar';
import { examEn } from '../../../src/core/exam/strings/en';
import { verifyAr } from '../../../src/core/verify/strings/ar';
import { verifyEn } from '../../../src/core/verify/strings/en';
import { EXAM } from '../../../demo/api/features/exam/ids';
import { BATCH_NO, LECTURE } from '../../../demo/api/features/batch/ids';
import { COURSE, PROGRESS } from '../../../demo/api/features/course/ids';
import { decodeQr } from '../_infra/decode-qr';
import { format } from '../login/support';
import { expect, test, type Lang } from '../_infra/fixtures';

const LANGS: readonly Lang[] = ['en', 'ar'];
const strings = (lang: Lang) => ({
  d: (lang === 'ar' ? dashboardAr : dashboardEn).dashboard,
  shell: (lang === 'ar' ? shellAr : shellEn).shell,
  exam: (lang === 'ar' ? examAr : examEn).exam,
  t: (lang === 'ar' ? ticketsAr : ticketsEn).tickets,
  verify: (lang === 'ar' ? verifyAr : verifyEn).verify,
});

/** The seeded failed exam whose feedback is pending (demo/api/features/exam/fixtures/exams.json). */
const FIRST_AID_PRACTICE: Record<Lang, string> = {
  en: 'First Aid — Practice Test',
  ar: 'الإسعافات الأولية — اختبار تدريبي',
};

const dashboard = (page: Page) => page.locator('academy-dashboard');
const card = (page: Page, name: string) => dashboard(page).locator(`[data-card="${name}"]`);
const hrefs = (page: Page, name: string) =>
  card(page, name)
    .locator('a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));

/** Opens /dashboard and waits for the cards (not the skeletons). */
async function open(page: Page, lang: Lang, title: string): Promise<void> {
  await page.goto('/dashboard');
  await expect(dashboard(page).locator('h1')).toHaveText(title);
  await expect(dashboard(page)).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
  // The title shows with the skeletons; the cards replace them when the answer arrives.
  await expect(dashboard(page).locator('[data-card]').first()).toBeVisible();
  await expect(dashboard(page).locator('[part~="skeleton"]')).toHaveCount(0);
}

for (const lang of LANGS) {
  const { d, shell, exam, t, verify } = strings(lang);

  test.describe(`dashboard (${lang})`, () => {
    test.use({ lang });

    test.describe('learner', () => {
      test.use({ signedIn: 'learner' });

      test('sees the learner dashboard with its seeded data, and a link lands on its route', async ({ page }) => {
        await open(page, lang, d.learnerTitle);
        expect(await hrefs(page, 'feedback-banner')).toEqual([`/app/exam/${EXAM.firstAidPractice}/feedback`]);
        // A failed exam's feedback earns no certificate: the banner does not promise one.
        await expect(card(page, 'feedback-banner').locator('li > span')).toHaveText(
          format(d.feedback.text, { title: FIRST_AID_PRACTICE[lang] }),
        );
        await expect(card(page, 'attendance')).toBeVisible();
        await expect(card(page, 'discovery-hero')).toHaveCount(0);
        // Four courses in progress: the first three and 'View all' (§9: more than 3).
        await expect(card(page, 'active-courses').locator('li')).toHaveCount(3);
        await expect(card(page, 'active-courses').getByRole('button', { name: d.activeCourses.viewAll })).toBeVisible();
        expect(await hrefs(page, 'active-courses')).toContain(
          `/course/${COURSE.fireSafety}/${PROGRESS.learnerFireSafety}`,
        );
        const upcoming = card(page, 'upcoming-exams');
        await expect(upcoming.locator(`[data-exam="${EXAM.fireLive}"] a`)).toHaveText(d.upcomingExams.take);
        // Invited: 'Take exam' ten minutes before the start (the take page counts down), none days before (#29 item 9).
        await expect(upcoming.locator(`[data-exam="${EXAM.fireStartsSoon}"] a`)).toHaveAttribute(
          'href',
          `/app/exam/${EXAM.fireStartsSoon}/take`,
        );
        await expect(upcoming.locator(`[data-exam="${EXAM.firstAidFinal}"] a`)).toHaveCount(0);
        await expect(upcoming.locator(`[data-exam="${EXAM.firstAidFinal}"] [data-reason]`)).toHaveText(
          d.upcomingExams.reason['not-open-yet'],
        );
        // Each row agrees with the page it opens: no result link without a result, no 'Take exam' for the not eligible.
        await expect(upcoming.locator(`[data-exam="${EXAM.crowdMidterm}"] a`)).toHaveCount(0);
        await expect(upcoming.locator(`[data-exam="${EXAM.crowdMidterm}"] [data-reason]`)).toHaveText(
          d.upcomingExams.reason['not-attempted'],
        );
        await expect(upcoming.locator(`[data-exam="${EXAM.fireNotEligible}"] a`)).toHaveCount(0);
        await expect(upcoming.locator(`[data-exam="${EXAM.fireNotEligible}"] [data-reason]`)).toHaveText(
          d.upcomingExams.reason['not-eligible'],
        );
        await expect(upcoming.locator(`[data-exam="${EXAM.cctvPractical}"] a`)).toHaveCount(0);
        const outcomes = await card(page, 'previous-exams').locator('[data-outcome]').allTextContents();
        for (const outcome of [d.outcome.pass, d.outcome.fail, d.outcome.incomplete, d.outcome['not-attempted']])
          expect(outcomes).toContain(outcome);
        await expect(card(page, 'achievements').locator('li')).toHaveCount(2);
        await expect(card(page, 'completed-courses').locator('li')).toHaveCount(2);
        await expect(card(page, 'suggested-courses')).toContainText(d.suggested.empty);
        await expect(card(page, 'career-pathways').locator('li')).toHaveCount(2);

        await upcoming.locator(`[data-exam="${EXAM.fireLive}"] a`).click();
        await expect(page).toHaveURL(`/app/exam/${EXAM.fireLive}/take`);
        await expect(page.locator('academy-shell [part="header"]')).toBeVisible();
        // The route is built: the live exam's instructions, whose way back returns to /dashboard.
        const instructions = page.locator(
          `academy-shell academy-exam[exam-no="${EXAM.fireLive}"] [part~="instructions"]`,
        );
        await expect(instructions.getByRole('heading', { level: 1 })).toHaveText(exam.instructions.title);
        await expect(instructions.locator('[part~="start"]')).toBeEnabled();
        await instructions.getByRole('link', { name: exam.backToDashboard }).click();
        await expect(page).toHaveURL('/dashboard');
        await expect(dashboard(page).locator('h1')).toHaveText(d.learnerTitle);
      });
    });

    test.describe('trainer', () => {
      test.use({ signedIn: 'trainer' });

      test("sees today's active lecture with a scannable check-in QR and its link, the batches and the weekly schedule", async ({
        page,
      }) => {
        await open(page, lang, d.trainerTitle);
        const qr = card(page, 'lecture-qr');
        // The heading shows over the skeletons: wait for the card's links.
        await expect
          .poll(() => hrefs(page, 'lecture-qr'))
          .toEqual(['/attendance/scanner', `/trainer/qr/${LECTURE.fireNow}`]);
        await expect(qr.getByRole('link', { name: d.trainer.qr.fullScreen })).toBeVisible();
        const tile = qr.locator(`[data-lecture="${LECTURE.fireNow}"]`);
        const title = (await tile.locator('h3').textContent()) ?? '';
        const code = tile.getByRole('img', { name: d.trainer.qr.image.replace('{{lecture}}', title) });
        await expect(code).toBeVisible();
        // The server's signed code, decoded as a phone would: $lecture$<id>$<creation time>$IN$<signature>.
        const text = await decodeQr(code);
        expect(text).toMatch(new RegExp(`^\\$lecture\\$${LECTURE.fireNow}\\$\\d+\\$IN\\$[A-Za-z0-9_-]+$`));
        const courses = await hrefs(page, 'trainer-courses');
        expect(courses).toContain(`/trainer/batch/${BATCH_NO.fireMorning}`);
        expect(courses).toContain(`/trainer/batch/${BATCH_NO.fireMorning}?tab=attendance`);
        expect(await hrefs(page, 'pending-assessments')).toContain(
          `/trainer/batch/${BATCH_NO.fireMorning}?tab=assessment`,
        );
        await expect(card(page, 'certificates-ready').locator('li')).not.toHaveCount(0);
        const weekly = card(page, 'weekly-schedule');
        await expect(weekly.locator(`[data-lecture="${LECTURE.fireNow}"] .badge`)).toHaveText(d.lecture.active);
        // Seeded in the small hours, the lecture that finished "earlier today" had to start yesterday, before this week's
        // schedule (demo/api/features/catalog/time.ts); whenever it is listed, it is completed.
        const finished = weekly.locator(`[data-lecture="${LECTURE.fireFinished}"] .badge`);
        if ((await finished.count()) > 0) await expect(finished).toHaveText(d.lecture.completed);
        await expect(weekly.locator(`[data-lecture="${LECTURE.fireLater}"] .badge`)).toHaveText(d.lecture.upcoming);
        expect(await weekly.evaluate((el) => getComputedStyle(el).overflowY)).toBe('auto');

        await qr.getByRole('link', { name: d.trainer.qr.fullScreen }).click();
        await expect(page).toHaveURL(`/trainer/qr/${LECTURE.fireNow}`);
        await expect(page.locator('academy-shell [part="header"]')).toBeVisible();
        // The route is built: the lecture's own QR page, inside the shell.
        await expect(
          page.locator(
            `academy-shell academy-lecture-qr[lecture-id="${LECTURE.fireNow}"] [part~="code"] svg[role="img"]`,
          ),
        ).toBeVisible();
      });

      test('Process certificates opens the batch page at its certificates, with Issue certificates (#29 item 9)', async ({
        page,
      }) => {
        await open(page, lang, d.trainerTitle);
        const item = card(page, 'certificates-ready').locator(`[data-batch="${BATCH_NO.guardSpring}"]`);
        await item.getByRole('link', { name: d.trainer.certificates.open }).click();
        await expect(page).toHaveURL(`/trainer/batch/${BATCH_NO.guardSpring}?tab=participants#certificates`);
        const section = page.locator('academy-shell academy-batch [part~="certificates"]');
        await expect(section.getByRole('heading', { level: 2 })).toBeFocused();
        await expect(section.getByRole('heading', { level: 2 })).toBeInViewport();
        const ready = section.locator('[part~="certificates-ready"]');
        await expect(ready).toHaveAttribute('data-count', /^[1-9]\d*$/);
        await expect(ready.getByRole('button', { name: verify.ready.issue })).toBeVisible();
      });
    });

    test.describe('both', () => {
      test.use({ signedIn: 'both' });

      test('loads both dashboards at once, toggles to the learner view, and keeps it after a reload', async ({
        page,
      }) => {
        const calls = new Set<string>();
        page.on('request', (request) => {
          const match = /reports\/v2\/dashboard\/(learner|trainer)\//.exec(request.url());
          if (match) calls.add(match[1]!);
        });
        await open(page, lang, d.trainerTitle);
        await expect.poll(() => [...calls].sort()).toEqual(['learner', 'trainer']);
        const toggle = page.locator('academy-shell').getByRole('group', { name: shell.dashboardView });
        await toggle.getByRole('button', { name: shell.learnerView }).click();
        await expect(dashboard(page).locator('h1')).toHaveText(d.learnerTitle);
        await expect(card(page, 'active-courses')).toBeVisible();
        await page.reload();
        await expect(dashboard(page).locator('h1')).toHaveText(d.learnerTitle);
        await expect(toggle.getByRole('button', { name: shell.learnerView })).toHaveAttribute('aria-pressed', 'true');
      });
    });

    test.describe('newcomer', () => {
      test.use({ signedIn: 'newcomer' });

      test('sees the discovery hero and empty states', async ({ page }) => {
        await open(page, lang, d.learnerTitle);
        await expect(card(page, 'discovery-hero')).toContainText(d.hero.title);
        await expect(card(page, 'feedback-banner')).toHaveCount(0);
        await expect(card(page, 'active-courses')).toContainText(d.activeCourses.empty);
        await expect(card(page, 'upcoming-exams')).toContainText(d.upcomingExams.empty);
        // The newcomer's content pages (seeded dynamic buttons 1, 5 and 6) follow the tickets link.
        await expect
          .poll(() => hrefs(page, 'support'))
          .toEqual(['/support/tickets', ...[1, 5, 6].map((id) => `/content/dynamic-button/${id}`)]);
        await card(page, 'support').getByRole('link', { name: d.support.tickets }).click();
        await expect(page).toHaveURL('/support/tickets');
        // The newcomer has no tickets yet: the list's empty state offers to create the first one.
        const tickets = page.locator('academy-tickets');
        await expect(tickets.locator('h1')).toHaveText(t.list.title);
        await expect(tickets.locator('[part~="empty"] h3')).toHaveText(t.empty.title);
        await expect(tickets.locator('[part~="create-first"]')).toHaveText(t.empty.createFirst);
      });
    });
  });
}
