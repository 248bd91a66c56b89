import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from './db/database';
import { preparedPer } from './db/prepared';
import { HitMirror, type Taken } from './hit-mirror';
import type { MessageKey } from './messages';
import { throttleHits } from './schema';
import type { ApiRequest } from './request';
const inWindow = and(
  eq(throttleHits.bucket, sql.placeholder('bucket')),
  eq(throttleHits.key, sql.placeholder('key')),
  gt(throttleHits.at, sql.placeholder('since')),
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
const refundQuery = preparedPer((db) =>
  db
    .delete(throttleHits)
    .where(eq(throttleHits.id, sql.placeholder('id')))
    .prepare('throttle_refund'),
);

/** Expired hits of a bucket are swept at most this often per process (a sweep reads the bucket's index once). */
const SWEEP_EVERY_MS = 60_000;

export type { Taken } from './hit-mirror';

/**
 * Counts events per key inside a sliding time window. Hits live in the database (`throttle_hits`), so every process
 * on one database counts the same attempts, and a restart forgets nothing. A hit is taken only while the key is
 * below its limit, decided and recorded under one lock per key, so parallel requests (in any process) cannot all
 * read "below" before any of them records.
 */
export class SlidingWindow {
  private sweptAt = -Infinity;
  /** The sole process's copy of the bucket's hits (PGlite), else none: every take then asks the database. */
  private readonly mirror: HitMirror | undefined;

  constructor(
    private readonly db: Db,
    readonly bucket: string,
    readonly windowMs: number,
    /** True when this process is the database's only client (PGlite): no other process takes behind its back. */
    soleProcess = false,
  ) {
    this.mirror = soleProcess ? new HitMirror(db, bucket, windowMs) : undefined;
  }

  /** Records a hit for `key` when it has fewer than `limit` in the window; else answers how long until one frees up. */
  async take(key: string, limit: number, now: number): Promise<Taken> {
    const taken = this.mirror ? await this.mirror.take(key, limit, now) : await this.takeLocked(key, limit, now);
    if (taken.ok) await this.sweep(now);
    return taken;
  }

  /** Many connections or processes: the takes of one key are serialised by a lock held until the transaction ends. */
  private async takeLocked(key: string, limit: number, now: number): Promise<Taken> {
    const row = await this.db.transaction(async (tx) => {
      // The count is a statement after the lock's, so it sees every hit committed by the take that held it before.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${this.bucket}|${key}`}))`);
      // A hit need not survive a power cut: the commit does not wait for a disk flush.
      await tx.execute(sql`set local synchronous_commit = off`);
      const result = await tx.execute(sql`
        with recent as (
          select count(*) as n from throttle_hits where bucket = ${this.bucket} and key = ${key} and at > ${now - this.windowMs}
        ), added as (
          insert into throttle_hits (bucket, key, at) select ${this.bucket}, ${key}, ${now} from recent where n < ${limit}
          returning id
        )
        select n::int as n, (select id from added) as hit from recent`);
      // Both drivers answer `{ rows }`.
      return (result as unknown as { rows: { n: number; hit: number | null }[] }).rows[0];
    });
    if (row?.hit === null || row?.hit === undefined)
      return { ok: false, wait: Math.max(1, await this.wait(key, limit, now)) };
    return { ok: true, hit: row.hit, count: row.n + 1 };
  }

  /** Gives a taken hit back: the attempt it was taken for turned out not to count. */
  async refund(hit: number): Promise<void> {
    await refundQuery(this.db).execute({ id: hit });
    this.mirror?.refunded(hit);
  }

  /** Milliseconds until the count for `key` drops below `limit` (0 when it already is). */
  async wait(key: string, limit: number, now: number): Promise<number> {
    if (this.mirror) return this.mirror.wait(key, limit, now);
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
    this.mirror?.cleared(key);
  }

  /** Forgets what this process holds of the table: it was emptied or restored (a development reset). */
  forget(): void {
    this.mirror?.forget();
    this.sweptAt = -Infinity;
  }

  private async sweep(now: number): Promise<void> {
    if (now - this.sweptAt < SWEEP_EVERY_MS) return;
    this.sweptAt = now;
    const until = now - this.windowMs;
    await this.db.delete(throttleHits).where(and(eq(throttleHits.bucket, this.bucket), lte(throttleHits.at, until)));
    this.mirror?.swept(until);
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
    soleProcess = false,
  ) {
    super(db, spec.bucket, spec.windowMs, soleProcess);
  }

  /** Takes a hit for `key` while it is below this throttle's maximum (or `limit`); else answers the wait. */
  hit(key: string, now: number, limit = this.max): Promise<Taken> {
    return this.take(key, limit, now);
  }

  /** Milliseconds until `key` is below this throttle's maximum (or `limit`) again (0: go ahead). */
  waitFor(key: string, now: number, limit = this.max): Promise<number> {
    return this.wait(key, limit, now);
  }
}

/** Every throttle the registered features declare, each counting in its own bucket of `throttle_hits`. */
export class Limits {
  private readonly throttles = new Map<string, Throttle>();

  /**
   * Builds the throttles of `tables` on `db`, applying each layer of overrides in turn (a number replaces the maximum).
   * `soleProcess`: this process is the database's only client (PGlite).
   */
  constructor(
    { db, soleProcess = false }: { db: Db; soleProcess?: boolean },
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
        this.throttles.set(name, new Throttle(db, spec, spec.max, soleProcess));
      }
    }
    for (const [name, override] of layers.flatMap((layer) => Object.entries(layer ?? {}))) {
      if (override !== undefined && !this.throttles.has(name))
        throw new Error(`[api] no registered feature declares throttle "${name}"`);
    }
  }

  /** Forgets what this process holds of the hits: the table was emptied or restored (a development reset). */
  forget(): void {
    for (const throttle of this.throttles.values()) throttle.forget();
  }

  /** The throttle a feature declared under this name. */
  get(name: ThrottleName): Throttle {
    const throttle = this.throttles.get(name);
    if (!throttle) throw new Error(`[api] throttle "${name}" belongs to no registered feature`);
    return throttle;
  }
}

/**
 * Takes a hit of `throttle` for `key`, or answers 429 (`message`, with Retry-After) when `key` has none left.
 * Returns the hit, for `refund` when the attempt turns out not to count.
 */
export async function takeOrRefuse(
  req: ApiRequest,
  throttle: Throttle,
  key: string,
  now: number,
  message: MessageKey = 'tooManyRequestsLater',
): Promise<number> {
  const taken = await throttle.hit(key, now);
  if (!taken.ok) throw req.tooMany(message, taken.wait);
  return taken.hit;
}

/** Counts this call against the signed-in user's throttle, before any other work; 429 once its maximum is used up. */
export function throttleUser(req: ApiRequest, throttle: Throttle, now: number): Promise<number> {
  return takeOrRefuse(req, throttle, String(req.currentUser.id), now);
}

/**
 * Runs `work` on a hit already taken (`takeOrRefuse`, `throttleUser`) and gives the hit back when `work` throws:
 * throttles that count only what succeeded (tickets opened, replies sent) still decide before the work starts.
 */
export async function refundOnFailure<T>(throttle: Throttle, hit: number, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await throttle.refund(hit);
    throw error;
  }
}
