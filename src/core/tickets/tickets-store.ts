import {
  createTicket,
  fetchSupportTypes,
  fetchTicket,
  fetchTicketTable,
  reopenTicket,
  replyToTicket,
  type SupportType,
  type Ticket,
  type TicketTable,
  type TicketTableRequest,
} from '../api/tickets';
import { ApiError } from '../http/api-error';
import { errorMessage } from '../http/error-message';
import { isNotFound } from '../http/not-found';
import type { MessageKey } from '../locale/i18n';
import type { Message } from '../locale/message';
import { keyedStores } from '../query/keyed-stores';
import { createQuery, createQueryFamily } from '../query/query';
import { queryStore, type QueryStore } from '../query/query-store';
import { pushToast } from '../toasts/toasts';
import { SUPPORT_TYPES_REQUEST } from './support-types';
import { ticketPayload, type NewTicketField, type NewTicketInput } from './ticket-rules';

/** Lists and tickets change under the learner (support replies): a short lifetime keeps back/forward instant without going stale. */
const TICKETS_TTL_MS = 15_000;

/** One page of the list per request (status, page, limit, search), cached, de-duplicated and retried. */
export const ticketListQuery = createQueryFamily(
  (key: string) => fetchTicketTable(JSON.parse(key) as TicketTableRequest),
  { ttlMs: TICKETS_TTL_MS },
);
/** One ticket with its history per ticket number. */
export const ticketQuery = createQueryFamily((ticketNo: string) => fetchTicket(ticketNo), { ttlMs: TICKETS_TTL_MS });
/** The support types; no retries: the form has a built-in list to fall back to (§8). */
export const supportTypesQuery = createQuery(() => fetchSupportTypes(SUPPORT_TYPES_REQUEST), {
  retries: 0,
  scope: 'public',
});

const listStores = keyedStores(ticketListQuery);
/** One page of the list as a store: loads when first watched; `load({ force: true })` is the refresh button. */
export const ticketListStore = (request: TicketTableRequest): QueryStore<TicketTable> =>
  listStores(JSON.stringify(request));
/** One ticket as a store. */
export const ticketStore = keyedStores(ticketQuery);
/** The support types as a store. */
export const supportTypesStore: QueryStore<SupportType[]> = queryStore(supportTypesQuery);

/** §8: the list's failure is logged (the list shows its own error state with a retry). */
export function logListFailure(error: unknown): void {
  console.error('[academy] support tickets failed to load', error instanceof Error ? error.message : error);
}

/** A ticket that is missing or not the user's: the server answers 404 for both (§2 not-found card). */
export const isTicketMissing = isNotFound;

/** §8: the server's message when it sent one (HTML stripped), the catalogue's for network trouble, else `fallback`. */
export function ticketFailure(error: unknown, fallback: MessageKey): Message {
  if (error instanceof ApiError) {
    if (error.kind === 'network' || error.kind === 'timeout') return errorMessage(error);
    if (error.kind === 'http' && (error.status ?? 500) < 500 && error.serverMessage)
      return { text: error.serverMessage };
  }
  return { key: fallback };
}

/** A session that expired is announced by the session itself (§4), not as a ticket failure. */
function isExpired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** Lists change after every write. */
function forgetLists(): void {
  ticketListQuery.invalidate();
}

/** §4: the ticket reloads after a reply or a reopen (and after a refusal: its status may have moved under us). */
function reloadTicket(ticketNo: string): void {
  forgetLists();
  void ticketStore(ticketNo).load({ force: true });
}

export interface CreateFailure {
  message: Message;
  /** The server's own words under the fields it names. */
  fields: Partial<Record<NewTicketField, string>>;
}

const CREATE_FIELDS: readonly NewTicketField[] = ['type', 'title', 'description'];

export function createFailure(error: unknown): CreateFailure {
  const fields: Partial<Record<NewTicketField, string>> = {};
  if (error instanceof ApiError && error.fieldErrors) {
    for (const field of CREATE_FIELDS) {
      const first = error.fieldErrors[field]?.[0];
      if (first) fields[field] = first;
    }
  }
  return { message: ticketFailure(error, 'tickets.create.failed'), fields };
}

/** POST support/ticket/create with trimmed text; toasts the outcome (§8) and rejects with the server's error. */
export async function submitTicket(input: NewTicketInput): Promise<{ ticketNo: string; ticketId: string }> {
  try {
    const created = await createTicket(ticketPayload(input));
    forgetLists();
    pushToast({ variant: 'success', message: { key: 'tickets.create.success' } });
    return { ticketNo: created.no, ticketId: created.id };
  } catch (error) {
    if (!isExpired(error)) pushToast({ variant: 'danger', message: createFailure(error).message });
    throw error;
  }
}

/** The outcome of a reply or a reopen, shown in the detail page's alert. */
export type TicketOutcome = { ok: true; message: Message } | { ok: false; message: Message; expired: boolean };

async function write(
  ticket: Ticket,
  call: () => Promise<void>,
  success: MessageKey,
  failure: MessageKey,
): Promise<TicketOutcome> {
  try {
    await call();
  } catch (error) {
    const expired = isExpired(error);
    if (error instanceof ApiError && error.kind === 'http' && !expired) reloadTicket(ticket.no);
    return { ok: false, message: ticketFailure(error, failure), expired };
  }
  reloadTicket(ticket.no);
  return { ok: true, message: { key: success } };
}

/** POST support/ticket/create/history: a reply, closing the ticket when `closeNow`. */
export function sendReply(ticket: Ticket, content: string, closeNow: boolean): Promise<TicketOutcome> {
  return write(
    ticket,
    () => replyToTicket({ ticket_id: ticket.id, content: content.trim(), close_now: closeNow }),
    'tickets.reply.success',
    'tickets.reply.failed',
  );
}

/** GET support/ticket/re_open/{id}. */
export function reopen(ticket: Ticket): Promise<TicketOutcome> {
  return write(ticket, () => reopenTicket(ticket.id), 'tickets.reopen.success', 'tickets.reopen.failed');
}
