import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Log } from '../api/ops/log';
import { methodLabel, type ApiMetrics } from '../api/ops/metrics';
import type { ApiRequest } from '../api/request';
import type { ApiEnv } from '../api/router';

/** A request id a proxy may hand on: a short token that cannot break a log line or a header. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Probes and scrapes every few seconds: counted in the metrics, kept out of the request lines. */
const QUIET_ROUTES = new Set(['/healthz', '/readyz', '/metrics']);

/** The proxy's `X-Request-Id` when it is a safe short token, else a new one. */
export function requestIdOf(incoming: string | undefined): string {
  return incoming !== undefined && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * One log line and one metrics observation per request: request id (also the `X-Request-Id` answer header),
 * method, route pattern (never the path with its ids, nor the query), status, duration and the signed-in user's id.
 * Nothing a caller typed is written: no token, password, name, email or text.
 */
export function requestLog(log: Log, metrics: ApiMetrics): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const started = performance.now();
    const reqId = requestIdOf(c.req.header('x-request-id'));
    c.set('requestId', reqId);
    await next();
    // Vite's dev server answered on Node's response itself: no status to report (development only).
    if (c.res.headers.get('x-hono-already-sent')) return;
    c.res.headers.set('X-Request-Id', reqId);
    const ms = performance.now() - started;
    const route = routePath(c) || '/*';
    const { status } = c.res;
    metrics.observeRequest(c.req.method, route, status, ms / 1000);
    if (QUIET_ROUTES.has(route)) return;
    const userId = (c.get('request') as ApiRequest | undefined)?.user?.id;
    log.info(
      {
        reqId,
        method: methodLabel(c.req.method),
        route,
        status,
        ms: Math.round(ms * 10) / 10,
        ...(userId === undefined ? {} : { userId }),
      },
      'request',
    );
  };
}
