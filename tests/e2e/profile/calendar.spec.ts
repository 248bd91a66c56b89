// Hijri dates (#34), English and Arabic: the profile's calendar choice reaches another screen's dates (a ticket's
// created date in the list), Umm al-Qura alone, and back to Gregorian.
import type { Page } from '@playwright/test';
import type { CalendarPreference } from '../../../src/core/locale/calendar';
import { DATE_STYLE, formatDate } from '../../../src/core/locale/dates';
import { profileAr } from '../../../src/core/profile/strings/ar';
import { profileEn } from '../../../src/core/profile/strings/en';
import { expect, test } from '../_infra/fixtures';
import { LANGS } from '../shell/support';
import { format, ticketTexts, ticketsPage } from '../tickets/support';

/** Chooses `calendar` on the profile page and waits for the saved toast. */
async function chooseCalendar(page: Page, calendar: CalendarPreference, saved: string): Promise<void> {
  await page.goto('/profile/settings');
  const choice = page.locator(`academy-profile input[name="calendar"][value="${calendar}"]`);
  await choice.check();
  await expect(page.locator('[part="toast"] > p').filter({ hasText: saved })).toBeVisible();
  await expect(choice).toBeChecked();
}

for (const lang of LANGS) {
  const saved = (lang === 'ar' ? profileAr : profileEn).profile.calendar.saved;
  const { t } = ticketTexts(lang);

  test.describe(`calendar preference (${lang})`, () => {
    // An account of the test's own: the seeded accounts' dates are asserted by other workers in Gregorian.
    test.use({ lang, signedIn: 'fresh' });

    test('Hijri in the profile shows the ticket list dates in Umm al-Qura, then back in Gregorian', async ({
      page,
      session,
      request,
    }) => {
      const res = await request.post('/backend/support/ticket/create', {
        headers: { Authorization: `Bearer ${String(session?.token)}` },
        data: { type: 'technical_support', title: 'Calendar check', description: 'A ticket whose date is checked.' },
      });
      expect(res.status(), 'POST support/ticket/create').toBe(201);
      const ticket = ((await res.json()) as { data: { created_at: string } }).data;
      const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
      const created = (calendar: CalendarPreference) =>
        format(t.results.created, { date: formatDate(ticket.created_at, lang, { ...DATE_STYLE, timeZone }, calendar) });
      const row = () => ticketsPage(page, lang).rows.filter({ hasText: 'Calendar check' });

      await chooseCalendar(page, 'islamic-umalqura', saved);
      await page.goto('/support/tickets');
      await expect(row()).toContainText(created('islamic-umalqura'));
      await expect(row()).toContainText(lang === 'ar' ? /[٠-٩]+ هـ/ : /\d{4} AH/);

      await chooseCalendar(page, 'gregory', saved);
      await page.goto('/support/tickets');
      await expect(row()).toContainText(created('gregory'));
      await expect(row()).not.toContainText(lang === 'ar' ? 'هـ' : 'AH');
    });
  });
}
