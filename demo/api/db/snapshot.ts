import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Db } from './database';
import { applicationTables } from './migrate';

/**
 * A copy of every application table as one seed left them, kept in a schema of its own, that a development re-seed
 * at the same clock restores in one statement instead of running every feature's seed again.
 */
export interface SeedSnapshot {
  /** Copies the tables and their sequences as they are now (right after a seed). False when it cannot be restored. */
  take(): Promise<boolean>;
  /** Puts the copied rows and sequence positions back in place of the tables' contents. */
  restore(): Promise<void>;
  /** Removes the copy from the database, if one was taken. */
  drop(): Promise<void>;
}

const COMPACT_EVERY = 25;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  // Both drivers answer raw queries as `{ rows }`; the shared type leaves the result shape open.
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The tables in an order where each comes after every table it references; undefined on a cycle. */
async function parentsFirst(db: Db, tables: string[]): Promise<string[] | undefined> {
  const links = await rows<{ child: string; parent: string }>(
    db,
    sql`select c.relname as child, p.relname as parent from pg_constraint f join pg_class c on c.oid = f.conrelid join pg_class p on p.oid = f.confrelid where f.contype = 'f' and f.connamespace = 'public'::regnamespace`,
  );
  const ordered: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (table: string): boolean => {
    if (state.get(table) === 'done') return true;
    if (state.get(table) === 'visiting') return false;
    state.set(table, 'visiting');
    for (const link of links) if (link.child === table && link.parent !== table && !visit(link.parent)) return false;
    state.set(table, 'done');
    ordered.push(table);
    return true;
  };
  return tables.every(visit) ? ordered : undefined;
}

/** One per API instance: its own schema, so processes sharing a PostgreSQL database never restore another's copy. */
export function seedSnapshot(db: Db): SeedSnapshot {
  const schema = quote(`seed_snapshot_${randomBytes(6).toString('hex')}`);
  let restoreScript: string | undefined;
  let compactScript: string | undefined;
  let restores = 0;
  let taken = false;
  return {
    async take() {
      const tables = await parentsFirst(db, await applicationTables(db));
      restoreScript = undefined;
      compactScript = undefined;
      if (!tables || tables.length === 0) return false;
      const copies = tables
        .map((table) => `create table ${schema}.${quote(table)} as table public.${quote(table)};`)
        .join('\n');
      taken = true;
      await db.execute(
        sql.raw(`do $$ begin\ndrop schema if exists ${schema} cascade;\ncreate schema ${schema};\n${copies}\nend $$`),
      );
      const sequences = await rows<{ name: string }>(
        db,
        sql`select sequencename as name from pg_sequences where schemaname = 'public' order by sequencename`,
      );
      const positions: string[] = [];
      for (const { name } of sequences) {
        const [position] = await rows<{ last_value: string | number; is_called: boolean }>(
          db,
          sql.raw(`select last_value, is_called from public.${quote(name)}`),
        );
        if (position)
          positions.push(
            `perform setval(${literal(`public.${quote(name)}`)}, ${String(position.last_value)}, ${String(position.is_called)});`,
          );
      }
      const refills = tables
        .map((table) => `insert into public.${quote(table)} select * from ${schema}.${quote(table)};`)
        .join('\n');
      const empties = [...tables]
        .reverse()
        .map((table) => `delete from public.${quote(table)};`)
        .join('\n');
      const all = tables.map((table) => `public.${quote(table)}`).join(', ');
      restoreScript = `do $$ begin\n${empties}\n${refills}\n${positions.join('\n')}\nend $$`;
      compactScript = `do $$ begin\ntruncate table ${all};\n${refills}\n${positions.join('\n')}\nend $$`;
      return true;
    },
    async restore() {
      if (!restoreScript || !compactScript) throw new Error('no seed snapshot to restore');
      // Deleting a few hundred rows is far cheaper than truncating every table (new files for each), but leaves dead
      // rows that nothing vacuums in PGlite: every COMPACT_EVERY-th restore truncates instead and frees them.
      restores += 1;
      await db.execute(sql.raw(restores % COMPACT_EVERY === 0 ? compactScript : restoreScript));
    },
    async drop() {
      if (taken) await db.execute(sql.raw(`drop schema if exists ${schema} cascade`));
      taken = false;
      restoreScript = undefined;
      compactScript = undefined;
    },
  };
}
