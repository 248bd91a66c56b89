// Generated from custom-elements.json by `npm run docs:tables` (scripts/react-components.ts): edit the JSDoc on
// the element, not this file. Importing it registers <academy-tickets> (only where `customElements` exists).
import '../../elements/academy-tickets';
import type { AcademyTickets as AcademyTicketsElement } from '../../elements/academy-tickets';
import { createComponent, type AcademyComponent } from './create-component';

// Named here too, so a host emitting declarations can name the component type (TS2742).
export type { AcademyComponent } from './create-component';

/** `<academy-tickets>`: Support tickets: the signed-in user's list (search, status filter, paging kept in the URL), the create form, and one ticket with its conversation, reply, close and reopen. */
export const AcademyTickets: AcademyComponent<
  AcademyTicketsElement,
  {
    /** Which screen to show (default `list`); any other value is ignored with a console warning. */
    view?: 'list' | 'create' | 'detail';
    /** The ticket number `view="detail"` shows. */
    ticketNo?: string;
    /** API host (the client adds `/backend/`). */
    apiBase?: string;
    /** Language of this element's text, overriding the page language (`setLanguage()`); the data it asks the API for stay in the page language. */
    lang?: 'en' | 'ar';
    /** Brand variant override. */
    brand?: 'safe' | 'aman' | 'association';
  },
  'academy-ticket-created' | 'academy-navigate' | 'academy-error' | 'academy-session-expired'
> = createComponent(
  'academy-tickets',
  { view: 'string', ticketNo: 'string', apiBase: 'string', lang: 'string', brand: 'string' },
  ['academy-ticket-created', 'academy-navigate', 'academy-error', 'academy-session-expired'],
);
