// Support staff (#32), in Arabic: the seeded `support` account opens a learner's ticket from its page, replies through
// the same form the owner uses, and the learner's bell counts "support answered your ticket", which opens the ticket.
import { BATCH_NO } from '../../../demo/api/features/batch/ids';
import { localDigits } from '../../../src/core/locale/numbers';
import { notificationsAr } from '../../../src/core/shell/notification-strings/ar';
import { createSession, enrolCandidate, expect, seedStorage, storageEntries, test } from '../_infra/fixtures';
import { dirOf, strings } from '../shell/support';
import { ticketTexts, ticketsPage } from './support';

const lang = 'ar';
const { t, spec } = ticketTexts(lang);

test.describe('support staff answer a ticket (ar)', () => {
  test.use({ lang, signedIn: 'support' });

  test("staff reply from the ticket page; the learner's bell counts it and opens the ticket", async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    // A learner of their own, so no other test's counts move.
    const candidate = await enrolCandidate(request, BATCH_NO.fireMorning, 'Candidate#2026');
    const learner = await createSession(request, candidate.credentials);
    const title = 'Certificate name is wrong';
    const created = await request.post('/backend/support/ticket/create', {
      headers: { Authorization: `Bearer ${learner.token}`, 'Accept-Language': 'ar' },
      data: { type: 'technical_support', title, description: 'My certificate shows another name, please fix it.' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const ticketNo = String(((await created.json()) as { data: { no: number } }).data.no);

    // Staff open it by its address, as the learner's own page.
    await page.goto(`/support/tickets/${ticketNo}`);
    const ui = ticketsPage(page, lang);
    await expect(ui.host).toHaveAttribute('dir', dirOf(lang));
    await expect(ui.heading).toHaveText(title);
    const answer = 'صحّحنا الاسم، وستصلك شهادة جديدة.';
    await ui.reply.fill(answer);
    await ui.send.click();
    await expect(ui.alert).toHaveText(spec.replied);
    await expect(ui.historyItems).toHaveCount(1);
    await expect(ui.historyItems.first().locator('.ticket-html')).toHaveText(answer);

    // The learner, in a browser of their own: the bell counts one, the panel words it, it opens the ticket.
    const context = await browser.newContext({ baseURL });
    const origin = new URL(baseURL ?? '').origin;
    await seedStorage(context, origin, storageEntries(learner, lang));
    const learnerPage = await context.newPage();
    await learnerPage.goto('/profile');
    const shell = learnerPage.locator('academy-shell');
    const bells = strings(lang).shell.notifications.label;
    const bell = shell.getByRole('button', { name: bells.one, exact: true });
    await expect(bell).toBeVisible();
    await expect(bell).toContainText('١');
    await bell.click();
    const panel = shell.locator('[part~="notifications"]');
    const item = panel.getByRole('link', { name: new RegExp(notificationsAr.notifications.kind['ticket-answered']) });
    await expect(item).toBeVisible();
    await expect(item.locator('.notification-detail')).toHaveText(`التذكرة ${localDigits(ticketNo, lang)} · ${title}`);
    await item.click();
    await expect(learnerPage).toHaveURL(`/support/tickets/${ticketNo}`);
    await expect(ticketsPage(learnerPage, lang).historyItems.first()).toContainText(answer);
    await expect(ticketsPage(learnerPage, lang).headerBadge).toHaveText(t.status.open);
    await context.close();
  });
});
