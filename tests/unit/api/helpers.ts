import { createServer, type Server } from 'node:http';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { create, type Struct } from 'superstruct';
import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import { claimApiBase } from '../../../src/core/config/config';
import type { DatabaseTarget } from '../../../demo/api/db/database';
import { readFixture } from '../../../demo/api/db/fixtures';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { createApi, type Api, type ApiOptions } from '../../../demo/api/index';
import { captureLog, type LogCapture } from './log-capture';

// Starts the reference API on a random port over real HTTP, with a controllable clock.

export const PASSWORD = 'Academy#2026';
/** How many accounts the seed makes (demo/api/features/auth/fixtures/users.json): the next sign-up gets the id after. */
export const SEEDED_ACCOUNTS = readFixture(
  new URL('../../../demo/api/features/auth/fixtures/users.json', import.meta.url),
).length;

export interface Envelope<T = unknown> {
  message: string;
  status_text: string;
  data: T;
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  rawBody?: string;
  token?: string;
  lang?: string;
  headers?: Record<string, string>;
}

export interface CallResult<T = unknown> {
  status: number;
  headers: Headers;
  body: Envelope<T>;
}

export interface Mail {
  to: string;
  kind: 'reset' | 'verify';
  subject: string;
  link: string;
  created_at: string;
}

export interface TestApi {
  api: Api;
  base: string;
  origin: string;
  dir: string;
  clock: { now: number; advance(ms: number): void };
  call<T = unknown>(path: string, options?: CallOptions): Promise<CallResult<T>>;
  login(username: string, password?: string, rememberMe?: boolean): Promise<string>;
  outbox(email: string): Promise<Mail[]>;
  /** What the API logged (JSON lines in memory, none printed); empty when the test passed its own `log`. */
  logs: LogCapture;
  close(): Promise<void>;
}

/** Headers that make a call come from another client address (the API must be started with `trustProxy: true`). */
export function fromClient(address: string): Record<string, string> {
  return { 'X-Forwarded-For': address };
}

const listeners = new WeakMap<Api, ReturnType<typeof getRequestListener>>();
/** The API's Hono app in a host of its own, as a Node listener made once per API. */
function listener(api: Api): ReturnType<typeof getRequestListener> {
  let made = listeners.get(api);
  // A host that answers 418 to whatever the API leaves to it, as the demo server's pages would.
  const host = new Hono().route('/', api.app);
  host.notFound((c) => c.text('not the api', 418));
  if (!made) listeners.set(api, (made = getRequestListener(host.fetch)));
  return made;
}

let templateRead: Promise<Blob> | undefined;
/** The migrated database the unit run's global setup dumped (read once per worker). */
function templateBlob(file: string): Promise<Blob> {
  templateRead ??= readFile(file).then((bytes) => new Blob([bytes]));
  return templateRead;
}

/** Where API tests keep their data: PostgreSQL when the PostgreSQL tier sets TEST_DATABASE_URL, else PGlite in memory. */
export function testDatabase(): DatabaseTarget {
  const url = process.env.TEST_DATABASE_URL;
  return url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: 'memory' };
}

/**
 * The storage options of a test's `createApi`: a new embedded database (in memory, or in a folder not made yet)
 * starts from the run's migrated template, never an existing one; creating one from nothing costs seconds.
 */
export async function testStorage(
  database: DatabaseTarget = testDatabase(),
): Promise<Pick<ApiOptions, 'database' | 'databaseTemplate'>> {
  const template = process.env.ACADEMY_TEST_PGLITE_TEMPLATE;
  const fresh = database.kind === 'pglite' && (database.dataDir === 'memory' || !existsSync(database.dataDir));
  return { database, databaseTemplate: template && fresh ? await templateBlob(template) : undefined };
}

/** The attendance secret of every test API: tests sign the codes a trainer's page would show. */
export const TEST_ATTENDANCE_SECRET = 'test-attendance-secret-0123456789abcdef';

export interface StartOptions extends Partial<Omit<ApiOptions, 'now'>> {
  dir?: string;
  /** Where the API clock starts (epoch ms; now by default). */
  at?: number;
}

export async function startApi({ at, ...options }: StartOptions = {}): Promise<TestApi> {
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'academy-api-'));
  const clock = {
    now: at ?? Date.now(),
    advance(ms: number) {
      clock.now += ms;
    },
  };
  // The server listens first so the API's public origin (links in mails) can default to its address.
  const ready: { api?: Api } = {};
  const server: Server = createServer((req, res) => {
    if (ready.api) void listener(ready.api)(req, res);
    else res.writeHead(503).end();
  });
  // A re-seed on a loaded machine can outlast Node's 5 s keep-alive: the client's next call must not race the server
  // closing that idle socket (ECONNRESET), which is the test's clock, not the API's answer.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const base = `${origin}/backend/`;
  const logs = captureLog();
  // A cheap seed hash: sign-ins are most of the API tests' time at the real scrypt cost (~125 ms each here).
  const created = await createApi({
    log: logs.log,
    publicOrigin: origin,
    seedHashCost: 1024,
    attendanceSecret: TEST_ATTENDANCE_SECRET,
    // Scheduled work runs when a test says so (`api.runJobs()`), never on the wall clock mid-test.
    jobs: false,
    ...(await testStorage(options.database)),
    ...options,
    now: () => clock.now,
  }).catch(async (error: unknown) => {
    await new Promise((resolve) => server.close(resolve));
    throw error;
  });
  ready.api = created;

  async function call<T>(path: string, opts: CallOptions = {}): Promise<CallResult<T>> {
    // Raw bodies are sent as JSON unless the test says otherwise (malformed JSON is still JSON by its type).
    const contentType: Record<string, string> =
      opts.rawBody !== undefined ? { 'Content-Type': 'application/json' } : {};
    const headers: Record<string, string> = { Accept: 'application/json', ...contentType, ...opts.headers };
    if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
    if (opts.lang) headers['Accept-Language'] = opts.lang;
    let body: string | undefined = opts.rawBody;
    if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['Content-Type'] = 'application/json';
    }
    const method = opts.method ?? (body === undefined ? 'GET' : 'POST');
    const response = await fetch(base + path, { method, headers, body });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      // A page for people (a mail's unsubscribe link) is HTML: its envelope is null, its text is the test's to fetch.
      body: (text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null) as Envelope<T>,
    };
  }

  return {
    api: created,
    base,
    origin,
    dir,
    clock,
    call,
    async login(username, password = PASSWORD, rememberMe = false) {
      const result = await call<{ access_token: string }>('auth/login', { body: { username, password, rememberMe } });
      if (result.status !== 200) throw new Error(`login failed: ${result.status} ${result.body.message}`);
      return result.body.data.access_token;
    },
    async outbox(email) {
      const result = await call<Mail[]>(`__dev/outbox?email=${encodeURIComponent(email)}`);
      return result.body.data;
    },
    logs,
    async close() {
      await created.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      });
      if (!options.dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** An answer read as the client reads it from this API: through its schema, coercing, URLs resolved against the API. */
export function readAnswer<T, S>(t: Pick<TestApi, 'origin'>, value: unknown, schema: Struct<T, S>): T {
  const release = claimApiBase(t.origin);
  try {
    return create(value, schema);
  } finally {
    release();
  }
}

/** Keeps `[mail] …` and re-seed notices out of the test output; returns the spy for assertions. */
export function silenceConsole() {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  return vi.spyOn(console, 'log').mockImplementation(() => undefined);
}

/** The path-and-query part of a mailed link, relative to the client origin. */
export function linkParts(link: string): { pathname: string; params: URLSearchParams } {
  const url = new URL(link);
  return { pathname: url.pathname, params: url.searchParams };
}

/** Options made of plain data only: two files asking for the same ones can share an API (a function or object cannot). */
function poolKey(options: StartOptions): string | undefined {
  // On PostgreSQL every API shares one database: an idle one's mail queue would see the next file's rows.
  if (process.env.TEST_DATABASE_URL || options.dir !== undefined) return undefined;
  const plain = (value: unknown): boolean =>
    value === null ||
    ['string', 'number', 'boolean'].includes(typeof value) ||
    (typeof value === 'object' &&
      Object.getPrototypeOf(value) === Object.prototype &&
      Object.values(value).every(plain));
  return plain(options) ? JSON.stringify(options) : undefined;
}

/** How many idle APIs a test worker keeps: every plain option set the files use (each API holds about 40 MB). */
const POOL_SIZE = 16;
/** An API a file holds: the clock it started at, and its options' pool key when it may be shared. */
interface Held {
  api: TestApi;
  start: number;
  key?: string;
}
/** Idle APIs by their options' key, least recently used first. */
const idle = new Map<string, Held>();

/**
 * An API for a file: an idle one started with the same options by an earlier file of this worker (its clock back at
 * the start, so its first reset restores the seed snapshot it already has), else a new one. Starting and seeding
 * an API is about half a second of CPU; most files ask for the same few options.
 */
async function acquire(options: StartOptions): Promise<Held> {
  const key = poolKey(options);
  const kept = key === undefined ? undefined : idle.get(key);
  if (key !== undefined && kept) {
    idle.delete(key);
    kept.api.logs.clear();
    return kept;
  }
  const api = await startApi(options);
  return { api, start: api.clock.now, key };
}

async function release(held: Held): Promise<void> {
  if (held.key === undefined) return held.api.close();
  idle.set(held.key, held);
  const [oldest] = idle.keys();
  if (idle.size > POOL_SIZE && oldest !== undefined) {
    const evicted = idle.get(oldest);
    idle.delete(oldest);
    await evicted?.api.close();
  }
}

/**
 * One in-process API for the enclosing describe block (or file), re-seeded (console silenced) before each test with
 * its clock back at the start (`at`, else the moment it started). The seed depends on the clock alone, so after the
 * first two every re-seed restores the API's seed snapshot instead of seeding anew, whatever a test did to the clock.
 * Files of one worker asking for the same plain options share an API (its start may then be a minute old).
 * The value forwards to the running instance, so tests read `t.call(…)` as with `startApi`.
 */
export function useTestApi(options: StartOptions = {}): TestApi {
  let held: Held | undefined;
  beforeAll(async () => {
    held = await acquire(options);
  });
  afterAll(async () => {
    if (held) await release(held);
    held = undefined;
  });
  beforeEach(async () => {
    silenceConsole();
    if (!held) return;
    held.api.clock.now = held.start;
    await held.api.api.reset();
  });
  return new Proxy({} as TestApi, {
    get(_target, key) {
      if (!held) throw new Error('useTestApi: the API starts in beforeAll; use it inside a test');
      return Reflect.get(held.api, key);
    },
  });
}
