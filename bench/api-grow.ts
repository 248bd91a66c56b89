import { readFileSync, writeFileSync } from 'node:fs';
import { asc, eq, max } from 'drizzle-orm';
import { openDatabase, type DatabaseTarget } from '../demo/api/db/database';
import { supportTypes, tickets } from '../demo/api/features/tickets/schema';
import { users } from '../demo/api/schema';
import { TICKET_STATUS } from '../src/core/tickets/ticket-status';

// The API bench's data growth for "one write at N tickets": tickets added while the server is stopped, straight into
// its tables (now) or its JSON file (baseline), all owned by the seeded learner.

/** Rows per insert: one statement per batch keeps 20,000 tickets to a few seconds without a huge parameter list. */
const BATCH = 1000;
const MINUTE = 60_000;

/** Adds `count` tickets to the tables of `target` (the server stopped), stopping at `deadline`; answers how many were added. */
export async function growTables(target: DatabaseTarget, count: number, deadline: number): Promise<number> {
  const database = await openDatabase(target);
  try {
    const { db } = database;
    const [learner] = await db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(eq(users.username, 'learner'));
    if (!learner) throw new Error('no learner account in users');
    const [type] = await db
      .select({ value: supportTypes.value })
      .from(supportTypes)
      .orderBy(asc(supportTypes.id))
      .limit(1);
    if (!type) throw new Error('no support type in support_types');
    const [top] = await db.select({ no: max(tickets.no) }).from(tickets);
    const firstNo = (top?.no ?? 0) + 1;
    const now = Date.now();
    let added = 0;
    while (added < count && Date.now() < deadline) {
      const rows = Array.from({ length: Math.min(BATCH, count - added) }, (_, index) => {
        const n = added + index;
        return {
          no: firstNo + n,
          title: `Bench ticket ${n + 1}`,
          name: learner.name,
          email: learner.email,
          type: type.value,
          status: TICKET_STATUS.open,
          description: '<p>Added by the API bench to grow the data.</p>',
          user_id: learner.id,
          // A minute apart, older than the seed's: the list's newest-first order still starts with the seeded ones.
          created_at: new Date(now - 365 * 24 * 60 * MINUTE - n * MINUTE),
        };
      });
      await db.insert(tickets).values(rows);
      added += rows.length;
    }
    return added;
  } finally {
    await database.close();
  }
}

interface JsonTicket {
  id: number;
  no: number;
  user_id: number;
  histories: unknown[];
}

interface JsonData {
  users?: { id: number; username: string }[];
  tickets?: JsonTicket[];
  next_ids?: Record<string, number>;
}

/** Appends `count` copies of the learner's first seeded ticket to the baseline's data file (the server stopped). */
export function growJsonFile(file: string, count: number): number {
  const data = JSON.parse(readFileSync(file, 'utf8')) as JsonData;
  const list = data.tickets;
  if (!Array.isArray(list) || list.length === 0) throw new Error(`no tickets in ${file}`);
  const learnerId = data.users?.find((user) => user.username === 'learner')?.id;
  const template = list.find((ticket) => ticket.user_id === learnerId) ?? list[0]!;
  let id = Math.max(...list.map((ticket) => ticket.id));
  let no = Math.max(...list.map((ticket) => ticket.no));
  for (let index = 0; index < count; index++) list.push({ ...template, id: ++id, no: ++no, histories: [] });
  // 5903244's records.ts hands out ids and numbers from next_ids.ticket and next_ids.ticket_no.
  const next = data.next_ids;
  if (next && 'ticket' in next) next.ticket = Math.max(next.ticket ?? 0, id + 1);
  if (next && 'ticket_no' in next) next.ticket_no = Math.max(next.ticket_no ?? 0, no + 1);
  // Written as that server writes it (two-space JSON), so the restart reads what it would have written itself.
  writeFileSync(file, JSON.stringify(data, null, 2), { mode: 0o600 });
  return count;
}
