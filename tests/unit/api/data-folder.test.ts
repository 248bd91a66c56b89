// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { damagedMessage, inspectDataFolder, latestBackup, PG_MAJOR } from '../../../demo/api/db/data-folder';
import { openDatabase } from '../../../demo/api/db/database';
import { flushes } from '../../../demo/api/db/durable-fs';
import { testStorage } from './helpers';

// The embedded database's folder is looked at before PGlite opens it (PGlite runs initdb over a folder without
// PG_VERSION), and a folder is written with a flush per commit by default (#29). The real server on damaged
// folders: tests/processes/damaged-folder.test.ts.

const dir = mkdtempSync(join(tmpdir(), 'academy-folder-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A folder with what initdb makes, minus `without`. */
function cluster(name: string, without: string[] = [], version = PG_MAJOR): string {
  const root = join(dir, name);
  const folders = ['base', 'global', 'pg_commit_ts', 'pg_dynshmem', 'pg_logical', 'pg_multixact', 'pg_notify'];
  folders.push('pg_replslot', 'pg_serial', 'pg_snapshots', 'pg_stat', 'pg_subtrans', 'pg_tblspc', 'pg_twophase');
  folders.push('pg_wal', 'pg_xact');
  for (const folder of folders) if (!without.includes(folder)) mkdirSync(join(root, folder), { recursive: true });
  const files: Record<string, string | Buffer> = {
    PG_VERSION: `${version}\n`,
    'postgresql.conf': '',
    'postgresql.auto.conf': '',
    'global/pg_control': Buffer.alloc(8192),
    'pg_wal/000000010000000000000001': '',
  };
  for (const [file, bytes] of Object.entries(files)) {
    if (!without.includes(file) && !without.includes(file.split('/')[0]!)) writeFileSync(join(root, file), bytes);
  }
  return root;
}

describe('inspectDataFolder', () => {
  it('takes an absent or empty folder as new, and a complete one as a database', () => {
    expect(inspectDataFolder(join(dir, 'absent'))).toEqual({ kind: 'new' });
    mkdirSync(join(dir, 'empty'));
    expect(inspectDataFolder(join(dir, 'empty'))).toEqual({ kind: 'new' });
    expect(inspectDataFolder(cluster('complete'))).toEqual({ kind: 'database' });
  });

  it('names what is wrong with anything else', () => {
    const problem = (folder: string) => {
      const state = inspectDataFolder(folder);
      return state.kind === 'damaged' ? state.problem : state.kind;
    };
    expect(problem(cluster('no-version', ['PG_VERSION']))).toMatch(/^PG_VERSION is missing, beside 18 other entries/);
    expect(problem(cluster('old', [], '16'))).toBe(
      `PG_VERSION says "16", and this server's PGlite runs PostgreSQL ${PG_MAJOR}`,
    );
    expect(problem(cluster('no-xact', ['pg_xact']))).toBe('the folder pg_xact is missing');
    expect(problem(cluster('no-conf', ['postgresql.conf']))).toBe('the file postgresql.conf is missing');
    expect(problem(cluster('no-control', ['global/pg_control']))).toBe('the control file global/pg_control is missing');
    const short = cluster('short-control');
    writeFileSync(join(short, 'global', 'pg_control'), Buffer.alloc(100));
    expect(problem(short)).toBe('the control file global/pg_control has 100 bytes instead of 8192');
    expect(problem(cluster('no-wal', ['pg_wal/000000010000000000000001']))).toBe(
      'pg_wal holds no write-ahead log segment',
    );
    writeFileSync(join(dir, 'a-file'), '');
    expect(problem(join(dir, 'a-file'))).toBe('it is not a folder');
  });

  it("knows the bundled PGlite's PostgreSQL version", async () => {
    const storage = await testStorage({ kind: 'pglite', dataDir: 'memory' });
    const database = await openDatabase(storage.database, { loadDataDir: storage.databaseTemplate });
    const { rows } = (await database.db.execute(
      sql`select (current_setting('server_version_num')::int / 10000)::text as major`,
    )) as unknown as { rows: { major: string }[] };
    await database.close();
    expect(rows[0]?.major).toBe(PG_MAJOR);
  });
});

describe('the damaged-folder message', () => {
  it('names the folder, the problem and the newest backup to restore', () => {
    const backups = join(dir, 'backups');
    for (const stamp of ['2026-01-02T10-00-00-000Z', '2026-03-04T09-00-00-000Z', '2026-05-06T08-00-00-000Z']) {
      mkdirSync(join(backups, stamp), { recursive: true });
      // The newest folder is not a backup (no tarball): the one before it is named.
      if (!stamp.startsWith('2026-05')) writeFileSync(join(backups, stamp, 'pglite.tar.gz'), '');
    }
    const newest = latestBackup(backups);
    expect(newest).toMatch(/2026-03-04T09-00-00-000Z$/);
    const message = damagedMessage('/srv/academy/.data/pglite', 'PG_VERSION is missing', true, newest);
    expect(message).toContain('the embedded database in /srv/academy/.data/pglite is damaged: PG_VERSION is missing.');
    expect(message).toContain('left the folder exactly as it was');
    expect(message).toContain(`Restore the latest backup: npm run api:restore -- ${newest}`);
    expect(damagedMessage('/d', 'x', false, undefined)).toContain(
      'npm run api:restore -- backups/<date-time> (none found in backups/; `npm run api:backup` writes them)',
    );
    expect(damagedMessage('/d', 'x', false, undefined)).not.toContain('exactly as it was');
  });
});

describe('durability of the embedded database', () => {
  async function flushesPerCommit(durability: 'full' | 'relaxed'): Promise<number> {
    const storage = await testStorage({ kind: 'pglite', dataDir: join(dir, `db-${durability}`), durability });
    const database = await openDatabase(storage.database, { loadDataDir: storage.databaseTemplate });
    try {
      await database.db.execute(sql`create table probe (n int)`);
      const before = flushes.count;
      for (let n = 0; n < 5; n++) await database.db.execute(sql`insert into probe values (${n})`);
      return (flushes.count - before) / 5;
    } finally {
      await database.close();
    }
  }

  it('flushes every commit to the disk by default, and leaves it to the system when relaxed', async () => {
    expect(await flushesPerCommit('full')).toBeGreaterThanOrEqual(1);
    expect(await flushesPerCommit('relaxed')).toBe(0);
  });
});
