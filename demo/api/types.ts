import type { users } from './schema';

// Shapes shared by every feature. Features that still keep their records in the data file (the JSON store, being
// moved table by table into PostgreSQL) add their collections by augmenting `DataCollections` in their `types.ts`.

export type Lang = 'en' | 'ar';

/** An account row (`users` table). */
export type UserRecord = typeof users.$inferSelect;

export type ActivityType = 'updated' | 'created' | 'email' | 'login';

/** The collections of the data file; each feature that has not moved to its own tables yet augments it. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface DataCollections {}

export type CollectionName = keyof DataCollections;

/** The whole data file. */
export interface Data extends DataCollections {
  /** Derived from the registered features' names and versions; a file with another version is not loaded. */
  version: string;
  /** Next id per kind of record (`lecture`, `ticket`, …); see `nextId`. */
  next_ids: Record<string, number>;
}

/** Hands out the next id of a kind of record, starting at 1. */
export function nextId(data: Data, kind: string): number {
  const id = data.next_ids[kind] ?? 1;
  data.next_ids[kind] = id + 1;
  return id;
}
