import type { UserRecord } from '../../types';
import { TICKET_STATUS } from '../../../../src/core/tickets/ticket-status';
import type { TicketContact } from './contact';
import type { ticketHistories, tickets } from './schema';

// Building new ticket and reply rows, shared by the seed and the routes so both store the same shape.

/** Author name of replies written by the academy's support staff, in English and Arabic. */
const SUPPORT_TEAM = { name: 'Support Team', arabic_name: 'فريق الدعم' };

export interface NewTicket {
  title: string;
  type: string;
  description: string;
}

/** A ticket row before its number is allocated. */
export type NewTicketRow = Omit<typeof tickets.$inferInsert, 'id' | 'no'>;
export type NewHistoryRow = Omit<typeof ticketHistories.$inferInsert, 'id'>;

/** PostgreSQL text cannot hold U+0000: it is dropped from what users write (nothing else is changed). */
export function storable(text: string): string {
  return text.replaceAll('\u0000', '');
}

/** A new Open ticket of `user` with the contact fields copied from them and no replies (not yet stored). */
export function newTicket(user: UserRecord, contact: TicketContact, fields: NewTicket, at: number): NewTicketRow {
  return {
    title: fields.title,
    ...contact,
    type: fields.type,
    status: TICKET_STATUS.open,
    description: fields.description,
    user_id: user.id,
    file_id: null,
    created_at: new Date(at),
  };
}

/** A reply to ticket `ticketId` by `author` (a user, or null for the support team), HTML stored as given. */
export function newHistory(ticketId: number, author: UserRecord | null, content: string, at: number): NewHistoryRow {
  return {
    ticket_id: ticketId,
    content,
    user_id: author?.id ?? null,
    ...(author ? { name: author.name, arabic_name: author.arabic_name?.trim() || null } : SUPPORT_TEAM),
    created_at: new Date(at),
  };
}
