import { SupportTypeTableBody, TicketTableBody } from '../../../../src/core/api/schemas/tickets';
import { TICKET_PAGE_SIZE } from '../../../../src/core/tickets/list-query';
import { STATUS_FILTERS } from '../../../../src/core/tickets/ticket-status';
import type { ApiContext } from '../../context';
import type { Router } from '../../router';
import { isSupportStaff, reachableTicket } from './ticket-access';
import { historiesOf, supportTypePage, ticketPage } from './queries';
import { readTableQuery } from './table-query';
import { paged, publicTicket } from './view';
import { ticketWriteRoutes } from './write-routes';

// Reading tickets and support types. Every ticket route serves the signed-in user's own tickets, and support staff
// every ticket (./ticket-access.ts).

/** Support types are all active (1); 0 asks for inactive ones (none), -1 for every one. */
const TYPE_STATUSES = [-1, 0, 1];
const TYPE_PAGE_SIZE = 100;

/** Declares the ticket and support type routes (reads here, writes in write-routes.ts). */
export function ticketRoutes(router: Router, ctx: ApiContext): void {
  // §7: `page` is zero-based on the wire; `row_numbers.current_page` answers 1-based.
  router.post(
    'support/ticket/table',
    async (req) => {
      const query = readTableQuery(req, await req.body(), {
        firstPage: 0,
        defaultLimit: TICKET_PAGE_SIZE,
        statuses: STATUS_FILTERS,
      });
      // Support staff list everyone's tickets (#32); anyone else their own.
      const user = req.currentUser;
      const { rows, total } = await ticketPage(ctx.db, isSupportStaff(user) ? 'all' : user.id, query);
      const answer = rows.map(({ ticket, replies }) =>
        publicTicket(ticket, replies, req.lang, undefined, req.currentUser.calendar),
      );
      return req.ok('ok', paged(answer, total, query.pageIndex, query.limit));
    },
    { auth: true, body: TicketTableBody },
  );

  router.get(
    'support/ticket/get/{ticketNo}',
    async (req) => {
      const ticket = await reachableTicket(ctx.db, req, 'no', req.params.ticketNo);
      const histories = await historiesOf(ctx.db, ticket.id);
      return req.ok('ok', publicTicket(ticket, histories.length, req.lang, histories, req.currentUser.calendar));
    },
    { auth: true },
  );

  // §7 sends page 1, limit 100: unlike the ticket table, this table's `page` is 1-based on the wire.
  router.post(
    'base/support/type/table',
    async (req) => {
      const query = readTableQuery(req, await req.body(), {
        firstPage: 1,
        defaultLimit: TYPE_PAGE_SIZE,
        statuses: TYPE_STATUSES,
      });
      const { rows, total } = await supportTypePage(ctx.db, query);
      return req.ok('ok', paged(rows, total, query.pageIndex, query.limit));
    },
    { auth: true, body: SupportTypeTableBody },
  );

  ticketWriteRoutes(router, ctx);
}
