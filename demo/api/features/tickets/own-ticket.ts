import type { ApiContext } from '../../context';
import type { ApiRequest } from '../../request';
import type { TicketRecord } from './types';
import { wholeNumber } from '../../validation';

/** The user's ticket with this number or id; anyone else's answers exactly like a missing one (no existence oracle). */
export function ownTicket(ctx: ApiContext, req: ApiRequest, key: 'id' | 'no', raw: unknown): TicketRecord {
  const wanted = wholeNumber(raw);
  const userId = req.currentUser.id;
  const ticket = wanted === undefined ? undefined : ctx.store.data.tickets.find((item) => item[key] === wanted && item.user_id === userId);
  if (!ticket) throw req.fail(404, 'ticketNotFound');
  return ticket;
}
