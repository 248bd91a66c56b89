import { sql } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { DatabaseError, type Database, type Db } from './database';

/** A set of tables with its own migrations folder: the core tables, and each feature that owns tables. */
export interface MigrationOwner {
  name: string;
  /** Absolute path of the folder drizzle-kit generated (`npm run db:generate`). */
  folder: string;
}

/**
 * Applies every owner's pending migrations, in order, under the start-up lock so that processes starting together
 * migrate once. Each owner keeps its own journal table, so features migrate independently of one another.
 */
export async function migrateAll(database: Database, owners: readonly MigrationOwner[]): Promise<void> {
  await database.exclusive(async (db) => {
    for (const owner of owners) {
      try {
        // Both drivers' migrators are the same code over the shared dialect; one typed entry point serves both.
        await migrateNodePg(db as unknown as NodePgDatabase, {
          migrationsFolder: owner.folder,
          migrationsTable: `migrations_${owner.name}`,
          migrationsSchema: 'drizzle',
        });
      } catch (error) {
        throw new DatabaseError(
          `cannot apply the ${owner.name} migrations: ${error instanceof Error ? error.message : String(error)}`,
          { cause: error },
        );
      }
    }
  });
}

/** Every table the migrations made (public schema), for wiping and snapshots. */
export async function applicationTables(db: Db): Promise<string[]> {
  // Both drivers answer raw queries as `{ rows }`; the shared type leaves the result shape open.
  const result = (await db.execute(
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  )) as unknown as {
    rows: { name: string }[];
  };
  return result.rows.map((row) => row.name);
}

// The tables exist once migrations ran and do not change while the process runs: listed once per database handle.
const tablesOf = new WeakMap<Db, Promise<string[]>>();

/** Empties every application table and restarts their ids (development re-seed only). */
export async function wipeAll(db: Db): Promise<void> {
  let listed = tablesOf.get(db);
  if (!listed) {
    listed = applicationTables(db);
    tablesOf.set(db, listed);
  }
  const tables = await listed;
  if (tables.length === 0) return;
  const names = sql.join(
    tables.map((name) => sql.identifier(name)),
    sql`, `,
  );
  await db.execute(sql`truncate table ${names} restart identity cascade`);
}
