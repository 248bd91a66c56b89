import type { SeedContext } from './feature';
import { hashPasswordSync } from './security';

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
  return {
    now,
    passwordHash: (password) => cachedHash(password, options.seedHashCost),
    extraUsers: options.extraUsers ?? 0,
  };
}
