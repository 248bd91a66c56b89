// @vitest-environment node
import fs, { mkdtempSync, rmSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { syncBuiltinESMExports } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataModel } from '../../../demo/api/data-model';
import { FEATURES } from '../../../demo/api/features/index';
import { Store } from '../../../demo/api/store';
import type { Data } from '../../../demo/api/types';
import { fakeAccounts, silenceConsole, startApi } from './helpers';

const model = createDataModel(FEATURES);
// A seeded data file: the catalog's seed reads the batches of a seeded database.
let seeded: Data;
beforeAll(async () => {
  const source = await startApi();
  seeded = await model.seed(Date.now(), fakeAccounts(), source.api.database.db);
  await source.close();
}, 60_000);
const fresh = () => structuredClone(seeded);

describe('store durability: fsync of file and folder, private modes', () => {
  let dir: string;
  beforeEach(() => {
    silenceConsole();
    dir = mkdtempSync(join(tmpdir(), 'academy-durable-'));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    syncBuiltinESMExports();
    rmSync(dir, { recursive: true, force: true });
  });

  it('an async write syncs the file and then its folder', async () => {
    const probe = await open(join(dir, 'probe'), 'w');
    const proto = Object.getPrototypeOf(probe) as { sync(this: typeof probe): Promise<void> };
    await probe.close();
    const original = proto.sync;
    const synced: string[] = [];
    vi.spyOn(proto, 'sync').mockImplementation(async function (this: typeof probe) {
      synced.push((await this.stat()).isDirectory() ? 'folder' : 'file');
      return original.call(this);
    });
    const store = new Store(join(dir, 'api.json'), model, fresh);
    await store.flush();
    expect(synced).toEqual(['file', 'folder']);
  });

  it('the synchronous exit write syncs the file and then its folder', () => {
    const store = new Store(join(dir, 'api.json'), model, fresh);
    const original = fs.fsyncSync;
    const synced: string[] = [];
    vi.spyOn(fs, 'fsyncSync').mockImplementation((fd: number) => {
      synced.push(fs.fstatSync(fd).isDirectory() ? 'folder' : 'file');
      original(fd);
    });
    syncBuiltinESMExports();
    store.flushSync();
    expect(synced).toEqual(['file', 'folder']);
  });

  it.skipIf(process.platform === 'win32')('creates a missing data folder private (0700) and the file 0600', async () => {
    const file = join(dir, 'nested', 'api.json');
    const store = new Store(file, model, fresh);
    await store.flush();
    expect(statSync(join(dir, 'nested')).mode & 0o777).toBe(0o700);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
