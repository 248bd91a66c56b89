import type { PGlite } from '@electric-sql/pglite';

// A database that opens may still have lost a table's file: a truncated users file reads as no accounts, and the
// server would start empty (production) or seed the demo over it (development). Reading each table twice, along
// the heap and along its primary key, finds a file that is missing, cut short or disagrees with its index.

interface TableRow {
  name: string;
  key: string[] | null;
}

const TABLES = `
  select format('%I.%I', n.nspname, c.relname) as name,
    (select array_agg(quote_ident(a.attname) order by k.ord)
       from pg_index i
       cross join unnest(i.indkey) with ordinality as k(attnum, ord)
       join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
      where i.indrelid = c.oid and i.indisprimary) as key
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind = 'r' and n.nspname in ('public', 'drizzle')
  order by 1`;

// Planner settings that force one access path: the heap alone, then the primary key's index and the rows it points at.
const ALONG_HEAP =
  'set local enable_indexscan = off; set local enable_indexonlyscan = off; set local enable_bitmapscan = off';
const ALONG_KEY =
  'set local enable_seqscan = off; set local enable_indexscan = on; set local enable_indexonlyscan = off; ' +
  'set local enable_bitmapscan = off; set local enable_sort = off';

/** SQLSTATEs of a storage that cannot be read: class XX (data or index corrupted) and 58 (file missing, I/O). */
export function isStorageError(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && /^(XX|58)/.test(code)) return true;
  }
  return false;
}

/** The storage error's own words (the innermost cause: Drizzle and the migrator wrap it). */
export function storageErrorText(error: unknown): string {
  return `PostgreSQL cannot read it (${messageOf(error)})`;
}

function messageOf(error: unknown): string {
  let deepest = error;
  while (deepest instanceof Error && deepest.cause instanceof Error) deepest = deepest.cause;
  return deepest instanceof Error ? deepest.message : String(error);
}

/** Reads every application table; answers what is wrong, or undefined when each reads alike both ways. */
export async function findUnreadableTable(client: PGlite): Promise<string | undefined> {
  const tables = (await client.query<TableRow>(TABLES)).rows;
  await client.exec('begin transaction read only');
  try {
    for (const { name, key } of tables) {
      try {
        await client.exec(ALONG_HEAP);
        const heap = await countOf(client, `select count(*) as n from ${name}`);
        if (!key) continue;
        await client.exec(ALONG_KEY);
        const keyed = await countOf(
          client,
          `select count(*) as n from (select 1 from ${name} order by ${key.join(', ')}) as t`,
        );
        if (heap !== keyed) return `the table ${name} holds ${heap} rows but its primary key lists ${keyed}`;
      } catch (error) {
        return `the table ${name} cannot be read (${messageOf(error)})`;
      }
    }
    return undefined;
  } finally {
    await client.exec('rollback').catch(() => undefined);
  }
}

async function countOf(client: PGlite, query: string): Promise<number> {
  const [row] = (await client.query<{ n: number | bigint }>(query)).rows;
  return Number(row?.n ?? 0);
}
