import type { Db } from '../../../demo/api/db/database';

type Call = (...args: unknown[]) => unknown;

/**
 * Counts the queries Drizzle sends through `db`'s client (node-postgres, over PGlite or PostgreSQL) whose name or text
 * matches `pattern`, until `restore()`.
 */
export function countQueries(db: Db, pattern: RegExp): { readonly count: number; restore(): void } {
  const client = (db as unknown as { $client: { query: Call } }).$client;
  const { query } = client;
  let count = 0;
  client.query = (...args) => {
    const [sent] = args as [string | { name?: string; text?: string }];
    const text = typeof sent === 'string' ? sent : `${sent.name ?? ''} ${sent.text ?? ''}`;
    if (pattern.test(text)) count += 1;
    return query.apply(client, args);
  };
  return {
    get count() {
      return count;
    },
    restore: () => {
      client.query = query;
    },
  };
}
