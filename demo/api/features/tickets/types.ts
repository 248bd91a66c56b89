// Support tickets and support types (spec §3) as their tables (schema.ts) hold them.

import type { ticketHistories, tickets } from './schema';

// Declared beside its column (schema.ts) so the two files do not import each other.
export type { TicketStatus } from './schema';

/** A support ticket row, without its conversation. */
export type TicketRecord = typeof tickets.$inferSelect;

/** One entry of a ticket's conversation. */
export type TicketHistoryRecord = typeof ticketHistories.$inferSelect;
