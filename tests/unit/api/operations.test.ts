// @vitest-environment node
import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPasswordSync } from '../../../demo/api/security';
import { insertUser } from '../../../demo/api/users';
import { createServerApp, type ServerAppOptions } from '../../../demo/server/app';
import { startApi, type TestApi } from './helpers';

// The operator endpoints and the request log of the demo server (issue #36): /healthz, /readyz, /metrics, one JSON
// line per request with its id, route pattern and user id, and nothing a caller typed.

const TOKEN = 'metrics-token-0123456789';
const PASSWORD = 'Operator#Secret-2026';
// One per run: the PostgreSQL tier keeps its database between runs.
const EMAIL = `ops.trainer.${Date.now()}@academy.test`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface Served {
  origin: string;
  close(): Promise<void>;
}

/** The demo server app over `t`'s API, on its own loopback port (an empty build: the pages are not used here). */
async function serve(t: TestApi, options: Partial<ServerAppOptions>): Promise<Served> {
  for (const folder of ['demo', 'lib', 'bundle']) mkdirSync(join(t.dir, 'dist', folder), { recursive: true });
  const app = createServerApp(t.api, { dist: join(t.dir, 'dist'), ...options });
  const server: Server = createServer(getRequestListener(app.fetch));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const json = async (response: Response) => (await response.json()) as Record<string, unknown>;

describe('the operator endpoints of a production server', () => {
  let t: TestApi;
  let production: Served;
  let loopbackOnly: Served;
  let development: Served;
  beforeAll(async () => {
    // A deployment's API: no demo data, one account made as `npm run api:create-trainer` makes it.
    t = await startApi({ devEndpoints: false });
    await insertUser(t.api.database.db, {
      username: EMAIL,
      email: EMAIL,
      name: 'Operations Trainer',
      roles: ['trainer'],
      permissions: [],
      password_hash: hashPasswordSync(PASSWORD, 1024),
      email_verified_at: new Date(),
      created_at: new Date(),
    });
    production = await serve(t, { production: true, metricsToken: TOKEN });
    loopbackOnly = await serve(t, { production: true });
    development = await serve(t, { production: false });
  });
  afterAll(async () => {
    await Promise.all([production, loopbackOnly, development].map((served) => served?.close()));
    await t?.close();
  });

  it('/healthz answers 200 {"status":"ok"}, uncached, without a token', async () => {
    const res = await fetch(`${production.origin}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-request-id')).toMatch(UUID);
  });

  it('/readyz answers 200 {"status":"ready"} when the database answers, migrations are applied and mail runs', async () => {
    const res = await fetch(`${production.origin}/readyz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ready' });
  });

  it('keeps a safe X-Request-Id from a proxy, and replaces any other with a new one', async () => {
    const idOf = async (sent: string) =>
      (await fetch(`${production.origin}/healthz`, { headers: { 'X-Request-Id': sent } })).headers.get('x-request-id');
    expect(await idOf('edge-7f3a.b_2')).toBe('edge-7f3a.b_2');
    for (const unsafe of ['a b', 'x'.repeat(65), '<script>', 'id;drop', 'é']) {
      const id = await idOf(unsafe);
      expect(id, unsafe).toMatch(UUID);
    }
  });

  it('lets a page on another origin read the X-Request-Id of an API answer (CORS exposes it)', async () => {
    const res = await fetch(`${production.origin}/backend/user/current`, {
      headers: { Origin: 'https://portal.example', 'X-Request-Id': 'portal-1' },
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('x-request-id')).toBe('portal-1');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-expose-headers')?.split(/\s*,\s*/)).toEqual(
      expect.arrayContaining(['Retry-After', 'X-Request-Id']),
    );
  });

  it('logs one line per request: id, method, route pattern, status, duration, user id; no password, token or email', async () => {
    const login = await fetch(`${production.origin}/backend/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Request-Id': 'login-1' },
      body: JSON.stringify({ username: EMAIL, password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    const me = await fetch(`${production.origin}/backend/user/current?email=${encodeURIComponent(EMAIL)}`, {
      headers: { Authorization: `Bearer ${token}`, 'X-Request-Id': 'me-1' },
    });
    expect(me.status).toBe(200);
    const userId = ((await me.json()) as { data: { id: number } }).data.id;
    const lines = t.logs.entries().filter((entry) => entry.component === 'http');
    const loginLine = lines.find((entry) => entry.reqId === 'login-1');
    expect(Object.keys(loginLine ?? {}).sort()).toEqual(
      ['component', 'level', 'method', 'ms', 'msg', 'pid', 'reqId', 'route', 'status', 'time'].sort(),
    );
    expect(loginLine).toMatchObject({ level: 'info', msg: 'request', method: 'POST', route: '/backend/auth/login' });
    expect(loginLine?.status).toBe(200);
    expect(typeof loginLine?.ms).toBe('number');
    // The pattern, not the path with its query; the signed-in user's id, nothing else of theirs.
    expect(lines.find((entry) => entry.reqId === 'me-1')).toMatchObject({
      route: '/backend/user/current',
      status: 200,
      userId,
    });
    const text = t.logs.text();
    for (const secret of [PASSWORD, token, EMAIL, encodeURIComponent(EMAIL), 'Operations Trainer']) {
      expect(text, secret).not.toContain(secret);
    }
  });

  it('logs the route pattern of a path with ids, and keeps probes out of the log', async () => {
    const before = t.logs.entries().length;
    await fetch(`${production.origin}/backend/support/ticket/get/424242`);
    await fetch(`${production.origin}/healthz`);
    await fetch(`${production.origin}/readyz`);
    const lines = t.logs.entries().slice(before);
    expect(lines.map((entry) => [entry.route, entry.status])).toEqual([['/backend/support/ticket/get/:ticketNo', 401]]);
    expect(JSON.stringify(lines)).not.toContain('424242');
  });

  it('/metrics answers 401 without the token, 401 with another, 200 with it', async () => {
    const metrics = (headers: Record<string, string> = {}) => fetch(`${production.origin}/metrics`, { headers });
    const missing = await metrics();
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toBe('Bearer');
    expect(await missing.text()).not.toContain('academy_');
    expect((await metrics({ Authorization: `Bearer ${TOKEN}x` })).status).toBe(401);
    expect((await metrics({ Authorization: TOKEN })).status).toBe(401);
    const ok = await metrics({ Authorization: `Bearer ${TOKEN}` });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toContain('text/plain');
  });

  it('/metrics without a token set answers this machine only (404 through a proxy); development answers anyone', async () => {
    expect((await fetch(`${loopbackOnly.origin}/metrics`)).status).toBe(200);
    const proxied = await fetch(`${loopbackOnly.origin}/metrics`, { headers: { 'X-Forwarded-For': '203.0.113.9' } });
    expect(proxied.status).toBe(404);
    const open = await fetch(`${development.origin}/metrics`, { headers: { 'X-Forwarded-For': '203.0.113.9' } });
    expect(open.status).toBe(200);
  });

  it('/metrics counts requests by route pattern and status, with latency, outbox and database figures', async () => {
    await fetch(`${development.origin}/backend/support/ticket/get/777001`);
    await fetch(`${development.origin}/backend/support/ticket/get/777002`);
    const text = await (await fetch(`${development.origin}/metrics`)).text();
    const count =
      /academy_http_requests_total\{method="GET",route="\/backend\/support\/ticket\/get\/:ticketNo",status="401"\} (\d+)/.exec(
        text,
      );
    expect(Number(count?.[1])).toBeGreaterThanOrEqual(2);
    expect(text).not.toContain('777001');
    expect(text).toMatch(
      /academy_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/backend\/support\/ticket\/get\/:ticketNo",status="401"\}/,
    );
    expect(text).toMatch(/academy_mail_outbox\{state="pending"\} 0/);
    expect(text).toMatch(/academy_mail_outbox\{state="failed"\} 0/);
    // The engine's own figures: PostgreSQL's pool, or PGlite's queries in flight on its one connection.
    if (t.api.database.target.kind === 'postgres') {
      expect(text).toMatch(/academy_db_pool_connections \d+/);
      expect(text).toMatch(/academy_db_pool_idle_connections \d+/);
      expect(text).toMatch(/academy_db_pool_waiting_requests \d+/);
    } else expect(text).toMatch(/academy_db_queries_in_flight \d+/);
    expect(text).toMatch(/academy_attendance_check_ins_total\{method="QR"\} \d+/);
    expect(text).toMatch(/academy_process_cpu_seconds_total/);
  });

  it('/readyz answers 503 naming the failed checks only in production, with reasons in development', async () => {
    const down = await startApi({ devEndpoints: false });
    const downProduction = await serve(down, { production: true });
    const downDevelopment = await serve(down, { production: false });
    try {
      await down.api.database.close();
      const res = await fetch(`${downProduction.origin}/readyz`);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: 'unavailable', failed: ['database', 'migrations'] });
      const dev = await json(await fetch(`${downDevelopment.origin}/readyz`));
      expect(dev.failed).toEqual(['database', 'migrations']);
      // The driver's words: "PGlite is closed", or pg's "Cannot use a pool after calling end on the pool".
      expect((dev.reasons as Record<string, string>).database).toMatch(/closed|end on the pool/i);
      // The reasons reach the server's log (one line per server app here), once, not at each probe.
      const notReady = () => down.logs.entries().filter((entry) => entry.msg === 'not ready');
      expect(notReady()).toHaveLength(2);
      expect(notReady()[0]).toMatchObject({ level: 'warn', failed: ['database', 'migrations'] });
      await fetch(`${downProduction.origin}/readyz`);
      expect(notReady()).toHaveLength(2);
      // /healthz only says the process is up.
      expect((await fetch(`${downProduction.origin}/healthz`)).status).toBe(200);
    } finally {
      await Promise.all([downProduction.close(), downDevelopment.close()]);
      vi.spyOn(down.api.database, 'close').mockResolvedValue();
      await down.close();
    }
  });

  it('/readyz answers 503 "shutdown" once the server drains', async () => {
    const draining = await serve(t, { production: true, draining: () => true });
    try {
      const res = await fetch(`${draining.origin}/readyz`);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: 'unavailable', failed: ['shutdown'] });
    } finally {
      await draining.close();
    }
  });
});
