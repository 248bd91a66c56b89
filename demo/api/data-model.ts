import type { Feature, FileSeedContext, SeedContext } from './feature';
import { hashPasswordSync } from './security';
import type { CollectionName, Data } from './types';

/** How a loaded file fares: usable, written by another set of features, or damaged. */
export type FileCheck = 'ok' | 'outdated' | 'corrupt';

/** The data file as the registered features define it: its version, an empty or seeded file, and the check of a loaded one. */
export interface DataModel {
  version: string;
  /** Every collection empty (production's first start). */
  empty(): Data;
  /** Demo data (development), linked to the accounts already seeded in the database. */
  seed(now: number, accounts: FileSeedContext['accounts'], db: FileSeedContext['db']): Promise<Data>;
  check(value: unknown): FileCheck;
}

// Seeded accounts share one hash per password: hashing is slow on purpose and the seed runs on every reset.
const seedHashes = new Map<string, string>();
function cachedHash(password: string, cost: number | undefined): string {
  const key = `${cost ?? ''}\n${password}`;
  let hash = seedHashes.get(key);
  if (hash === undefined) {
    hash = hashPasswordSync(password, cost);
    seedHashes.set(key, hash);
  }
  return hash;
}

export interface SeedOptions {
  extraUsers?: number;
  seedHashCost?: number;
}

/** What every seed gets: the clock, the shared password hash and the number of generated users. */
export function seedContext(now: number, options: SeedOptions): SeedContext {
  return { now, passwordHash: (password) => cachedHash(password, options.seedHashCost), extraUsers: options.extraUsers ?? 0 };
}

/** Builds the data model from the registered features (in registration order). */
export function createDataModel(features: readonly Feature[], options: SeedOptions = {}): DataModel {
  const version = features.map((feature) => `${feature.name}@${feature.version}`).join(' ');
  const collections = features.flatMap((feature) => feature.collections ?? []) as CollectionName[];
  const empty = (): Data => {
    // Every collection starts empty; the cast is checked by `check` below, which every seed must pass.
    const data = { version, next_ids: {} } as unknown as Data;
    for (const name of collections) (data as unknown as Record<string, unknown[]>)[name] = [];
    return data;
  };

  return {
    version,
    empty,
    async seed(now, accounts, db) {
      const data = empty();
      const seed: FileSeedContext = { ...seedContext(now, options), accounts, db };
      for (const feature of features) await feature.seed?.(data, seed);
      return data;
    },
    check(value) {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'corrupt';
      const record = value as Record<string, unknown>;
      if (record.version !== version) return 'outdated';
      const valid =
        typeof record.next_ids === 'object' &&
        record.next_ids !== null &&
        collections.every((name) => Array.isArray(record[name]));
      return valid ? 'ok' : 'corrupt';
    },
  };
}
