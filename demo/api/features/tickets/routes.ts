import { SupportTypeTableBody, TicketTableBody } from '../../../../src/core/api/schemas/tickets';
import { TICKET_PAGE_SIZE } from '../../../../src/core/tickets/list-query';
import type { ApiContext } from '../../context';
import type { Router } from '../../router';
import { ownTicket } from './own-ticket';
import { readTableQuery } from './table-query';
import { STATUS_FILTERS } from '../../../../src/core/tickets/ticket-status';
import type { TicketRecord } from './types';
import { matches, paginate, publicTicket, searchNeedle, textOf } from './view';
import { ticketWriteRoutes } from './write-routes';

// Reading tickets and support types. Every ticket route serves the signed-in user's own tickets only.

/** Support types are all active (1); 0 asks for inactive ones (none), -1 for every one. */
const TYPE_STATUSES = [-1, 0, 1];
const TYPE_PAGE_SIZE = 100;

/** Newest first; the id breaks ties of one instant. */
const newestFirst = (a: TicketRecord, b: TicketRecord) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id;

export function ticketRoutes(router: Router, ctx: ApiContext): void {
  // §7: `page` is zero-based on the wire; `row_numbers.current_page` answers 1-based.
  router.post(
    'support/ticket/table',
    async (req) => {
      const query = readTableQuery(req, await req.body(), { firstPage: 0, defaultLimit: TICKET_PAGE_SIZE, statuses: STATUS_FILTERS });
      const needle = searchNeedle(query.search);
      const userId = req.currentUser.id;
      const found = ctx.store.data.tickets
        .filter((ticket) => ticket.user_id === userId && (query.status === -1 || ticket.status === query.status))
        .filter((ticket) => matches(needle, [ticket.title, ticket.no, textOf(ticket.description)]))
        .sort(newestFirst);
      const { rows, row_numbers } = paginate(found, query.pageIndex, query.limit);
      return req.ok('ok', { rows: rows.map((ticket) => publicTicket(ticket, req.lang, false)), row_numbers });
    },
    { auth: true, body: TicketTableBody },
  );

  router.get('support/ticket/get/{ticketNo}', (req) => req.ok('ok', publicTicket(ownTicket(ctx, req, 'no', req.params.ticketNo), req.lang, true)), {
    auth: true,
  });

  // §7 sends page 1, limit 100: unlike the ticket table, this table's `page` is 1-based on the wire.
  router.post(
    'base/support/type/table',
    async (req) => {
      const query = readTableQuery(req, await req.body(), { firstPage: 1, defaultLimit: TYPE_PAGE_SIZE, statuses: TYPE_STATUSES });
      const needle = searchNeedle(query.search);
      const found = ctx.store.data.support_types
        .filter((item) => (query.status === -1 || item.status === query.status) && matches(needle, [item.name_en, item.name_ar, item.value, item.label]))
        .map(({ id, name_en, name_ar, value, label }) => ({ id, name_en, name_ar, value, label }));
      return req.ok('ok', paginate(found, query.pageIndex, query.limit));
    },
    { auth: true, body: SupportTypeTableBody },
  );

  ticketWriteRoutes(router, ctx);
}
