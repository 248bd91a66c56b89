import { nextId, type Data, type UserRecord } from '../../types';
import { contactOf } from './contact';
import { TICKET_STATUS } from '../../../../src/core/tickets/ticket-status';
import type { TicketHistoryRecord, TicketRecord } from './types';

// Building new tickets and replies, shared by the seed and the routes so both store the same shape.

/** Author name of replies written by the academy's support staff. */
export const SUPPORT_TEAM = 'Support Team';

export interface NewTicket {
  title: string;
  type: string;
  description: string;
}

/** A new Open ticket with the next id and number, the author's contact fields and no replies (not yet stored). */
export function newTicket(data: Data, user: UserRecord, fields: NewTicket, at: number): TicketRecord {
  return {
    id: nextId(data, 'ticket'),
    no: nextId(data, 'ticket_no'),
    title: fields.title,
    ...contactOf(data, user),
    type: fields.type,
    status: TICKET_STATUS.open,
    description: fields.description,
    user_id: user.id,
    file_id: null,
    created_at: new Date(at).toISOString(),
    histories: [],
  };
}

/** A reply by `author` (a user, or null for the support team), HTML stored as given (not yet stored). */
export function newHistory(data: Data, author: UserRecord | null, content: string, at: number): TicketHistoryRecord {
  return {
    id: nextId(data, 'ticket_history'),
    content,
    user_id: author?.id ?? null,
    name: author?.name ?? SUPPORT_TEAM,
    created_at: new Date(at).toISOString(),
  };
}
