import { fileURLToPath } from 'node:url';
import { defineFeature } from '../../feature';
import { TICKETS_LIMITS } from './limits';
import { TICKETS_MESSAGES } from './messages';
import { ticketRoutes } from './routes';
import { seedTickets } from './seed';

/**
 * Support tickets (spec §2–§9): the user's own tickets, their conversation, and the support types, in their own tables.
 * Seeds after batch: a ticket copies its author's place from their batch.
 */
export const tickets = defineFeature({
  name: 'tickets',
  elements: ['tickets'],
  messages: TICKETS_MESSAGES,
  limits: TICKETS_LIMITS,
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
  seed: seedTickets,
  routes: ticketRoutes,
});
