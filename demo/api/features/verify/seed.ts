import type { Db } from '../../db/database';
import { loadFixtures } from '../../db/fixtures';
import type { SeedContext } from '../../feature';
import { certificateRevocations } from './schema';

// The demo revocation, from ./fixtures: certificate 13 (CERT-2405-0104) of exam's fixtures, revoked by the trainer (user 2).

const FIXTURES = new URL('./fixtures/', import.meta.url);

export async function seedVerify(db: Db, seed: SeedContext): Promise<void> {
  await loadFixtures(db, seed, FIXTURES, [certificateRevocations]);
}
