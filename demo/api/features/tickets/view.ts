import { dateLocale } from '../../../../src/core/locale/locale';
import type { Lang } from '../../types';
import type { TicketHistoryRecord, TicketRecord } from './types';

// What the ticket routes answer: §3 Support ticket and history shapes, the search rule and the pagination block.

/** `created_at` as the client's locale shows dates (same locale tags as src/core/locale), in the server's zone. */
export function formatted(iso: string, lang: Lang): string {
  const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' };
  return new Intl.DateTimeFormat(dateLocale(lang), options).format(new Date(iso));
}

/** §3 history entry: the author both as `user.name` and `name`, content HTML as stored. */
export function publicHistory(entry: TicketHistoryRecord, lang: Lang) {
  const { id, content, name, created_at } = entry;
  return { id, content, user: { name }, name, created_at, created_at_formatted: formatted(created_at, lang) };
}

/** §3 Support ticket; `histories` (oldest first) only for the detail answer, `replies` always counts them. */
export function publicTicket(ticket: TicketRecord, lang: Lang, withHistories: boolean) {
  const { histories, ...fields } = ticket;
  return {
    ...fields,
    replies: histories.length,
    created_at_formatted: formatted(ticket.created_at, lang),
    ...(withHistories ? { histories: histories.map((entry) => publicHistory(entry, lang)) } : {}),
  };
}

/** Trimmed and lower-cased once, so each record costs one `includes` per field (linear time, Arabic as is). */
export function searchNeedle(search: string): string {
  return search.trim().toLowerCase();
}

/** The words of a message stored as HTML, its tags dropped (one linear pass), so a search for 'strong' finds no markup. */
export function textOf(html: string): string {
  return html.replace(/<[^>]*>/g, ' ');
}

/** Case-insensitive substring match of any of `fields`; an empty needle matches everything. */
export function matches(needle: string, fields: readonly (string | number)[]): boolean {
  return needle === '' || fields.some((field) => String(field).toLowerCase().includes(needle));
}

/** One page of `items` (`pageIndex` zero-based) and §3 Pagination: 1-based `current_page`, `from`/`to` null when empty. */
export function paginate<T>(items: readonly T[], pageIndex: number, limit: number) {
  const start = pageIndex * limit;
  const rows = items.slice(start, start + limit);
  return {
    rows,
    row_numbers: {
      current_page: pageIndex + 1,
      per_page: limit,
      total: items.length,
      last_page: Math.max(1, Math.ceil(items.length / limit)),
      from: rows.length > 0 ? start + 1 : null,
      to: rows.length > 0 ? start + rows.length : null,
    },
  };
}
