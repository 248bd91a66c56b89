import type { Db } from '../../db/database';
import { loadFixtures } from '../../db/fixtures';
import type { SeedContext } from '../../feature';
import { supportTypes, ticketHistories, tickets } from './schema';

// The five support types and the seeded tickets with their replies, from ./fixtures: ids run 1, 2, 3 … oldest first
// with numbers from FIRST_TICKET_NO alongside (./ids.ts); a reply is dated from its ticket ("now -120d +12h").
// The migration 0001 makes the same five types in every database: the seed puts in its own copy in their place.

const FIXTURES = new URL('./fixtures/', import.meta.url);

export async function seedTickets(db: Db, seed: SeedContext): Promise<void> {
  await db.delete(supportTypes);
  await loadFixtures(db, seed, FIXTURES, [supportTypes, tickets, ticketHistories]);
}
