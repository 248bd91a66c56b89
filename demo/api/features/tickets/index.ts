import { fileURLToPath } from 'node:url';
import { defineFeature } from '../../feature';
import { TICKETS_MESSAGES } from './messages';
import { ticketRoutes } from './routes';
import { seedTickets } from './seed';

/**
 * Support tickets (spec §2–§9): the user's own tickets, their conversation, and the support types, in their own tables.
 * Seeds after catalog: a ticket copies its author's place from their batch.
 */
export const tickets = defineFeature({
  name: 'tickets',
  version: 2,
  messages: TICKETS_MESSAGES,
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
  seedTables: seedTickets,
  routes: ticketRoutes,
});
