// Who sees which ticket, and what a ticket's HTML may do (spec §2 Support tickets, §6), English and Arabic: the seeded
// hostile ticket's formatting shows while its script and handler stay inert; `trainer` gets the same not-found card for
// `learner`'s ticket as for a missing one; a guest is sent to sign in with the ticket remembered.
import {
  LEARNER_HOSTILE_TICKET_NO,
  LEARNER_OPEN_TICKET_NO,
  TRAINER_TICKET_COUNT,
} from '../../../demo/api/features/tickets/ids';
import { RETURN_TO_KEY } from '../../../src/core/navigation/return-to';
import { expect, test } from '../_infra/fixtures';
import { LANGS, dirOf } from '../shell/support';
import { format, seededTickets, ticketTexts, ticketsPage } from './support';

declare global {
  interface Window {
    __ticketXss?: number;
  }
}

for (const lang of LANGS) {
  const { t } = ticketTexts(lang);

  test.describe(`ticket access (${lang})`, () => {
    test.use({ lang });

    test.describe('learner', () => {
      test.use({ signedIn: 'learner' });

      test("a ticket's hostile HTML shows its formatting and runs nothing", async ({ page }) => {
        await page.goto(`/support/tickets/${LEARNER_HOSTILE_TICKET_NO}`);
        const ui = ticketsPage(page, lang);
        await expect(ui.message.locator('strong')).toHaveText('strange symbols');
        await expect(ui.message.locator('li')).toHaveText(['the header', 'the first question']);
        await expect(ui.historyItems.first().locator('.ticket-html strong')).toHaveText('Please check.');
        // The seeded <img src=x> has failed to load: had its onerror survived, it would have run by now.
        await expect
          .poll(() =>
            ui.host.evaluate((host) => [...host.shadowRoot!.querySelectorAll('img')].every((img) => img.complete)),
          )
          .toBe(true);
        const found = await ui.host.evaluate((host) => ({
          scripts: host.shadowRoot!.querySelectorAll('script').length,
          handlers: host.shadowRoot!.querySelectorAll('[onerror]').length,
          markup: /onerror|<script/i.test(host.shadowRoot!.innerHTML),
          ran: window.__ticketXss ?? null,
        }));
        expect(found).toEqual({ scripts: 0, handlers: 0, markup: false, ran: null });
      });
    });

    test.describe('trainer', () => {
      test.use({ signedIn: 'trainer' });

      test("learner's ticket is 'not found', the same as a missing one, and its button leads to the list", async ({
        page,
      }) => {
        const ui = ticketsPage(page, lang);
        await page.goto('/support/tickets/999999');
        await expect(ui.notFound.locator('h1')).toHaveText(t.detail.notFoundTitle);
        const missing = await ui.notFound.textContent();

        await page.goto(`/support/tickets/${LEARNER_OPEN_TICKET_NO}`);
        await expect(ui.notFound.locator('h1')).toHaveText(t.detail.notFoundTitle);
        await expect(ui.host).toHaveAttribute('dir', dirOf(lang));
        expect(await ui.notFound.textContent()).toBe(missing);
        await expect(ui.notFound).toContainText(t.detail.notFoundBody);
        await ui.notFound.getByRole('link', { name: t.backToList }).click();
        await expect(page).toHaveURL('/support/tickets');
        await expect.poll(ui.rowNumbers).toEqual(seededTickets('trainer').map((ticket) => ticket.no));
        await expect(ui.range).toHaveText(
          format(t.results.range, { from: 1, to: TRAINER_TICKET_COUNT, total: TRAINER_TICKET_COUNT }),
        );
      });
    });

    test('a guest opening the create form or a ticket is sent to sign in, the location remembered', async ({
      page,
    }) => {
      for (const path of ['/support/tickets/create', `/support/tickets/${LEARNER_OPEN_TICKET_NO}`]) {
        await page.goto(path);
        await expect(page).toHaveURL('/auth/login');
        await expect(page.locator('academy-login')).toBeVisible();
        expect(await page.evaluate((key) => sessionStorage.getItem(key), RETURN_TO_KEY)).toBe(path);
      }
    });
  });
}
