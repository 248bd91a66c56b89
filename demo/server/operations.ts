import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { isLocalRequest } from '../api/client-address';
import type { Api } from '../api/index';
import type { Log } from '../api/ops/log';
import type { ApiEnv } from '../api/router';

/** What the operator endpoints need besides the API. */
export interface OperationsOptions {
  /** Production: no reasons in /readyz, /metrics behind its token (or loopback only). */
  production: boolean;
  /** ACADEMY_METRICS_TOKEN: /metrics answers a production caller only with `Authorization: Bearer <token>`. */
  metricsToken?: string;
  /** True once the server is shutting down: /readyz answers 503 so the proxy sends no new work. */
  draining?: () => boolean;
}

/** Probes must never be cached by a proxy: each answer is the state at that moment. */
const NO_STORE = { 'Cache-Control': 'no-store' };

/** Equal in constant time (hashes first, so lengths never differ either). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Who may read /metrics: anyone in development; in production the token's bearer, or this machine without a token. */
function metricsRefusal(c: Context<ApiEnv>, options: OperationsOptions): Response | undefined {
  if (!options.production) return undefined;
  if (options.metricsToken) {
    const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    if (bearer !== undefined && sameSecret(bearer, options.metricsToken)) return undefined;
    return c.json({ status: 'unauthorized' }, 401, { ...NO_STORE, 'WWW-Authenticate': 'Bearer' });
  }
  // A local reverse proxy forwards remote callers from loopback: isLocalRequest refuses anything it forwarded.
  return isLocalRequest(c.env.incoming) ? undefined : c.json({ status: 'not found' }, 404, NO_STORE);
}

/**
 * `/healthz` (the process answers), `/readyz` (database, migrations, mail worker; not while shutting down) and
 * `/metrics` (Prometheus text), at the root beside the app, unauthenticated except /metrics in production.
 */
export function operatorRoutes(app: Hono<ApiEnv>, api: Api, log: Log, options: OperationsOptions): void {
  app.get('/healthz', (c) => c.json({ status: 'ok' }, 200, NO_STORE));

  let lastFailed = '';
  app.get('/readyz', async (c) => {
    const draining = options.draining?.() ?? false;
    const readiness = await api.readiness();
    const failed: string[] = [...readiness.failed, ...(draining ? ['shutdown'] : [])];
    // The reasons go to the log once per change of state, never to a production caller (hosts, paths, versions).
    const state = failed.join(',');
    if (state !== lastFailed) {
      if (failed.length > 0) log.warn({ failed, reasons: readiness.reasons }, 'not ready');
      else if (lastFailed) log.info('ready again');
      lastFailed = state;
    }
    const reasons = options.production ? {} : { reasons: readiness.reasons };
    if (failed.length > 0) return c.json({ status: 'unavailable', failed, ...reasons }, 503, NO_STORE);
    return c.json({ status: 'ready' }, 200, NO_STORE);
  });

  app.get('/metrics', async (c) => {
    const refusal = metricsRefusal(c, options);
    if (refusal) return refusal;
    return c.body(await api.metrics.text(), 200, { ...NO_STORE, 'Content-Type': api.metrics.contentType });
  });
}
