import type { Infer } from 'superstruct';
import { checkSchema, request } from '../http/client';
import { innerData } from './inner-data';
import { Ignored } from './schemas/common';
import {
  CreatedTicketSchema,
  SupportTypeAnswer,
  TicketSchema,
  TicketTableSchema,
  type CreateTicketRequest,
  type SupportType,
  type Ticket,
  type TicketReplyRequest,
  type TicketTable,
  type TicketTableRequest,
  type SupportTypeTableBody,
} from './schemas/tickets';

export * from './schemas/tickets';

/** POST support/ticket/table — §7 "response data.data" (or `data`): one page of the signed-in user's tickets (`page` zero-based). */
export async function fetchTicketTable(body: TicketTableRequest, signal?: AbortSignal): Promise<TicketTable> {
  const answer = await request('POST', 'support/ticket/table', { json: body, schema: Ignored, silent: true, signal });
  return checkSchema(innerData(answer), TicketTableSchema, 'support/ticket/table');
}

/** GET support/ticket/get/{ticketNo} — answer `data.data` (or `data`) is the ticket with its history. */
export async function fetchTicket(ticketNo: string): Promise<Ticket> {
  const answer = await request('GET', `support/ticket/get/${encodeURIComponent(ticketNo)}`, {
    schema: Ignored,
    silent: true,
  });
  return checkSchema(innerData(answer), TicketSchema, 'support/ticket/get');
}

/** POST support/ticket/create — the new ticket's id and number. */
export function createTicket(body: CreateTicketRequest): Promise<Infer<typeof CreatedTicketSchema>> {
  return request('POST', 'support/ticket/create', { json: body, schema: CreatedTicketSchema, silent: true });
}

/** POST support/ticket/create/history — a reply, closing the ticket when `close_now`. */
export async function replyToTicket(body: TicketReplyRequest): Promise<void> {
  await request('POST', 'support/ticket/create/history', { json: body, schema: Ignored, silent: true });
}

/** GET support/ticket/re_open/{id}. */
export async function reopenTicket(ticketId: string): Promise<void> {
  await request('GET', `support/ticket/re_open/${encodeURIComponent(ticketId)}`, { schema: Ignored, silent: true });
}

/** POST base/support/type/table (§7: page 1, limit 100, search empty, status -1). */
export function fetchSupportTypes(body: Infer<typeof SupportTypeTableBody>): Promise<SupportType[]> {
  return request('POST', 'base/support/type/table', { json: body, schema: SupportTypeAnswer, silent: true });
}
