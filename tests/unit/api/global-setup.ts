import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../../demo/api/db/database';
import { migrateAll } from '../../../demo/api/db/migrate';
import { FEATURES } from '../../../demo/api/features/index';
import { migrationOwners } from '../../../demo/api/index';

// Once per unit run: an in-memory PGlite with every migration applied, dumped to a file that each API test file
// starts its own database from (loading it costs about a quarter of creating and migrating a new one).
export default async function setup(): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'academy-pglite-template-'));
  const file = join(dir, 'template.tar');
  // Every test database starts from this dump, so a smaller one opens faster (about 550 → 220 ms each): 1 MB WAL
  // segments instead of one preallocated 16 MB file, no 128 MB buffer pool for the tests' few hundred rows, and no
  // template0 or template1 (nothing creates a database from them).
  const cluster = await PGlite.create({ initDbStartParams: ['--wal-segsize=1'] });
  const empty = await cluster.dumpDataDir('none');
  await cluster.close();
  const database = await openDatabase({ kind: 'pglite', dataDir: 'memory' }, { loadDataDir: empty });
  await migrateAll(database, migrationOwners(FEATURES));
  for (const statement of [
    sql`alter system set shared_buffers = '16MB'`,
    sql`alter database template0 is_template false`,
    sql`drop database template0`,
    sql`alter database template1 is_template false`,
    sql`drop database template1`,
  ]) {
    await database.db.execute(statement);
  }
  const dump = await database.dump?.('none');
  await database.close();
  if (dump) writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env.ACADEMY_TEST_PGLITE_TEMPLATE = file;
  return () => rmSync(dir, { recursive: true, force: true });
}
