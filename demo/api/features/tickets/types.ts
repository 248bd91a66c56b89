// Support tickets and support types (spec §3) as their tables (schema.ts) hold them.

import type { TICKET_STATUS } from '../../../../src/core/tickets/ticket-status';
import type { ticketHistories, tickets } from './schema';

/** §4 Support ticket states as stored (-1 "all" exists only as a list filter); one table with the client's. */
export type TicketStatus = Exclude<(typeof TICKET_STATUS)[keyof typeof TICKET_STATUS], -1>;

/** A support ticket row, without its conversation. */
export type TicketRecord = typeof tickets.$inferSelect;

/** One entry of a ticket's conversation. */
export type TicketHistoryRecord = typeof ticketHistories.$inferSelect;
