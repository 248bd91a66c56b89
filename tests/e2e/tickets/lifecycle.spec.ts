// A ticket's whole life as a new learner lives it (spec §2 Support tickets, §4, §5, §8, §9), English and Arabic: the
// empty list, the create form's every §5 message, its counter and cap, the toast, `academy-ticket-created` and the list
// 2 s later, then the detail: a blank reply refused, a reply, its alert gone after 5 s, close with a reply, reopen.
// One fresh account per language (sign-ups are rate-limited), on Playwright's clock for the 2 s and 5 s waits; axe
// checks the form and a ticket as `learner` apart (it runs on timers, which the paused clock would stop).
import { LEARNER_OPEN_TICKET_NO } from '../../../demo/api/features/tickets/ids';
import { localDigits } from '../../../src/core/locale/numbers';
import { DESCRIPTION_MAX } from '../../../src/core/tickets/ticket-rules';
import { expect, test } from '../_infra/fixtures';
import { LANGS, dirOf, pauseClock } from '../shell/support';
import { format, ticketTexts, ticketsPage, toastMessages } from './support';

type Created = { ticketNo: string; ticketId: string };

for (const lang of LANGS) {
  const { t, spec } = ticketTexts(lang);

  test.describe(`ticket lifecycle (${lang})`, () => {
    test.use({ lang, signedIn: 'fresh' });

    test('creates a first ticket, replies, closes it with a reply and reopens it', async ({ page, session }) => {
      await page.clock.install();
      await page.goto('/support/tickets');
      const ui = ticketsPage(page, lang);
      await expect(ui.host).toHaveAttribute('dir', dirOf(lang));
      await expect(ui.empty.locator('h3')).toHaveText(t.empty.title);
      await expect(ui.range).toHaveCount(0);
      await ui.createFirst.click();
      await expect(page).toHaveURL('/support/tickets/create');
      await expect(ui.heading).toHaveText(t.create.title);
      await expect(ui.type).toBeEnabled();

      // §5: every rule's message, each cleared by editing its own field.
      await ui.submit.click();
      await expect(ui.errorOf('type')).toHaveText(spec.validation.typeRequired);
      await expect(ui.errorOf('title')).toHaveText(spec.validation.titleRequired);
      await expect(ui.errorOf('description')).toHaveText(spec.validation.descriptionRequired);
      await expect(ui.type).toBeFocused();
      await ui.type.selectOption({ index: 1 });
      await expect(ui.errorOf('type')).toHaveCount(0);
      await expect(ui.errorOf('title')).toHaveCount(1);
      const title = `Certificate name (${lang})`;
      await ui.title.fill(title);
      await expect(ui.errorOf('title')).toHaveCount(0);
      await ui.description.fill('Ten chars.');
      await expect(ui.errorOf('description')).toHaveCount(0);
      await expect(ui.counter).toHaveText(format(t.create.counter, { count: 10, max: DESCRIPTION_MAX }, lang));
      await ui.submit.click();
      await expect(ui.errorOf('description')).toHaveText(spec.validation.descriptionMin);
      await expect(ui.errorOf('type')).toHaveCount(0);

      // The 1000 cap: a long fill, a key typed at the cap, and a paste past it all stop at 1000.
      await ui.description.fill('x'.repeat(DESCRIPTION_MAX + 200));
      await expect(ui.counter).toHaveText(
        format(t.create.counter, { count: DESCRIPTION_MAX, max: DESCRIPTION_MAX }, lang),
      );
      await ui.description.press('y');
      await expect(ui.description).toHaveValue('x'.repeat(DESCRIPTION_MAX));
      await ui.description.fill('x'.repeat(DESCRIPTION_MAX - 10));
      await page.keyboard.insertText('y'.repeat(50));
      await expect(ui.description).toHaveValue(`${'x'.repeat(DESCRIPTION_MAX - 10)}${'y'.repeat(10)}`);
      await expect(ui.errorOf('description')).toHaveCount(0);

      // Typed text is text: markup-like characters show exactly as typed (issue 21, item 15).
      const description = `My certificate shows the wrong name; it should read ${String(session?.user.name)}. a <b>bold</b> claim & 5 < 6 … x<y>z`;
      await ui.description.fill(description);
      await page.evaluate(() => {
        const w = window as unknown as { __created: unknown[] };
        w.__created = [];
        document.addEventListener('academy-ticket-created', (event) => w.__created.push((event as CustomEvent).detail));
      });
      // From here the page's time moves only when the test says so.
      await pauseClock(page);
      await ui.submit.click();
      await expect(toastMessages(page).filter({ hasText: spec.created })).toBeVisible();
      await expect(ui.host.locator('[part~="form"] .alert-success')).toContainText(spec.created);
      const [created] = await page.evaluate(() => (window as unknown as { __created: Created[] }).__created);
      expect(created?.ticketNo).toMatch(/^\d+$/);
      await page.clock.runFor(1900);
      await expect(page).toHaveURL('/support/tickets/create');
      await page.clock.runFor(100);
      await expect(page).toHaveURL('/support/tickets');
      await expect.poll(ui.rowNumbers).toEqual([created?.ticketNo]);
      await expect(ui.rows.first().locator('h3')).toHaveText(title);
      await expect(ui.badges).toHaveText([t.status.open]);

      await ui.rows.first().locator('[part~="view"]').click();
      await expect(page).toHaveURL(`/support/tickets/${created?.ticketNo}`);
      await expect(ui.heading).toHaveText(title);
      // In the page's digits (#29 item 12).
      await expect(
        ui.host.getByText(format(t.detail.number, { no: localDigits(created?.ticketNo ?? '', lang) })),
      ).toBeVisible();
      await expect(ui.headerBadge).toHaveText(t.status.open);
      await expect(ui.fact(t.detail.name)).toHaveText(String(session?.user.name));
      await expect(ui.fact(t.detail.email)).toHaveText(String(session?.user.email));
      await expect(ui.message).toHaveText(description);
      await expect(ui.message.locator('b, y')).toHaveCount(0);
      await expect(ui.history).toContainText(t.detail.noHistory);

      // §5: a blank reply is refused; §4: a reply shows in the history, its alert hides after 5 s.
      await ui.reply.fill('   ');
      await ui.send.click();
      await expect(ui.errorOf('content')).toHaveText(t.validation.replyRequired);
      const reply = 'The course is <i>Fire Science</i> Basics & 5 < 6 x<y>z.';
      await ui.reply.fill(reply);
      await expect(ui.errorOf('content')).toHaveCount(0);
      await ui.send.click();
      await expect(ui.alert).toHaveText(spec.replied);
      await expect(ui.historyItems).toHaveCount(1);
      await expect(ui.historyItems.first().locator('.ticket-html')).toHaveText(reply);
      await expect(ui.historyItems.first().locator('.ticket-html i')).toHaveCount(0);
      await expect(ui.historyItems.first()).toContainText(String(session?.user.name));
      await expect(ui.reply).toHaveValue('');
      await page.clock.runFor(4900);
      await expect(ui.alert).toBeVisible();
      await page.clock.runFor(100);
      await expect(ui.alert).toHaveCount(0);

      // Close with a reply: Closed, the closed notice, Reopen, no reply box.
      await ui.reply.fill('Thank you, that is all.');
      await ui.closeNow.check();
      await ui.send.click();
      await expect(ui.alert).toHaveText(spec.replied);
      await expect(ui.headerBadge).toHaveText(t.status.closed);
      await expect(ui.closedNotice).toHaveText(t.detail.closedNotice);
      await expect(ui.reopen).toHaveText(t.reopen.button);
      await expect(ui.replyBox).toHaveCount(0);
      await expect(ui.historyItems).toHaveCount(2);

      await ui.reopen.click();
      await expect(ui.alert).toHaveText(spec.reopened);
      await expect(ui.headerBadge).toHaveText(t.status.reopened);
      await expect(ui.closedNotice).toHaveCount(0);
      await expect(ui.reopen).toHaveCount(0);
      await expect(ui.reply).toBeVisible();
    });
  });

  test.describe(`ticket forms, accessibility (${lang})`, () => {
    // Read-only: the form's messages are the client's own, and nothing is sent.
    test.use({ lang, signedIn: 'learner' });

    test('the create form with its messages and an open ticket with its reply box pass axe', async ({ page, axe }) => {
      const ui = ticketsPage(page, lang);
      await page.goto('/support/tickets/create');
      await expect(ui.type).toBeEnabled();
      await ui.submit.click();
      await expect(ui.errorOf('description')).toHaveText(spec.validation.descriptionRequired);
      expect((await axe().include('academy-tickets').analyze()).violations.map((v) => v.id)).toEqual([]);

      await ui.host.locator('[part~="back"]').click();
      await expect(page).toHaveURL('/support/tickets');
      await page.goto(`/support/tickets/${LEARNER_OPEN_TICKET_NO}`);
      await expect(ui.headerBadge).toHaveText(t.status.open);
      await expect(ui.historyItems).toHaveCount(2);
      await expect(ui.replyBox).toBeVisible();
      expect((await axe().include('academy-tickets').analyze()).violations.map((v) => v.id)).toEqual([]);
    });
  });
}
