// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDataModel } from '../../../demo/api/data-model';
import { FEATURES } from '../../../demo/api/features/index';
import { createApi } from '../../../demo/api/index';
import { Store } from '../../../demo/api/store';
import type { Data } from '../../../demo/api/types';
import { users } from '../../../demo/api/schema';
import { fakeAccounts, PASSWORD, silenceConsole, startApi, testStorage } from './helpers';

const model = createDataModel(FEATURES);
// A seeded data file: the catalog's seed reads the batches of a seeded database.
let seeded: Data;
beforeAll(async () => {
  const source = await startApi();
  seeded = await model.seed(Date.now(), fakeAccounts(), source.api.database.db);
  await source.close();
}, 60_000);
const fresh = () => structuredClone(seeded);

function readData(file: string): Data {
  return JSON.parse(readFileSync(file, 'utf8')) as Data;
}

describe('store', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    silenceConsole();
    dir = mkdtempSync(join(tmpdir(), 'academy-store-'));
    file = join(dir, 'api.json');
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('coalesces the saves of one tick into one atomic write', async () => {
    const store = new Store(file, model, fresh);
    await store.flush();
    expect(store.writes).toBe(1);
    for (let index = 0; index < 50; index++) {
      store.data.exams[0]!.title = `Name ${index}`;
      store.save();
    }
    expect(readData(file).exams[0]?.title).toBe('Fire Safety — Module Quiz');
    await store.settled();
    expect(store.writes).toBe(2);
    expect(readData(file).exams[0]?.title).toBe('Name 49');
    expect(readdirSync(dir)).toEqual(['api.json']);
  });

  it('writes again for a change made while a write is under way', async () => {
    const store = new Store(file, model, fresh);
    const first = store.settled();
    await new Promise((resolve) => setImmediate(resolve));
    store.data.exams[0]!.title = 'Later';
    store.save();
    await first;
    await store.flush();
    expect(readData(file).exams[0]?.title).toBe('Later');
  });

  it.skipIf(process.platform === 'win32')('keeps the data file private (mode 0600)', async () => {
    const store = new Store(file, model, fresh);
    await store.flush();
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('flushSync writes pending changes at once (process exit)', () => {
    const store = new Store(file, model, fresh);
    store.data.exams[0]!.title = 'At exit';
    store.save();
    store.flushSync();
    expect(readData(file).exams[0]?.title).toBe('At exit');
  });

  it('refuses a damaged file with a message and leaves it as it was (never re-seeds over it)', () => {
    writeFileSync(file, '{"tickets": [');
    expect(() => new Store(file, model, fresh)).toThrow(/api\.json is damaged; restore it from a backup/);
    expect(readFileSync(file, 'utf8')).toBe('{"tickets": [');
    expect(readdirSync(dir)).toEqual(['api.json']);
  });

  it('refuses a file written for other features, naming the reset command', () => {
    writeFileSync(file, JSON.stringify({ version: 1, next_ids: {} }));
    expect(() => new Store(file, model, fresh)).toThrow(/another version of the API features.*npm run api:reset/);
    expect(readData(file).version).toBe(1);
  });

  it('derives the data version from the registered features', () => {
    expect(model.version).toBe(FEATURES.map((feature) => `${feature.name}@${feature.version}`).join(' '));
    expect(model.check(seeded)).toBe('ok');
    const { exams: _exams, ...withoutExams } = seeded;
    expect(model.check(withoutExams)).toBe('corrupt');
    expect(model.check([])).toBe('corrupt');
  });
});

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
    const api = await createApi({ dataFile: join(dir, 'api.json'), ...(await testStorage()), extraSeedUsers: 2000 });
    await api.reset();
    const rows = await api.database.db.select({ id: users.id }).from(users);
    expect(rows).toHaveLength(2004);
    expect(new Set(rows.map((row) => row.id)).size).toBe(2004);
    await api.close();
  });

  it('gives generated users a working password', async () => {
    const t = await startApi({ dir, extraSeedUsers: 3 });
    expect((await t.call('auth/login', { body: { username: 'user3@academy.test', password: PASSWORD } })).status).toBe(200);
    await t.close();
  });
});
