import { defineFeature } from '../../feature';
import { TICKETS_MESSAGES } from './messages';
import { ticketRoutes } from './routes';
import { seedTickets } from './seed';
// Loads this feature's DataCollections augmentation wherever the feature is loaded.
import './types';

/** Support tickets (spec §2–§9): the user's own tickets, their conversation, and the support types. Seeds after catalog (places come from batches). */
export const tickets = defineFeature({
  name: 'tickets',
  version: 1,
  messages: TICKETS_MESSAGES,
  collections: ['tickets', 'support_types'],
  seed: seedTickets,
  routes: ticketRoutes,
});
