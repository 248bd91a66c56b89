import type { Db } from '../../db/database';
import { loadFixtures } from '../../db/fixtures';
import type { SeedContext } from '../../feature';
import { buttons, companies } from './schema';

// The three brands and the dynamic buttons (one per case the client must handle: the Trainer Handbook carries hostile
// markup on purpose, the client must sanitise button content), from ./fixtures.

const FIXTURES = new URL('./fixtures/', import.meta.url);

export async function seedContent(db: Db, seed: SeedContext): Promise<void> {
  await loadFixtures(db, seed, FIXTURES, [companies, buttons]);
}
