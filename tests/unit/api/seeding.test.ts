// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApi } from '../../../demo/api/index';
import { users } from '../../../demo/api/schema';
import { PASSWORD, SEEDED_ACCOUNTS, silenceConsole, startApi, testStorage } from './helpers';

// The development seed's generated users: distinct ids on a re-seed, one password hash per process, a working password.

describe('seeding', () => {
  let dir: string;
  beforeEach(() => {
    silenceConsole();
    dir = mkdtempSync(join(tmpdir(), 'academy-seed-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('re-seeds 2,000 extra users with distinct ids (one password hash per process)', async () => {
    const api = await createApi({ ...(await testStorage()), extraSeedUsers: 2000 });
    await api.reset();
    const rows = await api.database.db.select({ id: users.id }).from(users);
    expect(rows).toHaveLength(2000 + SEEDED_ACCOUNTS);
    expect(new Set(rows.map((row) => row.id)).size).toBe(2000 + SEEDED_ACCOUNTS);
    await api.close();
  });

  it('gives generated users a working password', async () => {
    const t = await startApi({ dir, extraSeedUsers: 3 });
    expect((await t.call('auth/login', { body: { username: 'user3@academy.test', password: PASSWORD } })).status).toBe(
      200,
    );
    await t.close();
  });
});
