// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataModel } from '../../../demo/api/data-model';
import { FEATURES } from '../../../demo/api/features/index';
import { createApi } from '../../../demo/api/index';
import { Store } from '../../../demo/api/store';
import type { Data } from '../../../demo/api/types';
import { PASSWORD, silenceConsole, startApi } from './helpers';

const model = createDataModel(FEATURES);

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
    const store = new Store(file, model, Date.now);
    await store.flush();
    expect(store.writes).toBe(1);
    for (let index = 0; index < 50; index++) {
      store.data.companies[0]!.name = `Name ${index}`;
      store.save();
    }
    expect(readData(file).companies[0]?.name).toBe('Safe Academy');
    await store.settled();
    expect(store.writes).toBe(2);
    expect(readData(file).companies[0]?.name).toBe('Name 49');
    expect(readdirSync(dir)).toEqual(['api.json']);
  });

  it('writes again for a change made while a write is under way', async () => {
    const store = new Store(file, model, Date.now);
    const first = store.settled();
    await new Promise((resolve) => setImmediate(resolve));
    store.data.companies[0]!.name = 'Later';
    store.save();
    await first;
    await store.flush();
    expect(readData(file).companies[0]?.name).toBe('Later');
  });

  it.skipIf(process.platform === 'win32')('keeps the data file private (mode 0600)', async () => {
    const store = new Store(file, model, Date.now);
    await store.flush();
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('flushSync writes pending changes at once (process exit)', () => {
    const store = new Store(file, model, Date.now);
    store.data.companies[0]!.name = 'At exit';
    store.save();
    store.flushSync();
    expect(readData(file).companies[0]?.name).toBe('At exit');
  });

  it('sets a corrupt file aside, says so loudly, and seeds fresh data', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    writeFileSync(file, '{"users": [');
    const store = new Store(file, model, () => Date.UTC(2026, 0, 2, 3, 4, 5, 6));
    await store.flush();
    const aside = join(dir, 'api.json.corrupt-2026-01-02T03-04-05-006Z');
    expect(readFileSync(aside, 'utf8')).toBe('{"users": [');
    expect(error).toHaveBeenCalledWith(expect.stringContaining(aside));
    expect(readData(file).users.map((user) => user.username)).toContain('learner');
  });

  it('sets a file of other features aside as outdated', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    writeFileSync(file, JSON.stringify({ version: 1, users: [] }));
    const store = new Store(file, model, () => 0);
    await store.flush();
    expect(readdirSync(dir).sort()).toEqual(['api.json', 'api.json.outdated-1970-01-01T00-00-00-000Z']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('outdated'));
    expect(readData(file).version).toBe(model.version);
  });

  it('derives the data version from the registered features', () => {
    expect(model.version).toBe(FEATURES.map((feature) => `${feature.name}@${feature.version}`).join(' '));
    const seeded = model.seed(Date.now());
    expect(model.check(seeded)).toBe('ok');
    const { buttons: _buttons, ...withoutButtons } = seeded;
    expect(model.check(withoutButtons)).toBe('corrupt');
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

  it('re-seeds with 2,000 extra users in under 2 s (one password hash per process)', async () => {
    const api = createApi({ dataFile: join(dir, 'api.json'), extraSeedUsers: 2000 });
    await api.flush();
    const started = performance.now();
    api.reset();
    await api.flush();
    const elapsed = performance.now() - started;
    expect(elapsed, `reset took ${elapsed.toFixed(0)} ms`).toBeLessThan(2000);
    const data = readData(join(dir, 'api.json'));
    expect(data.users).toHaveLength(2004);
    expect(new Set(data.users.map((user) => user.id)).size).toBe(2004);
  });

  it('gives generated users a working password', async () => {
    const t = await startApi({ dir, extraSeedUsers: 3 });
    expect((await t.call('auth/login', { body: { username: 'user3@academy.test', password: PASSWORD } })).status).toBe(200);
    await t.close();
  });
});
