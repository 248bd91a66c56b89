import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { createPgConfig, PglitePgConnection } from '@electric-sql/pglite/node-postgres';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { damagedMessage, inspectDataFolder, keepStartFiles } from './data-folder';
import { durabilityOptions, flushTree, type Durability } from './durable-fs';
import { findUnreadableTable } from './integrity';

/** The typed query layer (Drizzle) over either engine; transactions are the same type, so helpers take either. */
export type Db = PgDatabase<PgQueryResultHKT>;

/**
 * Where the data lives: PGlite in a folder (or memory) by default, a PostgreSQL server when a URL is given. A folder
 * is written with `full` durability unless the target says `relaxed` (ACADEMY_DB_DURABILITY).
 */
export type DatabaseTarget =
  { kind: 'pglite'; dataDir: string | 'memory'; durability?: Durability } | { kind: 'postgres'; url: string };

/** How busy the engine is right now (metrics): the PostgreSQL pool, or PGlite's queries in flight on its one connection. */
export type DatabaseStats =
  { engine: 'postgres'; total: number; idle: number; waiting: number } | { engine: 'pglite'; inFlight: number };

/** Reports what goes wrong out of any request (an idle pooled connection lost); the server's logger by default. */
export type DatabaseWarn = (message: string) => void;

export interface Database {
  db: Db;
  target: DatabaseTarget;
  /** Pool or queue figures, read at each metrics scrape. */
  stats(): DatabaseStats;
  /** Runs `work` while holding a database-wide lock (migrations, seeding): other processes wait for it. */
  exclusive<T>(work: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the whole data folder as a tarball (backups; uncompressed for test templates). */
  dump?(compression?: 'gzip' | 'none'): Promise<Blob>;
}

/** Thrown when the data cannot be opened: the server stops with this message, it never starts on other data. */
export class DatabaseError extends Error {}

/** The embedded database's folder holds something other than an empty folder or a complete, readable database. */
export class DamagedDatabaseError extends DatabaseError {
  constructor(
    readonly dataDir: string,
    readonly problem: string,
    /** True when nothing in the folder was changed (false: PostgreSQL's recovery or a migration may have written). */
    readonly untouched: boolean,
  ) {
    super(damagedMessage(dataDir, problem, untouched));
  }
}

// pg_advisory_lock key for start-up work ("acad" in ASCII); any constant both processes agree on would do.
const STARTUP_LOCK = 0x61636164;

/** Reads `DATABASE_URL`-style text: a postgres:// URL, or undefined for the embedded database. */
export function targetFrom(url: string | undefined, dataDir: string, durability: Durability = 'full'): DatabaseTarget {
  if (!url) return { kind: 'pglite', dataDir, durability };
  if (!/^postgres(ql)?:\/\//.test(url))
    throw new DatabaseError('DATABASE_URL must be a postgres:// or postgresql:// URL');
  return { kind: 'postgres', url };
}

/** A printable name for logs, without the password of a URL. */
export function describeTarget(target: DatabaseTarget): string {
  if (target.kind === 'pglite') return target.dataDir === 'memory' ? 'PGlite in memory' : `PGlite in ${target.dataDir}`;
  const url = new URL(target.url);
  return `PostgreSQL at ${url.hostname}:${url.port || '5432'}${url.pathname}`;
}

export async function openDatabase(
  target: DatabaseTarget,
  options: { loadDataDir?: Blob; warn?: DatabaseWarn } = {},
): Promise<Database> {
  return target.kind === 'pglite'
    ? openPglite(target, options.loadDataDir)
    : openPostgres(target, options.warn ?? ((message) => console.error(`[db] ${message}`)));
}

/**
 * PGlite is one process's database: a second process on the same folder would corrupt it. A lock file beside the
 * folder names the owner; one left by a process that died (kill -9) is taken over.
 */
export function lockFolder(dataDir: string): () => void {
  const lock = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx', mode: 0o600 });
      return () => rmSync(lock, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lock, 'utf8'));
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new DatabaseError(
          `the embedded database ${dataDir} is in use by process ${owner}; stop it first (several processes need DATABASE_URL)`,
        );
      }
      rmSync(lock, { force: true });
    }
  }
  throw new DatabaseError(`cannot lock ${dataDir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function openPglite(target: Extract<DatabaseTarget, { kind: 'pglite' }>, loadDataDir?: Blob): Promise<Database> {
  if (target.dataDir === 'memory') return pgliteDatabase(target, await openClient(target, undefined, loadDataDir));
  const dir = target.dataDir;
  mkdirSync(dirname(dir), { recursive: true, mode: 0o700 });
  const unlock = lockFolder(dir);
  try {
    const state = inspectDataFolder(dir);
    if (state.kind === 'damaged') throw new DamagedDatabaseError(dir, state.problem, true);
    if (state.kind === 'new') {
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      const client = await openClient(target, dir, loadDataDir);
      // PGlite unpacked the new cluster without flushing it: flushed once, a power cut cannot leave half of it.
      if (target.durability !== 'relaxed') flushTree(dir);
      return pgliteDatabase(target, client, unlock);
    }
    // A process that died (kill -9) leaves postmaster.pid: PostgreSQL's recovery then writes before any check.
    const cleanShutdown = !existsSync(join(dir, 'postmaster.pid'));
    const putBack = keepStartFiles(dir);
    let client: PGlite;
    try {
      client = await openClient(target, dir, loadDataDir);
    } catch (error) {
      putBack();
      throw new DamagedDatabaseError(dir, `PostgreSQL cannot start on it (${startFailure(error)})`, cleanShutdown);
    }
    const problem = await findUnreadableTable(client);
    if (problem) {
      // Left open, not closed: closing would checkpoint into the folder. The process is about to stop.
      putBack();
      throw new DamagedDatabaseError(dir, problem, cleanShutdown);
    }
    return pgliteDatabase(target, client, unlock);
  } catch (error) {
    unlock();
    if (error instanceof DatabaseError) throw error;
    throw new DatabaseError(`cannot open the embedded database (${describeTarget(target)}): ${reason(error)}`);
  }
}

/** PGlite's work_mem (see openClient); a PostgreSQL server keeps its operator's setting. */
const PGLITE_WORK_MEM = '32MB';

async function openClient(
  target: Extract<DatabaseTarget, { kind: 'pglite' }>,
  dir: string | undefined,
  loadDataDir?: Blob,
): Promise<PGlite> {
  try {
    const client = await PGlite.create({
      ...(dir ? durabilityOptions(dir, target.durability ?? 'full') : {}),
      ...(loadDataDir ? { loadDataDir } : {}),
    });
    // The session's memory for each sort and hash (PostgreSQL's 4 MB default made the insights' grouping of 80,000
    // attendance records spill to disk inside the WASM heap, ~40 % of the query): one embedded session, plenty of RAM.
    await client.exec(`set work_mem = '${PGLITE_WORK_MEM}'`);
    return client;
  } catch (error) {
    if (dir) throw error;
    throw new DatabaseError(`cannot open the embedded database (${describeTarget(target)}): ${reason(error)}`);
  }
}

/** PGlite's own words for a start that failed ("Aborted(). Build with -sASSERTIONS …") say nothing to an operator. */
function startFailure(error: unknown): string {
  const text = reason(error);
  if (/^Aborted\(/.test(text)) return 'it aborted while reading its files';
  if (/failed to initialize/i.test(text)) return 'it stopped while reading its files';
  return text.split('\n')[0] ?? text;
}

/**
 * PGlite's node-postgres connection, taking a query's `types` as node-postgres sends them: Drizzle gives each query
 * its type parsers (an object), which node-postgres's own serializer ignores but PGlite's iterates (and throws).
 */
class PgliteConnection extends PglitePgConnection {
  override parse(query: { types?: unknown }): void {
    super.parse(Array.isArray(query.types) ? query : { ...query, types: undefined });
  }
}

function pgliteDatabase(
  target: Extract<DatabaseTarget, { kind: 'pglite' }>,
  client: PGlite,
  unlock: () => void = () => undefined,
): Database {
  // Queries go through node-postgres on PGlite's own adapter, as on a server: the same driver for both engines, and
  // named statements parsed and planned once (PGlite's query() parses and plans each time: 0.28 ms a lookup, not 0.07).
  // One connection, never closed when idle.
  const config = { ...createPgConfig(client), connection: new PgliteConnection({ pglite: client }) };
  const pool = new pg.Pool({ ...config, max: 1, idleTimeoutMillis: 0 });
  // pg-pool ends a client whose query failed (a server's connection may be broken) and makes another on the same
  // adapter, whose late 'end' then ends that one too. PGlite's session is in this process: keep it, pass the error on.
  pool.query = (async (text: string | pg.QueryConfig, values?: unknown[]) => {
    const held = await pool.connect();
    try {
      return await held.query(text, values);
    } finally {
      held.release();
    }
  }) as typeof pool.query;
  const db = drizzleNodePg({ client: pool }) as unknown as Db;
  /** Work outside the pool (a dump) holds its one connection, so no query interleaves with it. */
  const holding = async <T>(work: () => Promise<T>): Promise<T> => {
    const held = await pool.connect();
    try {
      return await work();
    } finally {
      held.release();
    }
  };
  // One connection in one process: queries already run one at a time, so a queue is the whole lock.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    db,
    target,
    stats: () => ({ engine: 'pglite', inFlight: pool.totalCount - pool.idleCount + pool.waitingCount }),
    exclusive(work) {
      const run = queue.then(() => work(db));
      queue = run.catch(() => undefined);
      return run;
    },
    async close() {
      await pool.end();
      await client.close();
      unlock();
    },
    dump: (compression = 'gzip') => holding(() => client.dumpDataDir(compression)),
  };
}

async function openPostgres(
  target: Extract<DatabaseTarget, { kind: 'postgres' }>,
  warn: DatabaseWarn,
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: target.url, max: 10 });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', (error) => warn(`idle connection lost: ${error.message}`));
  try {
    const probe = await pool.connect();
    probe.release();
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new DatabaseError(`cannot connect to ${describeTarget(target)}: ${reason(error)}`);
  }
  const db = drizzleNodePg({ client: pool }) as unknown as Db;
  return {
    db,
    target,
    stats: () => ({ engine: 'postgres', total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async exclusive(work) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
        try {
          return await work(drizzleNodePg({ client }) as unknown as Db);
        } finally {
          await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]);
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
