import type { Feature, SeedContext } from './feature';
import { hashPasswordSync, randomToken } from './security';
import { CORE_COLLECTIONS, type CollectionName, type Data } from './types';

/** How a loaded file fares: usable, written by another set of features, or damaged. */
export type FileCheck = 'ok' | 'outdated' | 'corrupt';

/** The data file as the registered features define it: its version, a fresh seed, and the check of a loaded file. */
export interface DataModel {
  version: string;
  seed(now: number): Data;
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

/** Builds the data model from the registered features (in registration order). */
export function createDataModel(features: readonly Feature[], options: { extraUsers?: number; seedHashCost?: number } = {}): DataModel {
  const version = features.map((feature) => `${feature.name}@${feature.version}`).join(' ');
  const collections: CollectionName[] = [...CORE_COLLECTIONS, ...features.flatMap((feature) => feature.collections ?? [])];

  return {
    version,
    seed(now) {
      // Every collection starts empty; the cast is checked by `check` below, which every seed must pass.
      const data = { version, secret: randomToken(), next_ids: {} } as Data;
      for (const name of collections) (data as unknown as Record<string, unknown[]>)[name] = [];
      const seed: SeedContext = { now, passwordHash: (password) => cachedHash(password, options.seedHashCost), extraUsers: options.extraUsers ?? 0 };
      for (const feature of features) feature.seed?.(data, seed);
      return data;
    },
    check(value) {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'corrupt';
      const record = value as Record<string, unknown>;
      if (record.version !== version) return 'outdated';
      const valid =
        typeof record.secret === 'string' &&
        typeof record.next_ids === 'object' &&
        record.next_ids !== null &&
        collections.every((name) => Array.isArray(record[name]));
      return valid ? 'ok' : 'corrupt';
    },
  };
}
