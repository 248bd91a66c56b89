import { defineScreens } from '../screens';

/** §2 support tickets: one `<academy-tickets>` for the list, the form and a ticket, updated in place between them. */
export const screens = defineScreens({
  tickets: {
    title: { en: 'Support tickets', ar: 'تذاكر الدعم' },
    layout: 'shell',
    tag: 'academy-tickets',
    attributes: () => ({ view: 'list' }),
  },
  'ticket-create': {
    title: { en: 'New support ticket', ar: 'تذكرة دعم جديدة' },
    layout: 'shell',
    tag: 'academy-tickets',
    attributes: () => ({ view: 'create' }),
  },
  'ticket-detail': {
    title: { en: 'Support ticket', ar: 'تذكرة دعم' },
    layout: 'shell',
    tag: 'academy-tickets',
    attributes: (params) => ({ view: 'detail', 'ticket-no': params.ticketNo ?? '' }),
  },
});
