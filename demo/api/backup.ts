import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readConfig } from '../server/config';
import { describeTarget, openDatabase } from './db/database';

// CLI (`npm run api:backup -- [folder]`): copies the embedded database (a PGlite tarball) into a new folder, by
// default `backups/<date-time>`. Run it with the server stopped (the embedded database is locked while
// it runs). A PostgreSQL server is backed up with pg_dump instead (docs/reference-api.md).

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
try {
  const config = readConfig([], process.env, repo);
  if (config.database.kind !== 'pglite')
    throw new Error(`${describeTarget(config.database)} is backed up with pg_dump (see docs/reference-api.md)`);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const folder = resolve(process.argv[2] ?? join(repo, 'backups', stamp));
  if (existsSync(folder)) throw new Error(`${folder} exists already: name a new folder`);
  const database = await openDatabase(config.database);
  try {
    const dump = await database.dump?.();
    if (!dump) throw new Error('this database cannot be dumped');
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    writeFileSync(join(folder, 'pglite.tar.gz'), Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
  } finally {
    await database.close();
  }
  console.log(`[api] backup of ${describeTarget(config.database)} written to ${folder}`);
} catch (error) {
  console.error(`[api] ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
