// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../demo/api/db/database';
import { users } from '../../demo/api/schema';
import { silenceConsole, startApi } from '../unit/api/helpers';

// The storage commands as an operator runs them: production's first account, backup and restore of PGlite.

function run(script: string, dataDir: string, args: string[] = [], env: Record<string, string> = {}) {
  return spawnSync(process.execPath, ['--import', 'tsx', `demo/api/${script}.ts`, ...args], {
    cwd: process.cwd(),
    env: { ...process.env, ACADEMY_DATA_DIR: dataDir, DATABASE_URL: '', ...env },
    encoding: 'utf8',
  });
}

describe('storage commands', () => {
  let dir: string;
  beforeEach(() => {
    silenceConsole();
    dir = mkdtempSync(join(tmpdir(), 'academy-commands-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('the reset CLI seeds the database of ACADEMY_DATA_DIR', async () => {
    const dataDir = join(dir, 'cli');
    const result = run('reset', dataDir);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain(join(dataDir, 'pglite'));
    expect(readdirSync(dataDir).sort()).toEqual(['pglite']);
    const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
    const rows = await database.db.select({ username: users.username }).from(users).orderBy(users.id);
    await database.close();
    expect(rows.map((row) => row.username)).toEqual(['learner', 'trainer', 'both', 'newcomer', 'support']);
  }, 60_000);

  it('production starts with no accounts; create-trainer makes the first one, which signs in', async () => {
    const dataDir = join(dir, 'data');
    const database = { kind: 'pglite', dataDir: join(dataDir, 'pglite') } as const;
    const empty = await startApi({ dir: dataDir, database, devEndpoints: false });
    expect((await empty.call('auth/login', { body: { username: 'learner', password: 'Academy#2026' } })).status).toBe(
      401,
    );
    await empty.close();

    const missing = run('create-trainer', dataDir, [
      '--production',
      '--email',
      'head@academy.example',
      '--name',
      'Head Trainer',
    ]);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/ACADEMY_TRAINER_PASSWORD/);
    const created = run(
      'create-trainer',
      dataDir,
      ['--production', '--email', 'head@academy.example', '--name', 'Head Trainer'],
      {
        ACADEMY_TRAINER_PASSWORD: 'a long secret 42',
      },
    );
    expect(created.status, created.stderr).toBe(0);
    expect(created.stdout).not.toContain('a long secret 42');

    const api = await startApi({ dir: dataDir, database, devEndpoints: false });
    const login = await api.call<{ user: { roles: string[] } }>('auth/login', {
      body: { username: 'head@academy.example', password: 'a long secret 42' },
    });
    expect(login.status).toBe(200);
    expect(login.body.data.user.roles).toEqual(['trainer']);
    await api.close();
  }, 120_000);

  it('a backup restores the embedded database as it was, keeping the replaced data aside', async () => {
    const dataDir = join(dir, 'data');
    expect(run('reset', dataDir).status).toBe(0);
    const backup = join(dir, 'backup');
    const written = run('backup', dataDir, [backup]);
    expect(written.status, written.stderr).toBe(0);
    expect(readdirSync(backup).sort()).toEqual(['pglite.tar.gz']);

    const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
    await database.db.update(users).set({ name: 'Changed After Backup' }).where(eq(users.username, 'learner'));
    await database.close();

    const restored = run('restore', dataDir, [backup]);
    expect(restored.status, restored.stderr).toBe(0);
    expect(readdirSync(dataDir).some((name) => name.startsWith('pglite.before-restore-'))).toBe(true);
    const reopened = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
    const [learner] = await reopened.db.select().from(users).where(eq(users.username, 'learner'));
    await reopened.close();
    expect(learner?.name).toBe('Layla Learner');
  }, 120_000);
});
