import { rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readConfig } from '../server/config';
import { DatabaseError, describeTarget } from './db/database';
import { SEED_PASSWORD } from './features/auth/seed';
import { createApi } from './index';

// CLI (`npm run api:reset`): development only — empties the database and seeds the demo data.
const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
try {
  const config = readConfig(process.argv.slice(2), process.env, repo);
  if (config.production) throw new Error('api:reset wipes every table: it runs in development mode only');
  // A reset is asked for by name: an embedded database that no longer opens is replaced too.
  const open = () => createApi({ database: config.database, devEndpoints: true });
  const api = await open().catch(async (error: unknown) => {
    if (!(error instanceof DatabaseError) || config.database.kind !== 'pglite' || config.database.dataDir === 'memory')
      throw error;
    rmSync(config.database.dataDir, { recursive: true, force: true });
    return open();
  });
  await api.reset();
  await api.close();
  console.log(
    `[api] seeded ${describeTarget(config.database)} (users learner, trainer, both, newcomer; password ${SEED_PASSWORD})`,
  );
} catch (error) {
  console.error(`[api] ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
