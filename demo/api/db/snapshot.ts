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

interface ForeignKey {
  child: string;
  parent: string;
}

async function foreignKeys(db: Db): Promise<ForeignKey[]> {
  return rows<ForeignKey>(
    db,
    sql`select c.relname as child, p.relname as parent from pg_constraint f join pg_class c on c.oid = f.conrelid join pg_class p on p.oid = f.confrelid where f.contype = 'f' and f.connamespace = 'public'::regnamespace`,
  );
}

/** The tables in an order where each comes after every table it references; undefined on a cycle. */
function parentsFirst(tables: string[], links: ForeignKey[]): string[] | undefined {
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

/** The written tables and every table referencing one of them, at any depth: emptying a table empties its children. */
function withChildren(written: Iterable<string>, links: ForeignKey[]): Set<string> {
  const found = new Set(written);
  for (const table of found) for (const link of links) if (link.parent === table) found.add(link.child);
  return found;
}

/** One per API instance: its own schema, so processes sharing a PostgreSQL database never restore another's copy. */
export function seedSnapshot(db: Db): SeedSnapshot {
  const name = `seed_snapshot_${randomBytes(6).toString('hex')}`;
  const schema = quote(name);
  const trigger = quote(`${name}_written`);
  let taken: { tables: string[]; links: ForeignKey[]; positions: string } | undefined;
  let restores = 0;
  let made = false;
  return {
    async take() {
      const links = await foreignKeys(db);
      const tables = parentsFirst(await applicationTables(db), links);
      taken = undefined;
      if (!tables || tables.length === 0) return false;
      const copies = tables
        .map((table) => `create table ${schema}.${quote(table)} as table public.${quote(table)};`)
        .join('\n');
      // A statement trigger on every table notes which ones were written since, so a restore rewrites those alone.
      const watches = tables
        .map(
          (table) =>
            `create trigger ${trigger} after insert or update or delete or truncate on public.${quote(table)} for each statement execute function ${schema}.written();`,
        )
        .join('\n');
      made = true;
      await db.execute(
        sql.raw(`do $$ begin
drop schema if exists ${schema} cascade;
create schema ${schema};
${copies}
create table ${schema}.written (name text primary key);
create function ${schema}.written() returns trigger language plpgsql as $written$ begin
  insert into ${schema}.written values (tg_table_name) on conflict do nothing;
  return null;
end $written$;
${watches}
end $$`),
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
      taken = { tables, links, positions: positions.join('\n') };
      return true;
    },
    async restore() {
      if (!taken) throw new Error('no seed snapshot to restore');
      const written = await rows<{ name: string }>(db, sql.raw(`select name from ${schema}.written`));
      const rewrite = withChildren(
        written.map((row) => row.name),
        taken.links,
      );
      const tables = taken.tables.filter((table) => rewrite.has(table));
      const refills = tables
        .map((table) => `insert into public.${quote(table)} select * from ${schema}.${quote(table)};`)
        .join('\n');
      // Deleting a few hundred rows is far cheaper than truncating (new files for each table), but leaves dead rows
      // that nothing vacuums in PGlite: every COMPACT_EVERY-th restore truncates instead and frees them.
      restores += 1;
      const empties =
        tables.length === 0
          ? ''
          : restores % COMPACT_EVERY === 0
            ? `truncate table ${tables.map((table) => `public.${quote(table)}`).join(', ')};`
            : [...tables]
                .reverse()
                .map((table) => `delete from public.${quote(table)};`)
                .join('\n');
      // The marks of the tables rewritten here go, and only theirs: a request that wrote another table since the read
      // above (a page of the last test still sending) keeps its mark, so the next restore rewrites that table too.
      const unmark =
        tables.length === 0
          ? ''
          : `delete from ${schema}.written where name in (${tables.map((table) => literal(table)).join(', ')});`;
      // Sequences always: a failed insert takes an id without writing its table.
      await db.execute(sql.raw(`do $$ begin\n${empties}\n${refills}\n${taken.positions}\n${unmark}\nend $$`));
    },
    async drop() {
      // The triggers go with their function.
      if (made) await db.execute(sql.raw(`drop schema if exists ${schema} cascade`));
      made = false;
      taken = undefined;
    },
  };
}
