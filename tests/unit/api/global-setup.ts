import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../../demo/api/db/database';
import { migrateAll } from '../../../demo/api/db/migrate';
import { FEATURES } from '../../../demo/api/features/index';
import { migrationOwners } from '../../../demo/api/index';

// Once per unit run: an in-memory PGlite with every migration applied, dumped to a file that each API test file
// starts its own database from (loading it costs about a quarter of creating and migrating a new one).
export default async function setup(): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'academy-pglite-template-'));
  const file = join(dir, 'template.tar');
  const database = await openDatabase({ kind: 'pglite', dataDir: 'memory' });
  await migrateAll(database, migrationOwners(FEATURES));
  const dump = await database.dump?.('none');
  await database.close();
  if (dump) writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env.ACADEMY_TEST_PGLITE_TEMPLATE = file;
  return () => rmSync(dir, { recursive: true, force: true });
}
