import { fileURLToPath } from 'node:url';
import type { Hono } from 'hono';
import { count, eq, inArray } from 'drizzle-orm';
import type { ApiContext, LocationPolicy } from './context';
import { seedContext } from './seed-context';
import { DamagedDatabaseError, openDatabase, type Database, type DatabaseTarget, type Db } from './db/database';
import { isStorageError, storageErrorText } from './db/integrity';
import { migrateAll, wipeAll, type MigrationOwner } from './db/migrate';
import { seedSnapshot } from './db/snapshot';
import type { Feature } from './feature';
import { FEATURES } from './features/index';
import { createApiApp } from './app';
import { routeGuard } from './guard';
import { messageCatalogue, type MessageCatalogue } from './messages';
import { LOGIN_THROTTLES } from './features/auth/limits';
import { Limits, type LimitSettings } from './rate-limit';
import type { ApiEnv, RouteInfo } from './router';
import { outbox, settings, users } from './schema';
import { JOBS_EVERY_MS, startJobs } from './jobs';
import { createMailer, type Mailer } from './mail/mailer';
import type { MailTransport } from './mail/transport';
import { mailBrand } from './features/content/directory';
import { randomToken } from './security';
import { createLog, type Log } from './ops/log';
import { ApiMetrics } from './ops/metrics';
import { readinessProbe, type Readiness } from './ops/readiness';

export interface ApiOptions {
  /** PGlite in a folder or in memory, or a PostgreSQL server (`DATABASE_URL`). */
  database: DatabaseTarget;
  /** Development mode: `__dev/*` for local callers, mail links in the log (default true; off for deployment). */
  devEndpoints?: boolean /* default true */;
  /** Origin of the pages mailed links open, e.g. `https://academy.example` (default `http://localhost`). */
  publicOrigin?: string;
  /** Count throttles by the last `X-Forwarded-For` address (only behind a reverse proxy that sets it). */
  trustProxy?: boolean;
  now?: () => number;
  /** Window of login failures and base wait of a throttled client (default 600000). */
  loginLockMs?: number /* default 600000 */;
  /** Throttle overrides by name (defaults in each feature's `limits.ts`). */
  limits?: Partial<LimitSettings>;
  /** Generated users added to every seed, on top of the named demo accounts (default 0). */
  extraSeedUsers?: number;
  /** scrypt cost (N) of the seeded accounts' password hash; tests lower it for fast sign-ins (default the real cost). */
  seedHashCost?: number;
  /** A PGlite tarball to start an in-memory database from (tests: one migrated template per run). */
  databaseTemplate?: Blob;
  /** Signs attendance codes; without it one is made and kept in the database (the server requires it in production). */
  attendanceSecret?: string;
  /** A scan from outside the venue: refused (default) or accepted and flagged. */
  locationPolicy?: LocationPolicy;
  /** How long a rotated-out attendance code is still taken (default: the attendance feature's CODE_GRACE_MS). */
  codeGraceMs?: number;
  /** Delivers queued mail (SMTP from ACADEMY_SMTP_URL); without it development keeps mail and production sends none. */
  mailTransport?: MailTransport;
  /** Runs the features' jobs (reminders) every 30 s (default true; tests run them by hand with `runJobs`). */
  jobs?: boolean;
  /** The features served (default `FEATURES`); tests append probe features. */
  features?: readonly Feature[];
  /** The structured logger (default: JSON lines on stdout, readable console lines in development mode). */
  log?: Log;
}

export interface Api {
  /** The API's Hono app, answering under /backend/ (serve it with `@hono/node-server`, or mount it in a larger app). */
  app: Hono<ApiEnv>;
  /** The message texts of the features served. */
  messages: MessageCatalogue;
  /** Development only: empties the tables and seeds the demo data again. */
  reset(): Promise<void>;
  /** Every registered route, in registration order. */
  routes(): RouteInfo[];
  /** The outbox: `queue` a mail, `flush()` delivers due mail now (tests, benches). */
  mail: Pick<Mailer, 'queue' | 'flush'>;
  /** Runs every feature's job once now (what the 30 s timer does). */
  runJobs(): Promise<void>;
  /** The open database (tests, commands). */
  database: Database;
  /** The logger the API writes to (the server adds its request lines). */
  log: Log;
  /** Prometheus figures: the server adds request counts and serves them at /metrics. */
  metrics: ApiMetrics;
  /** The readiness probe behind /readyz: database, migrations, mail worker. */
  readiness(): Promise<Readiness>;
  /** Closes the database. */
  close(): Promise<void>;
}

/** The core tables' migrations; each feature names its own folder. */
const CORE_MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));

/** Every migration folder, core first, then features in registration order. */
export function migrationOwners(features: readonly Feature[]): MigrationOwner[] {
  const owned = features.flatMap((feature) =>
    feature.migrations ? [{ name: feature.name, folder: feature.migrations }] : [],
  );
  return [{ name: 'core', folder: CORE_MIGRATIONS }, ...owned];
}

/** A secret made once and kept in the database, so every process signs alike (verification links; attendance codes in development). */
async function storedSecret(db: Db, key: 'link_secret' | 'attendance_secret'): Promise<string> {
  await db.insert(settings).values({ key, value: randomToken() }).onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  if (!row) throw new Error(`the ${key} could not be stored`);
  return row.value;
}

/** A file of the embedded database that fails after it opened stops the start like a damaged folder does. */
function asDamage(error: unknown, target: DatabaseTarget): unknown {
  if (target.kind !== 'pglite' || target.dataDir === 'memory' || !isStorageError(error)) return error;
  return new DamagedDatabaseError(target.dataDir, storageErrorText(error), false);
}

async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/**
 * Opens the database, applies pending migrations and, in development mode only, seeds demo data into an empty
 * database. A database that cannot be opened or migrated rejects with a `DatabaseError`: the caller
 * stops, it never starts on fresh data instead.
 */
export async function createApi(options: ApiOptions): Promise<Api> {
  const now = options.now ?? Date.now;
  const devEndpoints = options.devEndpoints ?? true;
  const features = options.features ?? FEATURES;
  const seedOptions = { extraUsers: options.extraSeedUsers, seedHashCost: options.seedHashCost };
  const log = options.log ?? createLog({ development: devEndpoints });
  const dbLog = log.child({ component: 'db' });
  const database = await openDatabase(options.database, {
    loadDataDir: options.databaseTemplate,
    warn: (message) => dbLog.error(message),
  });
  const owners = migrationOwners(features);
  try {
    await migrateAll(database, owners);
  } catch (error) {
    await database.close().catch(() => undefined);
    throw asDamage(error, options.database);
  }
  const { db } = database;

  // The seed is a function of its clock alone: a re-seed at the clock of the last one restores a copy of it instead.
  const snapshot = seedSnapshot(db);
  let seededAt: number | undefined;
  let snapshotAt: number | undefined;

  /** Seeds every feature's tables, in registration order (each may read what the ones before it seeded). */
  async function seedAll(at = now()): Promise<void> {
    const seed = seedContext(at, seedOptions);
    for (const feature of features) await feature.seed?.(db, seed);
    seededAt = at;
  }

  /** Wipes and seeds at `now()`, from the snapshot when one was taken at the same clock; takes one on a repeat. */
  async function reseed(): Promise<void> {
    const at = now();
    if (snapshotAt === at) {
      await snapshot.restore();
      // Secrets are made anew by every reset, never restored.
      await db.delete(settings).where(inArray(settings.key, ['link_secret', 'attendance_secret']));
      await storeSecrets();
      return;
    }
    const repeat = seededAt === at;
    snapshotAt = undefined;
    await wipeAll(db);
    await storeSecrets();
    await seedAll(at);
    // A clock that moves on (the real one) never repeats: only a fixed clock (tests) pays for a copy.
    if (repeat && (await snapshot.take())) snapshotAt = at;
  }
  try {
    // Demo data goes only into an empty database, and only in development mode; processes starting together seed once.
    if (devEndpoints) await database.exclusive(async () => ((await isEmpty(db)) ? seedAll() : undefined));
    else if (await isEmpty(db)) {
      log
        .child({ component: 'api' })
        .warn(
          'no accounts yet: create the first trainer with `npm run api:create-trainer -- --production` (see docs/reference-api.md)',
        );
    }
  } catch (error) {
    await database.close().catch(() => undefined);
    throw asDamage(error, options.database);
  }
  // PGlite's folder is opened by this process alone, so its throttles and mail queue may decide from memory.
  const soleProcess = database.target.kind === 'pglite';
  const lock = options.loginLockMs;
  // The login window is also a server setting of its own (ACADEMY_LOGIN_LOCK_MS); a test's maximum for those throttles still applies.
  const lockWindow =
    lock === undefined ? {} : Object.fromEntries(LOGIN_THROTTLES.map((name) => [name, { windowMs: lock }]));
  const limits = new Limits(
    { db, soleProcess },
    features.flatMap((feature) => (feature.limits ? [feature.limits] : [])),
    lockWindow,
    options.limits,
  );

  const publicOrigin = (options.publicOrigin ?? 'http://localhost').replace(/\/+$/, '');
  const messages = messageCatalogue(features);
  const mail = createMailer({
    db,
    now,
    transport: options.mailTransport,
    development: devEndpoints,
    soleProcess,
    publicOrigin,
    secret: () => ctx.secret,
    translate: (lang, key) => messages.translate(lang, key),
    brand: (on) => mailBrand(on, publicOrigin),
    log: log.child({ component: 'mail' }),
  });
  const metrics = new ApiMetrics(
    {
      database: () => database.stats(),
      async outbox() {
        const rows = await db
          .select({ state: outbox.state, n: count() })
          .from(outbox)
          .where(inArray(outbox.state, ['pending', 'failed']))
          .groupBy(outbox.state);
        const of = (state: string) => rows.find((row) => row.state === state)?.n ?? 0;
        return { pending: of('pending'), failed: of('failed') };
      },
    },
    database.target.kind,
  );

  const ctx: ApiContext = {
    db,
    now,
    devEndpoints,
    limits,
    secret: await storedSecret(db, 'link_secret'),
    attendanceSecret: options.attendanceSecret ?? (await storedSecret(db, 'attendance_secret')),
    locationPolicy: options.locationPolicy ?? 'refuse',
    codeGraceMs: options.codeGraceMs,
    publicOrigin,
    mail,
    translate: messages.translate,
    log,
    metrics,
    async reset() {
      if (!devEndpoints) throw new Error('reset is for development mode only');
      try {
        await database.exclusive(reseed);
      } finally {
        // The throttles' hits were wiped or restored with the rest.
        limits.forget();
      }
    },
  };

  async function storeSecrets(): Promise<void> {
    ctx.secret = await storedSecret(db, 'link_secret');
    if (!options.attendanceSecret) ctx.attendanceSecret = await storedSecret(db, 'attendance_secret');
  }

  const { app, routes } = createApiApp({
    features,
    ctx,
    messages,
    guard: routeGuard(db, now),
    trustProxy: options.trustProxy ?? false,
    log: log.child({ component: 'api' }),
  });

  await mail.start();
  const jobs = startJobs(
    features.flatMap((feature) => feature.jobs ?? []),
    ctx,
    log.child({ component: 'jobs' }),
    options.jobs === false ? 0 : JOBS_EVERY_MS,
  );
  const readiness = readinessProbe({ db, owners, mailRunning: () => mail.running() });

  return {
    app,
    messages,
    reset: () => ctx.reset(),
    routes: () => [...routes],
    mail,
    runJobs: () => jobs.run(),
    database,
    log,
    metrics,
    readiness,
    async close() {
      // Jobs and mails in hand finish (or go back to the queue) before the database closes under them.
      await jobs.stop();
      await mail.stop();
      // The copy lives in the database (a shared PostgreSQL one too): it leaves with this instance.
      await snapshot.drop().catch(() => undefined);
      await database.close();
    },
  };
}
