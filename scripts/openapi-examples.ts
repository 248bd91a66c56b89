import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { SEED_PASSWORD } from '../demo/api/features/auth/seed';
import { createApi } from '../demo/api/index';
import { createLog } from '../demo/api/ops/log';
import { runConformance } from '../src/conformance/run';

// The OpenAPI document's success examples, recorded from the reference API itself: a fresh seeded database on a
// fixed clock, the conformance kit's read-only calls as the seeded learner and trainer, in English and Arabic.
// Answers are trimmed (two items a list, short strings) and what changes per run (tokens, the origin) made fixed.

/** Where the recorded examples are committed; the document reads them from there. */
export const EXAMPLES_FILE = 'demo/api/openapi/examples.json';

/** The clock the recording API runs on (seeded data is relative to it): dates in the examples never move. */
export const EXAMPLES_CLOCK = Date.parse('2026-01-12T09:00:00.000Z');

/** The process's time zone while recording: the seed places its times in local time. */
export const EXAMPLES_ZONE = 'UTC';

/** Runs `work` with the process in EXAMPLES_ZONE, then puts the zone back. */
export async function inExamplesZone<T>(work: () => Promise<T>): Promise<T> {
  const zone = process.env.TZ;
  process.env.TZ = EXAMPLES_ZONE;
  try {
    return await work();
  } finally {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  }
}

/** Examples by route (`METHOD pattern`) and language. */
export type RecordedExamples = Record<string, { en: unknown; ar: unknown }>;

const ORIGIN = 'https://academy.example';
const LIST_ITEMS = 2;
const TEXT_CHARS = 160;

/** An answer as an example: lists cut to two items, long strings cut, tokens and the recording origin replaced. */
export function tidy(value: unknown, origin: string, key = ''): unknown {
  if (Array.isArray(value)) return value.slice(0, LIST_ITEMS).map((item) => tidy(item, origin));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, tidy(item, origin, name)]));
  if (typeof value !== 'string') return value;
  if (/token/i.test(key)) return 'example-token';
  const text = value.replaceAll(origin, ORIGIN);
  return text.length > TEXT_CHARS ? `${text.slice(0, TEXT_CHARS)}…` : text;
}

/** Records the examples from the API at `origin` (seeded, on EXAMPLES_CLOCK): the first passing answer of each route. */
export async function recordExamples(origin: string): Promise<RecordedExamples> {
  const found: Record<string, Partial<Record<'en' | 'ar', unknown>>> = {};
  for (const lang of ['en', 'ar'] as const) {
    for (const user of ['learner', 'trainer']) {
      const report = await runConformance({
        base: origin,
        user,
        password: SEED_PASSWORD,
        lang,
        onAnswer: (route, body) => {
          (found[route] ??= {})[lang] ??= tidy(body, origin);
        },
      });
      if (report.stopped) throw new Error(`[openapi] recording examples as ${user}: ${report.stopped}`);
    }
  }
  const complete = Object.entries(found).filter(([, langs]) => 'en' in langs && 'ar' in langs);
  return Object.fromEntries(complete.sort(([a], [b]) => a.localeCompare(b))) as RecordedExamples;
}

/** Boots a fresh reference API on a loopback port (in-memory PGlite, EXAMPLES_CLOCK and ZONE), records, shuts it down. */
export function recordFreshExamples(): Promise<RecordedExamples> {
  return inExamplesZone(async () => {
    const api = await createApi({
      database: { kind: 'pglite', dataDir: 'memory' },
      jobs: false,
      // The examples show no hash: a cheap one makes the four sign-ins fast.
      seedHashCost: 1024,
      attendanceSecret: 'openapi-examples-attendance-secret-0123456789',
      log: createLog({ development: false, level: 'warn' }),
      now: () => EXAMPLES_CLOCK,
    });
    const server = createServer(getRequestListener(new Hono().route('/', api.app).fetch));
    try {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return await recordExamples(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await api.close();
    }
  });
}
