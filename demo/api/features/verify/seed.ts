import type { Db } from '../../db/database';
import { loadFixtures } from '../../db/fixtures';
import type { SeedContext } from '../../feature';
import { verifyItems } from './schema';

// The demo items, from ./fixtures: user 1 is the demo learner of the auth feature's fixtures.

const FIXTURES = new URL('./fixtures/', import.meta.url);

export async function seedVerify(db: Db, seed: SeedContext): Promise<void> {
  await loadFixtures(db, seed, FIXTURES, [verifyItems]);
}
