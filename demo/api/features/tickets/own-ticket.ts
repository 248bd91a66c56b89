import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { ApiRequest } from '../../request';
import { rowId } from '../../validation';
import { tickets } from './schema';
import type { TicketRecord } from './types';

/**
 * The user's ticket with this number or id; anyone else's answers exactly like a missing one (no existence oracle).
 * `lock` holds the row until the caller's transaction ends, so a concurrent reply or reopen waits for this one.
 */
export async function ownTicket(
  db: Db,
  req: ApiRequest,
  key: 'id' | 'no',
  raw: unknown,
  lock = false,
): Promise<TicketRecord> {
  const wanted = rowId(raw);
  let ticket: TicketRecord | undefined;
  if (wanted !== undefined) {
    const query = db
      .select()
      .from(tickets)
      .where(and(eq(tickets[key], wanted), eq(tickets.user_id, req.currentUser.id)))
      .limit(1);
    [ticket] = lock ? await query.for('update') : await query;
  }
  if (!ticket) throw req.fail(404, 'ticketNotFound');
  return ticket;
}
