import { types, type PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';

// PGlite merges a query's own `parsers` into its whole table (318 types, about 90 µs) on every such query, and Drizzle
// passes the same few on each one. Installed once on the instance instead, they cost nothing per query.

const asText = (value: string) => value;

/**
 * The types Drizzle's PGlite driver wants as the text PostgreSQL sends (it parses dates, times and these arrays
 * itself): the `parsers` of each of its queries (drizzle-orm/pglite/session.js).
 */
export const DRIZZLE_PARSERS: Record<number, (value: string) => string> = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
  1231: asText, // numeric[]
  1115: asText, // timestamp[]
  1185: asText, // timestamptz[]
  1187: asText, // interval[]
  1182: asText, // date[]
};

function withoutParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers) return options;
  const { parsers: _installed, ...rest } = options;
  return rest;
}

function leanTransaction(tx: Transaction): Transaction {
  return {
    query: (query, params, options) => tx.query(query, params, withoutParsers(options)),
    sql: (strings, ...params) => tx.sql(strings, ...params),
    exec: (query, options) => tx.exec(query, withoutParsers(options)),
    rollback: () => tx.rollback(),
    listen: (channel, callback) => tx.listen(channel, callback),
    get closed() {
      return tx.closed;
    },
  };
}

/** Watches a query or transaction from start to end (the metrics' count of work in flight). */
export type Track = <T>(work: Promise<T>) => Promise<T>;

/**
 * The client to give Drizzle: `client` (created with `parsers: DRIZZLE_PARSERS`) with each query's own parsers
 * dropped, in transactions too. Everything else is the client's own (bound to it: PGlite keeps private fields).
 * `track` sees each top-level query and transaction (a transaction's own queries are part of it).
 */
export function leanClient(client: PGlite, track: Track = (work) => work): PGlite {
  return new Proxy(client, {
    get(target, key) {
      if (key === 'query')
        return ((query, params, options) =>
          track(target.query(query, params, withoutParsers(options)))) satisfies PGlite['query'];
      if (key === 'exec')
        return ((query, options) => track(target.exec(query, withoutParsers(options)))) satisfies PGlite['exec'];
      if (key === 'transaction')
        return (<T>(callback: (tx: Transaction) => Promise<T>) =>
          track(target.transaction((tx) => callback(leanTransaction(tx))))) satisfies PGlite['transaction'];
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
