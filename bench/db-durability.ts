import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../demo/api/db/database';
import type { Durability } from '../demo/api/db/durable-fs';
import { flushes } from '../demo/api/db/durable-fs';

/**
 * What flushing every commit costs the embedded database (ACADEMY_DB_DURABILITY, docs/reference-api.md "Storage"):
 * a new folder per setting, then COMMITS single-row commits, each setting twice in turn. Figures are printed, never
 * asserted (they are the disk's, and a loaded machine's).
 */
const COMMITS = 200;

async function run(durability: Durability) {
  const dir = mkdtempSync(join(tmpdir(), 'academy-durability-'));
  try {
    let started = performance.now();
    const database = await openDatabase({ kind: 'pglite', dataDir: join(dir, 'pglite'), durability });
    const createMs = performance.now() - started;
    await database.db.execute(sql`create table probe (id serial primary key, note text)`);
    const before = flushes.count;
    started = performance.now();
    for (let n = 0; n < COMMITS; n++) await database.db.execute(sql`insert into probe (note) values (${`row ${n}`})`);
    const commitMs = (performance.now() - started) / COMMITS;
    await database.close();
    return { createMs, commitMs, flushes: (flushes.count - before) / COMMITS };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

console.log(`durability  new folder (ms)  per commit (ms)  flushes per commit   (${COMMITS} commits)`);
for (const durability of ['relaxed', 'full', 'relaxed', 'full'] as const) {
  const { createMs, commitMs, flushes: perCommit } = await run(durability);
  console.log(
    `${durability.padEnd(10)}  ${createMs.toFixed(0).padStart(15)}  ${commitMs.toFixed(2).padStart(15)}  ${perCommit.toFixed(1).padStart(18)}`,
  );
}
