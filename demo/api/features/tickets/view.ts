import type { CalendarPreference } from '../../../../src/core/locale/calendar';
import { DATE_TIME_STYLE, formatDate } from '../../../../src/core/locale/dates';
import { nameIn } from '../../../../src/core/locale/person-name';
import { pick } from '../../bilingual';
import type { Lang } from '../../types';
import type { TicketHistoryRecord, TicketRecord } from './types';

// What the ticket routes answer: §3 Support ticket and history shapes, and the pagination block.

/** `created_at` as the client shows dates (its one formatter, the reader's calendar), in the server's zone. */
function formatted(at: Date, lang: Lang, calendar: CalendarPreference): string {
  return formatDate(at, lang, DATE_TIME_STYLE, calendar);
}

/** §3 history entry: the author both as `user.name` and `name` (in Arabic on Arabic pages), content HTML as stored. */
export function publicHistory(entry: TicketHistoryRecord, lang: Lang, calendar: CalendarPreference = 'gregory') {
  const { id, content, created_at } = entry;
  const name = nameIn(lang, entry);
  return {
    id,
    content,
    user: { name },
    name,
    created_at: created_at.toISOString(),
    created_at_formatted: formatted(created_at, lang, calendar),
  };
}

/**
 * §3 Support ticket; `histories` (oldest first) only for the detail answer, `replies` always counts them;
 * `calendar` is the reader's (#34).
 */
export function publicTicket(
  ticket: TicketRecord,
  replies: number,
  lang: Lang,
  histories?: readonly TicketHistoryRecord[],
  calendar: CalendarPreference = 'gregory',
) {
  // Fields in §3's order, so every answer's JSON keeps the same text.
  return {
    id: ticket.id,
    no: ticket.no,
    title: ticket.title,
    name: nameIn(lang, ticket),
    email: ticket.email,
    phone: ticket.phone,
    nid: ticket.nid,
    training_location: ticket.training_location && pick(lang, ticket.training_location, ticket.training_location_ar),
    city: ticket.city,
    state: ticket.state,
    country: ticket.country,
    type: ticket.type,
    status: ticket.status,
    description: ticket.description,
    user_id: ticket.user_id,
    file_id: ticket.file_id,
    created_at: ticket.created_at.toISOString(),
    replies,
    created_at_formatted: formatted(ticket.created_at, lang, calendar),
    ...(histories ? { histories: histories.map((entry) => publicHistory(entry, lang, calendar)) } : {}),
  };
}

/** One page's `rows` (`pageIndex` zero-based) of `total` matches, with §3 Pagination: 1-based `current_page`, `from`/`to` null when empty. */
export function paged<T>(rows: readonly T[], total: number, pageIndex: number, limit: number) {
  const start = pageIndex * limit;
  return {
    rows,
    row_numbers: {
      current_page: pageIndex + 1,
      per_page: limit,
      total,
      last_page: Math.max(1, Math.ceil(total / limit)),
      from: rows.length > 0 ? start + 1 : null,
      to: rows.length > 0 ? start + rows.length : null,
    },
  };
}
