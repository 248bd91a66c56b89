import { readFileSync } from 'node:fs';
import { getTableColumns, getTableName, sql, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { localDate } from '../local-time';
import type { Db } from './database';
import { parseRelativeTime, resolveRelativeTime, type RelativeTime } from './relative-time';

// The one loader of the demo data: each feature keeps its rows in `fixtures/<table>.json` (an array of rows keyed by
// column) and hands this loader the tables. Values are literal JSON except two marked objects:
//   {"$at": "<relative time>"} (see relative-time.ts): stored as the column wants it: a timestamp, a local
//     'YYYY-MM-DD' in a date column, epoch ms in a number column, an ISO 8601 string anywhere else (inside jsonb);
//   {"$password": "<plain text>"}: that password's hash (computed once per process by the seed context).
// Rows go in as multi-row inserts, a few thousand values each; a serial column the rows fill moves its sequence on.

/** A row as written in a fixture file (or made by a feature's generator in the same notation). */
export type FixtureRow = Readonly<Record<string, unknown>>;

/** What the loader needs of a seed: its clock and the shared password hash. */
export interface FixtureSeed {
  now: number;
  passwordHash(password: string): string;
}

/** Bound parameters per insert, well below PostgreSQL's 65,535. */
const MAX_PARAMETERS = 16_000;

const files = new Map<string, FixtureRow[]>();
const parsedTimes = new Map<string, RelativeTime>();

/** The rows of one fixture file, read and parsed once per process (the seed runs on every reset). */
export function readFixture(file: URL): FixtureRow[] {
  let rows = files.get(file.href);
  if (rows === undefined) {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!Array.isArray(parsed)) throw new Error(`[fixtures] ${file.pathname}: an array of rows expected`);
    rows = parsed as FixtureRow[];
    files.set(file.href, rows);
  }
  return rows;
}

/** The instant (ms) a relative time names at `now` (parsed once per distinct text). */
export function instantAt(text: string, now: number): number {
  let parsed = parsedTimes.get(text);
  if (parsed === undefined) {
    parsed = parseRelativeTime(text);
    parsedTimes.set(text, parsed);
  }
  return resolveRelativeTime(parsed, now);
}

const isMarked = (value: object, key: string) => Object.prototype.hasOwnProperty.call(value, key);

function instantValue(marked: Record<string, unknown>, column: Column | undefined, now: number): unknown {
  const { $at: at, ...rest } = marked;
  if (typeof at !== 'string' || Object.keys(rest).length)
    throw new Error(`[fixtures] bad $at value ${JSON.stringify(marked)}`);
  const ms = instantAt(at, now);
  switch (column?.columnType) {
    case 'PgTimestamp':
      return new Date(ms);
    case 'PgDateString':
      return localDate(ms);
    case 'PgBigInt53':
    case 'PgDoublePrecision':
      return ms;
    default:
      return new Date(ms).toISOString();
  }
}

/** A fixture value as stored: marked objects resolved, everything else as written (arrays and jsonb walked through). */
function resolveValue(value: unknown, column: Column | undefined, seed: FixtureSeed): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveValue(item, undefined, seed));
  if (value === null || typeof value !== 'object') return value;
  const object = value as Record<string, unknown>;
  if (isMarked(object, '$at')) return instantValue(object, column, seed.now);
  if (isMarked(object, '$password')) {
    if (typeof object.$password !== 'string' || Object.keys(object).length !== 1)
      throw new Error(`[fixtures] bad $password value ${JSON.stringify(object)}`);
    return seed.passwordHash(object.$password);
  }
  // A misspelt mark must not reach the database as data.
  if (Object.keys(object).some((key) => key.startsWith('$')))
    throw new Error(`[fixtures] unknown mark in ${JSON.stringify(object)}`);
  return Object.fromEntries(Object.entries(object).map(([key, item]) => [key, resolveValue(item, undefined, seed)]));
}

/** Resolves and inserts `rows` into `table` in multi-row chunks; rows may name only the table's columns. */
export async function insertFixtureRows(
  db: Db,
  seed: FixtureSeed,
  table: PgTable,
  rows: readonly FixtureRow[],
): Promise<void> {
  if (rows.length === 0) return;
  const name = getTableName(table);
  const columns: Record<string, Column> = getTableColumns(table);
  const resolved = rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => {
        const column = columns[key];
        if (!column) throw new Error(`[fixtures] ${name} has no column "${key}"`);
        return [key, resolveValue(value, column, seed)];
      }),
    ),
  );
  const perInsert = Math.max(1, Math.floor(MAX_PARAMETERS / Object.keys(columns).length));
  for (let first = 0; first < resolved.length; first += perInsert) {
    // The row shape was checked against the table's columns above.
    await db.insert(table).values(resolved.slice(first, first + perInsert) as never);
  }
  // Rows that set a serial column themselves leave its sequence behind: later rows continue after the highest.
  for (const [key, column] of Object.entries(columns)) {
    if (column.columnType !== 'PgSerial' || !rows.some((row) => row[key] !== undefined)) continue;
    await db.execute(
      sql`select setval(pg_get_serial_sequence(${name}, ${column.name}), (select max(${sql.identifier(column.name)}) from ${table}))`,
    );
  }
}

/**
 * Fills `tables`, in the order given, from `<folder>/<table name>.json`: a feature's seed hands over its fixture
 * folder (`new URL('./fixtures/', import.meta.url)`) and its tables, parents before children.
 */
export async function loadFixtures(db: Db, seed: FixtureSeed, folder: URL, tables: readonly PgTable[]): Promise<void> {
  for (const table of tables) {
    await insertFixtureRows(db, seed, table, readFixture(new URL(`${getTableName(table)}.json`, folder)));
  }
}
