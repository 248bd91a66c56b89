import { existsSync, readFileSync, renameSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readConfig } from '../server/config';
import { describeTarget, lockFolder, openDatabase } from './db/database';

// CLI (`npm run api:restore -- <folder>`): replaces the embedded database with a backup written by `npm run
// api:backup`. Run it with the server stopped. The data it replaces is kept beside it
// (`pglite.before-restore-<date-time>`), never deleted.

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
try {
  const config = readConfig([], process.env, repo);
  const target = config.database;
  if (target.kind !== 'pglite' || target.dataDir === 'memory')
    throw new Error(`${describeTarget(target)} is restored with pg_restore (see docs/reference-api.md)`);
  const folder = process.argv[2];
  if (!folder) throw new Error('name the backup folder: npm run api:restore -- backups/<date-time>');
  const tarball = join(resolve(folder), 'pglite.tar.gz');
  if (!existsSync(tarball)) throw new Error(`${tarball} not found: is ${folder} a backup folder?`);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  // A running server holds this lock: nothing moves under it.
  const unlock = lockFolder(target.dataDir);
  try {
    // Unpacked and opened beside the live folder first, so a bad tarball replaces nothing.
    const staged = `${target.dataDir}.restore-${stamp}`;
    const probe = await openDatabase(
      { kind: 'pglite', dataDir: staged },
      { loadDataDir: new Blob([readFileSync(tarball)]) },
    );
    await probe.close();
    if (existsSync(target.dataDir)) renameSync(target.dataDir, `${target.dataDir}.before-restore-${stamp}`);
    renameSync(staged, target.dataDir);
  } finally {
    unlock();
  }
  console.log(`[api] restored ${describeTarget(target)} from ${folder}`);
} catch (error) {
  console.error(`[api] ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
