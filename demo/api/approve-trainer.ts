import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readConfig } from '../server/config';
import { describeTarget } from './db/database';
import { approveTrainer } from './features/auth/trainer-approval';
import { createApi } from './index';
import { createLog } from './ops/log';
import { findByEmail } from './users';
import { isEmail, normalizeEmail } from './email';

// CLI (`npm run api:approve-trainer -- --production --email …`): approves a trainer account made by sign-up, the way
// an academy without an approved trainer yet approves its first (later ones can be approved on the trainer dashboard).

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
try {
  const { values } = parseArgs({ options: { email: { type: 'string' }, production: { type: 'boolean' } } });
  const email = normalizeEmail(values.email ?? '');
  if (!isEmail(email)) throw new Error('--email must be an email address');

  const config = readConfig(values.production ? ['--production'] : [], process.env, repo);
  const api = await createApi({
    database: config.database,
    devEndpoints: !config.production,
    // A command at a terminal: its notices read as its own lines do, in production too.
    log: createLog({ development: true }),
  });
  try {
    const { db } = api.database;
    const account = await findByEmail(db, email);
    const approval = account ? await approveTrainer(db, account.id, new Date()) : { outcome: 'notPending' as const };
    if (approval.outcome === 'notPending') {
      throw new Error(
        `no trainer account awaiting approval has this email (sign-up as trainer, with the email confirmed)`,
      );
    }
    const { user } = approval;
    const done = approval.outcome === 'approved' ? 'approved' : 'was approved already';
    console.log(`[api] trainer ${user.email} (id ${user.id}) ${done} in ${describeTarget(config.database)}`);
  } finally {
    await api.close();
  }
} catch (error) {
  console.error(`[api] ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
