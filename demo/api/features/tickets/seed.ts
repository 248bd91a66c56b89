import type { Db } from '../../db/database';
import type { SeedContext } from '../../feature';
import { findByUsernames } from '../../users';
import { contactOf } from './contact';
import { FIRST_TICKET_NO, SUPPORT_TYPE_VALUES } from './ids';
import { newHistory, newTicket } from './records';
import { supportTypes, ticketHistories, tickets } from './schema';
import { SEED_TICKETS } from './seed-tickets';

const DAY = 24 * 60 * 60 * 1000;

/** [English name, Arabic name] of each type in SUPPORT_TYPE_VALUES order (§8's fallback list, same order). */
const SUPPORT_TYPE_NAMES: [string, string][] = [
  ['Technical Support', 'الدعم الفني'],
  ['Course Inquiry', 'استفسار عن دورة'],
  ['Account Issues', 'مشكلات الحساب'],
  ['General Inquiry', 'استفسار عام'],
  ['Payment Issues', 'مشكلات الدفع'],
];

function supportTypeRows(): (typeof supportTypes.$inferInsert)[] {
  return SUPPORT_TYPE_VALUES.map((value, index) => {
    const [nameEn = value, nameAr = value] = SUPPORT_TYPE_NAMES[index] ?? [];
    return { id: index + 1, name_en: nameEn, name_ar: nameAr, value, label: nameEn, status: 1 };
  });
}

/**
 * The five support types and the tickets of SEED_TICKETS (numbers from FIRST_TICKET_NO in table order), dated
 * relative to `seed.now`. Contact places come from the batch directory (batch seeds before tickets).
 */
export async function seedTickets(db: Db, seed: SeedContext): Promise<void> {
  await db.insert(supportTypes).values(supportTypeRows());
  const owners = await findByUsernames(db, [...new Set(SEED_TICKETS.map((entry) => entry.owner))]);
  const contacts = new Map(
    await Promise.all([...owners.values()].map(async (owner) => [owner.id, await contactOf(db, owner)] as const)),
  );
  const rows = SEED_TICKETS.map((entry, index) => {
    const owner = owners.get(entry.owner);
    if (!owner) throw new Error(`[api] seeded ticket "${entry.title}" belongs to unknown user ${entry.owner}`);
    const no = FIRST_TICKET_NO + index;
    // ids.ts promises these numbers to tests; a reordered table must fail loudly, not silently shift them.
    if (entry.no !== undefined && entry.no !== no)
      throw new Error(`[api] seeded ticket "${entry.title}" got number ${no}, ids.ts says ${entry.no}`);
    const ticket = newTicket(owner, contacts.get(owner.id)!, entry, seed.now - entry.daysAgo * DAY);
    return { ...ticket, no, status: entry.status };
  });
  // One insert in table order, so ids run 1, 2, 3 … alongside the numbers.
  const created = await db.insert(tickets).values(rows).returning({ id: tickets.id, no: tickets.no });
  const idOf = new Map(created.map((ticket) => [ticket.no, ticket.id]));
  const histories = SEED_TICKETS.flatMap((entry, index) => {
    const ticketId = idOf.get(FIRST_TICKET_NO + index) ?? 0;
    const owner = owners.get(entry.owner) ?? null;
    const opened = seed.now - entry.daysAgo * DAY;
    return entry.replies.map(([by, after, content]) =>
      newHistory(ticketId, by === 'owner' ? owner : null, content, opened + after * DAY),
    );
  });
  if (histories.length > 0) await db.insert(ticketHistories).values(histories);
}
