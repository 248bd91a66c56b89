import { ticketsDictionary } from '../core/tickets/strings';
import type { TicketsProps } from '../react/tickets/tickets-props';
import { createAcademyElement } from './create-element';
import { define } from './define';

// Type-only: the feature's events join AcademyEventMap wherever this entry's declarations are loaded.
export type {} from '../core/tickets/events';

const VIEWS: readonly unknown[] = ['list', 'create', 'detail'];

/**
 * @summary Support tickets: the signed-in user's list (search, status filter, paging kept in the URL), the create form, and one ticket with its conversation, reply, close and reopen.
 * @tag academy-tickets
 * @attr {'list'|'create'|'detail'} view - Which screen to show (default `list`); any other value is ignored with a console warning.
 * @attr {string} ticket-no - The ticket number `view="detail"` shows.
 * @attr {string} api-base - API host (the client adds `/backend/`).
 * @attr {'en'|'ar'} lang - Language of this element's text, overriding the page language (`setLanguage()`); the data it asks the API for stay in the page language.
 * @attr {'safe'|'aman'|'association'} brand - Brand variant override.
 * @event {CustomEvent<{ ticketNo, ticketId }>} academy-ticket-created - A ticket was created; the list opens 2 s later.
 * @event {CustomEvent<{ path, replace }>} academy-navigate - Cancelable; links to the list, the form and a ticket, list query changes (on the current page's path), and the sign-in redirect for guests. Call preventDefault() to route yourself.
 * @event {CustomEvent<{ message, status? }>} academy-error - A render failure (on the element) or a failed call (on `document`).
 * @event {CustomEvent<{ path }>} academy-session-expired - On `document`: a call answered 401 and the stored session was cleared.
 * @csspart page - The page wrapper (carries `data-view`).
 * @csspart loading - The spinner while the session or a ticket loads.
 * @csspart header - The title row of the list and of a ticket.
 * @csspart create - The 'Create New Ticket' link.
 * @csspart filter - The filter card (search, status, refresh).
 * @csspart search-button - The search button.
 * @csspart refresh - The refresh button.
 * @csspart results - The results card.
 * @csspart range - The 'from-to of total' line.
 * @csspart row - One ticket in the list (carries `data-ticket-no`).
 * @csspart status-badge - A status badge (carries `data-status`: open, closed, reopened, unknown).
 * @csspart view - The view button of a row.
 * @csspart skeleton - A placeholder row while the list loads.
 * @csspart empty - The empty state (create-first, or no matches with a clear button).
 * @csspart create-first - The create-first link of the empty state.
 * @csspart pager - Previous / next with 'page x of y'.
 * @csspart page-status - The 'page x of y' text.
 * @csspart error - A failed-to-load message with its retry button.
 * @csspart back - The back-to-tickets link.
 * @csspart form - The create form card.
 * @csspart field - A labelled control with its error line.
 * @csspart input - A text input, select or textarea.
 * @csspart counter - The description's 'n / 1000' counter.
 * @csspart button - Every button; also `button-primary`, `button-secondary` or `button-text` by variant.
 * @csspart alert - An outcome message; also `alert-danger`, `alert-success` or `alert-warning`.
 * @csspart details - The ticket's facts card.
 * @csspart facts - The list of facts (name, email, created, phone, training location, type).
 * @csspart message - The original message card (sanitised HTML).
 * @csspart history - The conversation history card.
 * @csspart history-item - One reply in the history.
 * @csspart closed-notice - The notice on a closed ticket.
 * @csspart reopen - The reopen button (closed tickets only).
 * @csspart reply - The reply card (tickets that are not closed).
 * @csspart not-found - The card for a missing ticket or one that is not the user's.
 * @csspart toaster - The notification area.
 * @csspart toast - One notification.
 * @csspart fallback - The error screen shown when the element fails to render.
 * @cssproperty --academy-primary-main - Brand colour of buttons, links and focus rings.
 */
export const AcademyTickets = createAcademyElement<TicketsProps>({
  dictionary: ticketsDictionary,
  load: () => import('../react/tickets/tickets-feature'),
  attributes: { view: 'string', ticketNo: 'string' },
  validate: { view: (value) => VIEWS.includes(value) },
});

define('academy-tickets', AcademyTickets);

/** An `<academy-tickets>` element, with its attributes as properties. */
export type AcademyTickets = InstanceType<typeof AcademyTickets>;

declare global {
  interface HTMLElementTagNameMap {
    'academy-tickets': AcademyTickets;
  }
}
