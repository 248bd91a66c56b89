import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

// What is in the embedded database's folder before PGlite opens it. PGlite itself runs initdb over any folder
// without PG_VERSION (writing a new cluster over what is there), and aborts on most other damage: the server
// looks first and opens only an empty folder or a complete database.

/** The PostgreSQL major version of the bundled PGlite (tests/unit/api/data-folder.test.ts checks it). */
export const PG_MAJOR = '18';

/** `new`: absent or empty, PGlite creates a database. `database`: complete, opened. `damaged`: never opened. */
export type FolderState = { kind: 'new' } | { kind: 'database' } | { kind: 'damaged'; problem: string };

/** What initdb makes and PostgreSQL needs to start; a backup's tarball holds them all (empty folders too). */
const REQUIRED_FOLDERS = [
  'base',
  'global',
  'pg_commit_ts',
  'pg_dynshmem',
  'pg_logical',
  'pg_multixact',
  'pg_notify',
  'pg_replslot',
  'pg_serial',
  'pg_snapshots',
  'pg_stat',
  'pg_subtrans',
  'pg_tblspc',
  'pg_twophase',
  'pg_wal',
  'pg_xact',
];
const REQUIRED_FILES = ['postgresql.conf', 'postgresql.auto.conf'];
/** PostgreSQL's control file is exactly this long (PG_CONTROL_FILE_SIZE). */
const CONTROL_FILE_SIZE = 8192;
const WAL_SEGMENT = /^[0-9A-F]{24}$/;

function kindOf(path: string): 'file' | 'folder' | 'other' | undefined {
  try {
    const stat = statSync(path);
    return stat.isDirectory() ? 'folder' : stat.isFile() ? 'file' : 'other';
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Classifies `dir` without writing to it. */
export function inspectDataFolder(dir: string): FolderState {
  const kind = kindOf(dir);
  if (kind === undefined) return { kind: 'new' };
  if (kind !== 'folder') return { kind: 'damaged', problem: 'it is not a folder' };
  const entries = readdirSync(dir);
  if (entries.length === 0) return { kind: 'new' };
  const damaged = (problem: string): FolderState => ({ kind: 'damaged', problem });
  if (kindOf(join(dir, 'PG_VERSION')) !== 'file')
    return damaged(`PG_VERSION is missing, beside ${entries.length} other entries (${preview(entries)})`);
  const version = readFileSync(join(dir, 'PG_VERSION'), 'utf8').trim();
  if (version !== PG_MAJOR)
    return damaged(`PG_VERSION says "${version.slice(0, 20)}", and this server's PGlite runs PostgreSQL ${PG_MAJOR}`);
  for (const folder of REQUIRED_FOLDERS) {
    if (kindOf(join(dir, folder)) !== 'folder') return damaged(`the folder ${folder} is missing`);
  }
  for (const file of REQUIRED_FILES) {
    if (kindOf(join(dir, file)) !== 'file') return damaged(`the file ${file} is missing`);
  }
  const control = join(dir, 'global', 'pg_control');
  if (kindOf(control) !== 'file') return damaged('the control file global/pg_control is missing');
  const size = statSync(control).size;
  if (size !== CONTROL_FILE_SIZE)
    return damaged(`the control file global/pg_control has ${size} bytes instead of ${CONTROL_FILE_SIZE}`);
  if (!readdirSync(join(dir, 'pg_wal')).some((name) => WAL_SEGMENT.test(name)))
    return damaged('pg_wal holds no write-ahead log segment');
  return { kind: 'database' };
}

function preview(entries: string[]): string {
  const sorted = [...entries].sort();
  return sorted.length > 4 ? `${sorted.slice(0, 4).join(', ')}, …` : sorted.join(', ');
}

/**
 * Starting PostgreSQL rewrites global/pg_control, writes postmaster.pid and may drop its relation caches
 * (pg_internal.init), nothing else; a database found damaged after that is never closed, which would write more.
 * The returned function puts them back as they were.
 */
export function keepStartFiles(dir: string): () => void {
  const caches = readdirSync(join(dir, 'base')).map((db) => join(dir, 'base', db, 'pg_internal.init'));
  const files = [
    join(dir, 'global', 'pg_control'),
    join(dir, 'postmaster.pid'),
    join(dir, 'global', 'pg_internal.init'),
    ...caches,
  ];
  const kept = files.map((file) => ({ file, bytes: existsSync(file) ? readFileSync(file) : undefined }));
  return () => {
    for (const { file, bytes } of kept) {
      if (bytes) writeFileSync(file, bytes);
      else rmSync(file, { force: true });
    }
  };
}

/** The folder `npm run api:backup` writes into by default. */
const BACKUPS = fileURLToPath(new URL('../../../backups', import.meta.url));
const REPO = fileURLToPath(new URL('../../../', import.meta.url));

/** The newest backup in `backups/` (names are ISO date-times, so they sort in time order), as a repo path. */
export function latestBackup(folder = BACKUPS): string | undefined {
  if (kindOf(folder) !== 'folder') return undefined;
  const names = readdirSync(folder)
    .filter((name) => kindOf(join(folder, name, 'pglite.tar.gz')) === 'file')
    .sort();
  const newest = names.at(-1);
  return newest === undefined ? undefined : relative(REPO, join(folder, newest)) || newest;
}

/** The operator's message: which folder, what is wrong, that nothing was changed, and the command that recovers. */
export function damagedMessage(dir: string, problem: string, untouched: boolean, backup = latestBackup()): string {
  const restore = backup
    ? `npm run api:restore -- ${backup} (the newest backup in backups/)`
    : 'npm run api:restore -- backups/<date-time> (none found in backups/; `npm run api:backup` writes them)';
  return [
    `the embedded database in ${dir} is damaged: ${problem}.`,
    untouched ? 'The server did not start and left the folder exactly as it was.' : 'The server did not start.',
    `Restore the latest backup: ${restore}; it keeps the damaged folder beside the restored one.`,
    'In development, `npm run api:reset` replaces it with the demo data instead.',
  ].join(' ');
}
