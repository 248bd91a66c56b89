import type { ApiContext } from './context';
import type { FeatureMessages } from './messages';
import type { Router } from './router';
import type { CollectionName, Data } from './types';

/** What a feature's seed may use besides the data set being built. */
export interface SeedContext {
  /** Anchors every relative date, so tests with a fake clock stay consistent. */
  now: number;
  /** A hash of `password`, computed once per process and reused (scrypt is slow by design). */
  passwordHash(password: string): string;
  /** Generated users to add on top of the named ones (load tests and seeding benchmarks). */
  extraUsers: number;
}

/** One feature of the reference API: its messages, data, seed and routes, registered by one line in `features/index.ts`. */
export interface Feature<N extends keyof FeatureMessages = keyof FeatureMessages> {
  /** The key this feature uses in `FeatureMessages`. */
  name: N;
  /** Bump when this feature's stored shapes change: the data file's version is derived from every feature's. */
  version: number;
  /** Bilingual texts; the same table is declared in `FeatureMessages` so message keys are checked at compile time. */
  messages: FeatureMessages[N];
  /** Collections this feature owns (declared in `DataCollections`): created empty before seeding, required on load. */
  collections?: readonly CollectionName[];
  /** Fills this feature's part of a fresh data set; features seed in registration order. */
  seed?(data: Data, seed: SeedContext): void;
  /** Declares this feature's routes. */
  routes(router: Router, ctx: ApiContext): void;
}

/** Declares a feature; the name ties its runtime messages to their compile-time keys. */
export function defineFeature<N extends keyof FeatureMessages>(feature: Feature<N>): Feature<N> {
  return feature;
}
