import { and, asc, count, desc, eq, ilike, inArray, max, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { FIRST_TICKET_NO } from './ids';
import type { NewTicketRow } from './records';
import { supportTypes, ticketHistories, tickets } from './schema';
import type { TableQuery } from './table-query';
import type { TicketHistoryRecord, TicketRecord, TicketStatus } from './types';

// The ticket tables' reads and the number allocation: lists filter, search, count and page in SQL.

/** Tags of stored HTML read as spaces (as `<[^>]*>` did in memory), so a search for 'strong' finds no markup. */
const descriptionWords = sql`regexp_replace(${tickets.description}, '<[^>]*>', ' ', 'g')`;

/**
 * Case-insensitive substring match of the trimmed `search` in any of `fields`; none when the search is blank.
 * The user's `%`, `_` and `\` are escaped so they match themselves; U+0000 is never stored, so it matches nothing.
 */
function searchIn(search: string, fields: readonly (Column | SQL)[]): SQL | undefined {
  const needle = search.trim();
  if (needle === '') return undefined;
  if (needle.includes('\u0000')) return sql`false`;
  const pattern = `%${needle.replace(/[\\%_]/g, '\\$&')}%`;
  return or(...fields.map((field) => ilike(field, pattern)));
}

/**
 * One page of the user's tickets ('all': everyone's, for support staff), newest first (the id breaking ties), with
 * their reply counts, and the number of matches.
 */
export async function ticketPage(db: Db, userId: number | 'all', query: TableQuery) {
  const where = and(
    userId === 'all' ? undefined : eq(tickets.user_id, userId),
    query.status === -1 ? undefined : eq(tickets.status, query.status as TicketStatus),
    searchIn(query.search, [tickets.title, sql`cast(${tickets.no} as text)`, descriptionWords]),
  );
  const [counted] = await db.select({ total: count() }).from(tickets).where(where);
  const total = counted?.total ?? 0;
  const offset = query.pageIndex * query.limit;
  // A page past the end is empty: no query with an offset that may be far beyond any table.
  if (offset >= total) return { rows: [], total };
  const rows = await db
    .select()
    .from(tickets)
    .where(where)
    .orderBy(desc(tickets.created_at), desc(tickets.id))
    .limit(query.limit)
    .offset(offset);
  const replies = await replyCounts(
    db,
    rows.map((ticket) => ticket.id),
  );
  return { rows: rows.map((ticket) => ({ ticket, replies: replies.get(ticket.id) ?? 0 })), total };
}

/** How many replies each of these tickets has (one grouped query over the histories index). */
async function replyCounts(db: Db, ticketIds: readonly number[]): Promise<Map<number, number>> {
  if (ticketIds.length === 0) return new Map();
  const counts = await db
    .select({ ticket_id: ticketHistories.ticket_id, replies: count() })
    .from(ticketHistories)
    .where(inArray(ticketHistories.ticket_id, [...ticketIds]))
    .groupBy(ticketHistories.ticket_id);
  return new Map(counts.map((row) => [row.ticket_id, row.replies]));
}

/** One page of the support types in id order, and the number of matches. */
export async function supportTypePage(db: Db, query: TableQuery) {
  const where = and(
    query.status === -1 ? undefined : eq(supportTypes.status, query.status),
    searchIn(query.search, [supportTypes.name_en, supportTypes.name_ar, supportTypes.value, supportTypes.label]),
  );
  const [counted] = await db.select({ total: count() }).from(supportTypes).where(where);
  const total = counted?.total ?? 0;
  const offset = query.pageIndex * query.limit;
  if (offset >= total) return { rows: [], total };
  const { id, name_en, name_ar, value, label } = supportTypes;
  const rows = await db
    .select({ id, name_en, name_ar, value, label })
    .from(supportTypes)
    .where(where)
    .orderBy(asc(supportTypes.id))
    .limit(query.limit)
    .offset(offset);
  return { rows, total };
}

/** Whether `value` names a support type (U+0000 never does, and must not reach a query). */
export async function isSupportType(db: Db, value: string): Promise<boolean> {
  if (value.includes('\u0000')) return false;
  const [found] = await db
    .select({ id: supportTypes.id })
    .from(supportTypes)
    .where(eq(supportTypes.value, value))
    .limit(1);
  return found !== undefined;
}

/** A ticket's conversation, oldest first (in the order the entries were written). */
export function historiesOf(db: Db, ticketId: number): Promise<TicketHistoryRecord[]> {
  return db
    .select()
    .from(ticketHistories)
    .where(eq(ticketHistories.ticket_id, ticketId))
    .orderBy(asc(ticketHistories.id));
}

// Transaction-scoped advisory lock key ("tkno" in ASCII) that queues number allocations, on every process alike.
const TICKET_NO_LOCK = 0x746b6e6f;

/**
 * Stores a new ticket with the next number (one more than the highest, FIRST_TICKET_NO for the first). Allocations
 * wait for one another on a lock; the unique index stays the arbiter, with one retry should it refuse a number.
 */
export async function insertTicket(db: Db, row: NewTicketRow): Promise<TicketRecord> {
  const attempt = () =>
    db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${TICKET_NO_LOCK})`);
      const [highest] = await tx.select({ no: max(tickets.no) }).from(tickets);
      const [created] = await tx
        .insert(tickets)
        .values({ ...row, no: (highest?.no ?? FIRST_TICKET_NO - 1) + 1 })
        .returning();
      if (!created) throw new Error('insert into tickets returned no row');
      return created;
    });
  try {
    return await attempt();
  } catch (error) {
    // A number taken outside the lock (the unique index decided): the next try sees it.
    if (!isUniqueViolation(error)) throw error;
    return attempt();
  }
}
