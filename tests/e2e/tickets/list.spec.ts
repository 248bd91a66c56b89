// The ticket list as `learner` finds it (spec §2 Support tickets, §4, §9), English and Arabic, read-only (other
// workers count the learner's tickets): paging kept in the URL through back and reload, the status filter, search by
// title word, number and message word, the no-match state and its clear button, refresh and RTL (axe: shell/axe-matrix.spec.ts).
import {
  DESCRIPTION_ONLY_WORD,
  LEARNER_OPEN_TICKET_NO,
  LEARNER_TICKET_COUNTS,
} from '../../../demo/api/features/tickets/ids';
import { expect, test } from '../_infra/fixtures';
import { LANGS, dirOf } from '../shell/support';
import {
  format,
  searchSeeded,
  seededTicketRow,
  seededTickets,
  ticketTexts,
  ticketsPage,
  type TicketsPage,
} from './support';

const LEARNER = seededTickets('learner');
const PAGE_SIZE = 10;
const numbers = (tickets: readonly { no: string }[]) => tickets.map((ticket) => ticket.no);

for (const lang of LANGS) {
  const { t } = ticketTexts(lang);
  const range = (from: number, to: number, total: number) => format(t.results.range, { from, to, total });

  /** The list shows exactly `expected`, with its range. */
  async function expectRows(
    ui: TicketsPage,
    expected: readonly { no: string }[],
    from = 1,
    total = expected.length,
  ): Promise<void> {
    await expect.poll(ui.rowNumbers).toEqual(numbers(expected));
    await expect(ui.range).toHaveText(range(from, from + expected.length - 1, total));
  }

  test.describe(`ticket list (${lang})`, () => {
    test.use({ lang, signedIn: 'learner' });

    test('pages through the tickets; the page lives in the URL through back and reload, and a page past the end shows the last', async ({
      page,
    }) => {
      expect(LEARNER).toHaveLength(LEARNER_TICKET_COUNTS.all);
      await page.goto('/support/tickets');
      const ui = ticketsPage(page, lang);
      await expect(ui.heading).toHaveText(t.list.title);
      await expect(ui.host).toHaveAttribute('dir', dirOf(lang));
      await expect(ui.host.getByText(t.list.subtitle)).toBeVisible();
      await expect(ui.create).toHaveAttribute('href', '/support/tickets/create');
      await expectRows(ui, LEARNER.slice(0, PAGE_SIZE), 1, LEARNER.length);
      await expect(ui.pageStatus).toHaveText(format(t.pager.page, { page: 1, pages: 3 }));
      await expect(ui.previous).toBeDisabled();

      await ui.next.click();
      await expect(page).toHaveURL('/support/tickets?page=2');
      await expectRows(ui, LEARNER.slice(PAGE_SIZE, 2 * PAGE_SIZE), 11, LEARNER.length);
      await expect(ui.pageStatus).toHaveText(format(t.pager.page, { page: 2, pages: 3 }));
      await page.reload();
      await expect(page).toHaveURL('/support/tickets?page=2');
      await expectRows(ui, LEARNER.slice(PAGE_SIZE, 2 * PAGE_SIZE), 11, LEARNER.length);
      await page.goBack();
      await expect(page).toHaveURL('/support/tickets');
      await expectRows(ui, LEARNER.slice(0, PAGE_SIZE), 1, LEARNER.length);
      await expect(ui.pageStatus).toHaveText(format(t.pager.page, { page: 1, pages: 3 }));

      // A page past the end (an old link) shows the last one instead.
      await page.goto('/support/tickets?page=99');
      await expect(page).toHaveURL('/support/tickets?page=3');
      await expectRows(ui, LEARNER.slice(2 * PAGE_SIZE), 21, LEARNER.length);
      await expect(ui.next).toBeDisabled();
    });

    test('filters by status, searches by title word, number and message word, clears and refreshes', async ({
      page,
    }) => {
      await page.goto('/support/tickets');
      const ui = ticketsPage(page, lang);
      await expect(ui.rows).toHaveCount(PAGE_SIZE);
      // Arabic labels in RTL (§2): the status choices come from the dictionary.
      await expect(ui.status.locator('option')).toHaveText([
        t.status.all,
        t.status.open,
        t.status.closed,
        t.status.reopened,
      ]);

      await ui.status.selectOption('2');
      await expect(page).toHaveURL(/[?&]status=2(&|$)/);
      await expectRows(
        ui,
        LEARNER.filter((ticket) => ticket.status === 2),
        1,
        LEARNER_TICKET_COUNTS.closed,
      );
      await expect(ui.badges).toHaveText(Array<string>(LEARNER_TICKET_COUNTS.closed).fill(t.status.closed));
      await expect(ui.pager).toHaveCount(0);
      await ui.status.selectOption('-1');
      await expect(ui.rows).toHaveCount(PAGE_SIZE);

      // A word of two titles, submitted with Enter.
      await ui.search.fill('Certificate');
      await ui.search.press('Enter');
      await expect(page).toHaveURL('/support/tickets?search=Certificate');
      const byTitle = searchSeeded(LEARNER, 'certificate');
      expect(byTitle.map((ticket) => ticket.title.toLowerCase().includes('certificate'))).toEqual([true, true]);
      await expectRows(ui, byTitle);

      // A ticket number, submitted with the button.
      await ui.search.fill(String(LEARNER_OPEN_TICKET_NO));
      await ui.searchButton.click();
      await expectRows(ui, [{ no: String(LEARNER_OPEN_TICKET_NO) }]);

      // A word found only in two messages.
      await ui.search.fill(DESCRIPTION_ONLY_WORD);
      await ui.search.press('Enter');
      const byMessage = searchSeeded(LEARNER, DESCRIPTION_ONLY_WORD);
      expect(byMessage).toHaveLength(2);
      expect(byMessage.some((ticket) => ticket.title.toLowerCase().includes(DESCRIPTION_ONLY_WORD))).toBe(false);
      await expectRows(ui, byMessage);

      await ui.search.fill('no such ticket anywhere');
      await ui.search.press('Enter');
      await expect(ui.empty).toContainText(t.empty.noMatches);
      await expect(ui.rows).toHaveCount(0);
      await expect(ui.range).toHaveCount(0);
      await ui.clear.click();
      await expect(page).toHaveURL('/support/tickets');
      await expect(ui.search).toHaveValue('');
      await expect(ui.status).toHaveValue('-1');
      await expectRows(ui, LEARNER.slice(0, PAGE_SIZE), 1, LEARNER.length);

      const asked = page.waitForRequest(
        (request) => request.url().endsWith('/backend/support/ticket/table') && request.method() === 'POST',
      );
      await ui.refresh.click();
      await asked;
      await expect(ui.rows).toHaveCount(PAGE_SIZE);
    });

    test("a seeded ticket's training location is in the page's language (#29 item 12)", async ({ page }) => {
      const seeded = seededTicketRow(LEARNER_OPEN_TICKET_NO);
      await page.goto(`/support/tickets/${LEARNER_OPEN_TICKET_NO}`);
      const ui = ticketsPage(page, lang);
      await expect(ui.fact(t.detail.location)).toHaveText(
        String(lang === 'ar' ? seeded.training_location_ar : seeded.training_location),
      );
    });
  });
}
