import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readConfig } from '../server/config';
import { describeTarget } from './db/database';
import { TRAINER_PERMISSIONS } from './features/auth/seed';
import { createApi } from './index';
import { createLog } from './ops/log';
import { hashPassword } from './security';
import { findByLogin, insertUser, MIN_PASSWORD_LENGTH } from './users';
import { isEmail, normalizeEmail } from './email';
import { checkName } from './validation';

// CLI (`npm run api:create-trainer -- --production --email … --name …`): creates a verified trainer account, the
// way a production database gets its first account. The password comes from ACADEMY_TRAINER_PASSWORD or is typed
// at the terminal; there is no default.

/** Reads a line from the terminal without echoing it (raw mode: each key is seen, none is printed). */
function askHidden(question: string): Promise<string> {
  return new Promise((resolvePassword, reject) => {
    const input = process.stdin;
    if (!input.isTTY) {
      reject(new Error('no terminal to type the password at: set ACADEMY_TRAINER_PASSWORD'));
      return;
    }
    process.stdout.write(question);
    input.setRawMode(true);
    input.resume();
    let typed = '';
    const done = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      process.stdout.write('\n');
      if (error) reject(error);
      else resolvePassword(typed);
    };
    const onData = (chunk: Buffer) => {
      for (const key of chunk.toString('utf8')) {
        if (key === '\r' || key === '\n') return done();
        if (key === '\u0003') return done(new Error('cancelled'));
        typed = key === '\u007f' || key === '\b' ? typed.slice(0, -1) : typed + key;
      }
    };
    input.on('data', onData);
  });
}

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
try {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      username: { type: 'string' },
      production: { type: 'boolean' },
    },
  });
  const email = normalizeEmail(values.email ?? '');
  const name = (values.name ?? '').trim();
  if (!isEmail(email)) throw new Error('--email must be an email address');
  if (checkName(name) !== 'ok') throw new Error("--name must be the trainer's name");
  const password = process.env.ACADEMY_TRAINER_PASSWORD ?? (await askHidden('Password for the new trainer: '));
  if (password.length < MIN_PASSWORD_LENGTH)
    throw new Error(`the password needs at least ${MIN_PASSWORD_LENGTH} characters`);

  const config = readConfig(values.production ? ['--production'] : [], process.env, repo);
  const api = await createApi({
    database: config.database,
    devEndpoints: !config.production,
    // A command at a terminal: its notices read as its own lines do, in production too.
    log: createLog({ development: true }),
  });
  try {
    const username = values.username?.trim() || email;
    if ((await findByLogin(api.database.db, username)) || (await findByLogin(api.database.db, email))) {
      throw new Error(`an account with ${username === email ? 'this email' : 'this username or email'} exists already`);
    }
    const now = new Date();
    const user = await insertUser(api.database.db, {
      username,
      email,
      name,
      roles: ['trainer'],
      permissions: [...TRAINER_PERMISSIONS],
      password_hash: await hashPassword(password),
      email_verified_at: now,
      created_at: now,
    });
    console.log(`[api] trainer ${user.username} (id ${user.id}) created in ${describeTarget(config.database)}`);
  } finally {
    await api.close();
  }
} catch (error) {
  console.error(`[api] ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
