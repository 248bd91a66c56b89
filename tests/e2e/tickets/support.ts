// Shared helpers of the support-ticket journeys (tests/e2e/tickets/**): strings, the seeded tickets, and the locators of
// `<academy-tickets>` (they pierce its open shadow root).
import type { Page } from '@playwright/test';
import { instantAt, readFixture } from '../../../demo/api/db/fixtures';
import { commonDictionary } from '../../../src/core/locale/dictionaries/common';
import { ticketsAr } from '../../../src/core/tickets/strings/ar';
import { ticketsEn } from '../../../src/core/tickets/strings/en';
import { format } from '../login/support';
import type { Lang } from '../_infra/fixtures';

export { format };

/** §5 and §8 texts verbatim from the spec: English journeys assert these, Arabic ones the Arabic dictionary. */
const SPEC_EN = {
  validation: {
    typeRequired: 'Type field is required.',
    titleRequired: 'Ticket title is required.',
    descriptionRequired: 'Description field is required.',
    descriptionMin: 'Description must be at least 20 characters.',
  },
  created: 'Support ticket created successfully',
  replied: 'Reply added successfully',
  reopened: 'Support ticket reopened successfully',
};

/** The ticket strings a journey asserts in `lang`: the dictionary, with the spec's own English where it has some. */
export function ticketTexts(lang: Lang) {
  const t = (lang === 'ar' ? ticketsAr : ticketsEn).tickets;
  const spec =
    lang === 'en'
      ? SPEC_EN
      : { validation: t.validation, created: t.create.success, replied: t.reply.success, reopened: t.reopen.success };
  return { t, spec, common: commonDictionary[lang].common };
}

/** A seeded ticket as the list shows it (demo/api/features/tickets/fixtures/tickets.json). */
export interface SeededTicket {
  no: string;
  title: string;
  description: string;
  status: number;
}

const fixture = (path: string) => readFixture(new URL(`../../../demo/api/features/${path}`, import.meta.url));

/** `owner`'s seeded tickets, newest first (the list's order). */
export function seededTickets(owner: 'learner' | 'trainer'): SeededTicket[] {
  const ownerId = fixture('auth/fixtures/users.json').find((user) => user.username === owner)?.id;
  const now = Date.now();
  const openedAt = (row: Readonly<Record<string, unknown>>) => instantAt((row.created_at as { $at: string }).$at, now);
  return fixture('tickets/fixtures/tickets.json')
    .filter((row) => row.user_id === ownerId)
    .sort((a, b) => openedAt(b) - openedAt(a) || Number(b.no) - Number(a.no))
    .map((row) => ({
      no: String(row.no),
      title: String(row.title),
      description: String(row.description),
      status: Number(row.status),
    }));
}

/** The seeded ticket numbered `no`, every stored field as the fixture holds it. */
export function seededTicketRow(no: number): Readonly<Record<string, unknown>> {
  const row = fixture('tickets/fixtures/tickets.json').find((item) => item.no === no);
  if (!row) throw new Error(`no seeded ticket ${no}`);
  return row;
}

/** The seeded tickets §2's search finds: a case-insensitive substring of the title, number or message. */
export function searchSeeded(tickets: readonly SeededTicket[], text: string): SeededTicket[] {
  const needle = text.trim().toLowerCase();
  return tickets.filter((ticket) =>
    [ticket.title, ticket.no, ticket.description].some((field) => field.toLowerCase().includes(needle)),
  );
}

/** `<academy-tickets>` and its parts: list, create form and detail. */
export function ticketsPage(page: Page, lang: Lang) {
  const { t } = ticketTexts(lang);
  const host = page.locator('academy-tickets');
  const rows = host.locator('[part~="row"]');
  const pager = host.locator('[part~="pager"]');
  const detail = host.locator('.ticket-detail');
  return {
    host,
    heading: host.locator('h1'),
    // list
    create: host.locator('[part~="create"]'),
    rows,
    rowNumbers: () => rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-ticket-no'))),
    badges: rows.locator('[part~="status-badge"]'),
    range: host.locator('[part~="range"]'),
    pager,
    pageStatus: host.locator('[part~="page-status"]'),
    previous: pager.getByRole('button', { name: t.pager.previous }),
    next: pager.getByRole('button', { name: t.pager.next }),
    search: host.locator('input[name="search"]'),
    searchButton: host.locator('[part~="search-button"]'),
    status: host.locator('select[name="status"]'),
    refresh: host.locator('[part~="refresh"]'),
    empty: host.locator('[part~="empty"]'),
    createFirst: host.locator('[part~="create-first"]'),
    clear: host.locator('[part~="empty"]').getByRole('button', { name: t.empty.clear }),
    // create form
    type: host.locator('select[name="type"]'),
    title: host.locator('input[name="title"]'),
    description: host.locator('textarea[name="description"]'),
    counter: host.locator('[part~="counter"]'),
    submit: host.locator('[part~="form"] button[type="submit"]'),
    /** The message under the control named `name`. */
    errorOf: (name: string) =>
      host
        .locator('[part~="field"]')
        .filter({ has: page.locator(`[name="${name}"]`) })
        .locator('.field-error'),
    // detail
    headerBadge: host.locator('[part~="header"] [part~="status-badge"]'),
    /** The value shown for a fact (name, email…), by its label. */
    fact: (label: string) =>
      host
        .locator('[part~="facts"] > div')
        .filter({ has: page.locator('dt', { hasText: label }) })
        .locator('dd'),
    message: host.locator('[part~="message"] .ticket-html'),
    history: host.locator('[part~="history"]'),
    historyItems: host.locator('[part~="history-item"]'),
    alert: detail.locator('.ticket-outcome .alert'),
    replyBox: host.locator('[part~="reply"]'),
    reply: host.locator('textarea[name="content"]'),
    closeNow: host.locator('input[name="close_now"]'),
    send: host.locator('[part~="reply"] button[type="submit"]'),
    closedNotice: host.locator('[part~="closed-notice"]'),
    reopen: host.locator('[part~="reopen"]'),
    notFound: host.locator('[part~="not-found"]'),
  };
}

export type TicketsPage = ReturnType<typeof ticketsPage>;

/** The message of each toast on the page (the first mounted element shows them). */
export const toastMessages = (page: Page) => page.locator('[part="toast"] > p');
