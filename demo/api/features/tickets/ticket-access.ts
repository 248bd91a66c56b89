import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { ApiRequest } from '../../request';
import type { UserRecord } from '../../types';
import { rowId } from '../../validation';
import { tickets } from './schema';
import type { TicketRecord } from './types';

// Who may read and answer a ticket: its owner, and the academy's support staff (#32), who answer everyone's.

/** The permission that makes an account support staff: it reads, answers and closes every ticket. */
export const SUPPORT_PERMISSION = 'tickets.support';

export function isSupportStaff(user: Pick<UserRecord, 'permissions'>): boolean {
  return user.permissions.includes(SUPPORT_PERMISSION);
}

/**
 * The ticket with this number or id that the user may see: their own, or any for support staff; anyone else's answers
 * exactly like a missing one (no existence oracle). `lock` holds the row until the caller's transaction ends, so a
 * concurrent reply or reopen waits for this one.
 */
export async function reachableTicket(
  db: Db,
  req: ApiRequest,
  key: 'id' | 'no',
  raw: unknown,
  lock = false,
): Promise<TicketRecord> {
  const wanted = rowId(raw);
  const user = req.currentUser;
  let ticket: TicketRecord | undefined;
  if (wanted !== undefined) {
    const query = db
      .select()
      .from(tickets)
      .where(and(eq(tickets[key], wanted), isSupportStaff(user) ? undefined : eq(tickets.user_id, user.id)))
      .limit(1);
    [ticket] = lock ? await query.for('update') : await query;
  }
  if (!ticket) throw req.fail(404, 'ticketNotFound');
  return ticket;
}
