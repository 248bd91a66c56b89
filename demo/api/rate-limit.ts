import { and, count, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from './db/database';
import { preparedPer } from './db/prepared';
import { throttleHits } from './schema';
import type { ApiRequest } from './request';
const inWindow = and(
  eq(throttleHits.bucket, sql.placeholder('bucket')),
  eq(throttleHits.key, sql.placeholder('key')),
  gt(throttleHits.at, sql.placeholder('since')),
);
const countQuery = preparedPer((db) =>
  db.select({ n: count() }).from(throttleHits).where(inWindow).prepare('throttle_count'),
);
const freeingQuery = preparedPer((db) =>
  db
    .select({ at: throttleHits.at })
    .from(throttleHits)
    .where(inWindow)
    .orderBy(desc(throttleHits.at))
    .offset(sql.placeholder('skip'))
    .limit(1)
    .prepare('throttle_freeing'),
);
const insertQuery = preparedPer((db) =>
  db
    .insert(throttleHits)
    .values({ bucket: sql.placeholder('bucket'), key: sql.placeholder('key'), at: sql.placeholder('at') })
    .prepare('throttle_insert'),
);

/** Expired hits of a bucket are swept at most this often per process (a sweep reads the bucket's index once). */
const SWEEP_EVERY_MS = 60_000;

/**
 * Counts events per key inside a sliding time window. Hits live in the database (`throttle_hits`), so every process
 * on one database counts the same attempts, and a restart forgets nothing. Each check reads at most one row of the
 * (bucket, key, at) index, so a busy key costs no more than a quiet one.
 */
export class SlidingWindow {
  private sweptAt = -Infinity;

  constructor(
    private readonly db: Db,
    readonly bucket: string,
    readonly windowMs: number,
  ) {}

  async count(key: string, now: number): Promise<number> {
    const [row] = await countQuery(this.db).execute({ bucket: this.bucket, key, since: now - this.windowMs });
    return row?.n ?? 0;
  }

  async record(key: string, now: number): Promise<void> {
    await insertQuery(this.db).execute({ bucket: this.bucket, key, at: now });
    if (now - this.sweptAt < SWEEP_EVERY_MS) return;
    this.sweptAt = now;
    await this.db
      .delete(throttleHits)
      .where(and(eq(throttleHits.bucket, this.bucket), lte(throttleHits.at, now - this.windowMs)));
  }

  /** Milliseconds until the count for `key` drops below `limit` (0 when it already is). */
  async waitBelow(key: string, limit: number, now: number): Promise<number> {
    // The limit-th newest hit in the window is the one whose leaving brings the count below the limit.
    const [freeing] = await freeingQuery(this.db).execute({
      bucket: this.bucket,
      key,
      since: now - this.windowMs,
      skip: Math.max(0, limit - 1),
    });
    return freeing ? Math.max(1, freeing.at + this.windowMs - now) : 0;
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(throttleHits).where(and(eq(throttleHits.bucket, this.bucket), eq(throttleHits.key, key)));
  }
}

export const HOUR = 60 * 60 * 1000;
export const TEN_MINUTES = 10 * 60 * 1000;

/** One throttle a feature declares in its `limits.ts`. */
export interface ThrottleSpec {
  /** Its bucket in `throttle_hits`: stored, so renaming one forgets the hits counted so far. */
  bucket: string;
  /** Hits are counted within this window. */
  windowMs: number;
  /** Hits one key may have within the window before it waits. */
  max: number;
}

/** A feature's throttles by name; names are unique across the API, since `createApi({ limits })` overrides them by name. */
export type ThrottleTable = Readonly<Record<string, ThrottleSpec>>;

/**
 * Throttle tables by feature name. Each feature adds `name: typeof ITS_LIMITS` here by declaration merging,
 * which makes its names valid `ThrottleName`s without a central list.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled only by the features' declaration merging
export interface FeatureLimits {}

export type ThrottleName = { [F in keyof FeatureLimits]: keyof FeatureLimits[F] & string }[keyof FeatureLimits];

/** A throttle's override: a new maximum, or a new maximum and/or window. */
export type LimitOverride = number | Partial<Pick<ThrottleSpec, 'max' | 'windowMs'>>;

/** Overrides by throttle name for `createApi({ limits })` (tests use small ones); defaults live in each feature's `limits.ts`. */
export type LimitSettings = { [K in ThrottleName]: LimitOverride };

/** A declared throttle at run time: its sliding window over `throttle_hits` and the maximum it allows. */
export class Throttle extends SlidingWindow {
  constructor(
    db: Db,
    spec: ThrottleSpec,
    readonly max: number,
  ) {
    super(db, spec.bucket, spec.windowMs);
  }

  /** Milliseconds until `key` is below this throttle's maximum again (0: go ahead). */
  wait(key: string, now: number): Promise<number> {
    return this.waitBelow(key, this.max, now);
  }
}

/** Every throttle the registered features declare, each counting in its own bucket of `throttle_hits`. */
export class Limits {
  private readonly throttles = new Map<string, Throttle>();

  /** Builds the throttles of `tables`, applying each layer of overrides in turn (a number replaces the maximum). */
  constructor(
    db: Db,
    tables: readonly ThrottleTable[],
    ...layers: (Partial<Record<string, LimitOverride>> | undefined)[]
  ) {
    const buckets = new Set<string>();
    for (const table of tables) {
      for (const [name, declared] of Object.entries(table)) {
        if (this.throttles.has(name)) throw new Error(`[api] throttle "${name}" is declared twice`);
        if (buckets.has(declared.bucket))
          throw new Error(`[api] throttle bucket "${declared.bucket}" is declared twice`);
        buckets.add(declared.bucket);
        let spec: ThrottleSpec = declared;
        for (const override of layers.map((layer) => layer?.[name]))
          spec = typeof override === 'number' ? { ...spec, max: override } : { ...spec, ...override };
        this.throttles.set(name, new Throttle(db, spec, spec.max));
      }
    }
    for (const [name, override] of layers.flatMap((layer) => Object.entries(layer ?? {}))) {
      if (override !== undefined && !this.throttles.has(name))
        throw new Error(`[api] no registered feature declares throttle "${name}"`);
    }
  }

  /** The throttle a feature declared under this name. */
  get(name: ThrottleName): Throttle {
    const throttle = this.throttles.get(name);
    if (!throttle) throw new Error(`[api] throttle "${name}" belongs to no registered feature`);
    return throttle;
  }
}

/** Answers 429 when this signed-in user has used up the throttle's maximum within its window (checked before any other work). */
export async function throttleUser(req: ApiRequest, throttle: Throttle, now: number): Promise<void> {
  const wait = await throttle.wait(String(req.currentUser.id), now);
  if (wait > 0) throw req.tooMany('tooManyRequestsLater', wait);
}
