import { defineScreens } from '../screens';

/** §2 support tickets: one `<academy-tickets>` for the list, the form and a ticket, updated in place between them. */
export const screens = defineScreens({
  tickets: { layout: 'shell', tag: 'academy-tickets', attributes: () => ({ view: 'list' }) },
  'ticket-create': { layout: 'shell', tag: 'academy-tickets', attributes: () => ({ view: 'create' }) },
  'ticket-detail': { layout: 'shell', tag: 'academy-tickets', attributes: (params) => ({ view: 'detail', 'ticket-no': params.ticketNo ?? '' }) },
});
