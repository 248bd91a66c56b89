import type { IncomingMessage, ServerResponse } from 'node:http';
import { roleMatches } from '../../src/core/roles/roles';
import type { ApiContext } from './context';
import { createDataModel } from './data-model';
import type { Feature } from './feature';
import { FEATURES } from './features/index';
import { clientAddress, isLocalRequest } from './client-address';
import { ApiError, sendEmpty, sendReply, type Reply } from './http';
import { translate, languageOf } from './messages';
import { Limits, type LimitSettings } from './rate-limit';
import { ApiRequest } from './request';
import { Router, type Route, type RouteInfo } from './router';
import { resolveBearer } from './sessions';
import { Store } from './store';
import { checkBodyShape } from './validation';

export interface ApiOptions {
  dataFile: string;
  /** Development mode: `__dev/*` for local callers, mail links in the log (default true; off for deployment). */
  devEndpoints?: boolean /* default true */;
  /** Origin of the pages mailed links open, e.g. `https://academy.example` (default `http://localhost`). */
  publicOrigin?: string;
  /** Count throttles by the last `X-Forwarded-For` address (only behind a reverse proxy that sets it). */
  trustProxy?: boolean;
  now?: () => number;
  /** Window of login failures and base wait of a throttled client (default 600000). */
  loginLockMs?: number /* default 600000 */;
  /** Throttle thresholds (defaults in `DEFAULT_LIMITS`). */
  limits?: Partial<LimitSettings>;
  /** Generated users added to every seed, on top of the named demo accounts (default 0). */
  extraSeedUsers?: number;
  /** scrypt cost (N) of the seeded accounts' password hash; tests lower it for fast sign-ins (default the real cost). */
  seedHashCost?: number;
  /** The features served (default `FEATURES`); tests append probe features. */
  features?: readonly Feature[];
}

export interface Api {
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> /* false when path does not start with /backend/ */;
  reset(): void;
  /** Every registered route, in registration order. */
  routes(): RouteInfo[];
  /** Writes pending data changes and waits for them (shutdown, tests). */
  flush(): Promise<void>;
  /** Writes pending data changes synchronously (from `process.on('exit')`). */
  flushSync(): void;
}

const PREFIX = '/backend/';
const OUTBOX_LIMIT = 200;

export function createApi(options: ApiOptions): Api {
  const now = options.now ?? Date.now;
  const devEndpoints = options.devEndpoints ?? true;
  const features = options.features ?? FEATURES;
  const store = new Store(options.dataFile, createDataModel(features, { extraUsers: options.extraSeedUsers, seedHashCost: options.seedHashCost }), now);
  const limits = new Limits({ ...options.limits, ...(options.loginLockMs !== undefined ? { loginLockMs: options.loginLockMs } : {}) });
  const trustProxy = options.trustProxy ?? false;

  const ctx: ApiContext = {
    store,
    now,
    devEndpoints,
    limits,
    publicOrigin: (options.publicOrigin ?? 'http://localhost').replace(/\/+$/, ''),
    sendMail(mail) {
      const outbox = store.data.outbox;
      outbox.push({ ...mail, created_at: new Date(now()).toISOString() });
      if (outbox.length > OUTBOX_LIMIT) outbox.splice(0, outbox.length - OUTBOX_LIMIT);
      // Links carry reset tokens and signatures: printed for a developer to follow, never in a deployment's log.
      if (devEndpoints) console.log(`[mail] ${mail.kind} to ${mail.to}: ${mail.link}`);
    },
    reset() {
      limits.reset();
      store.reseed();
    },
  };

  const router = new Router();
  for (const feature of features) feature.routes(router, ctx);

  async function guard(req: ApiRequest, route: Route): Promise<void> {
    if (route.local && !isLocalRequest(req.raw)) throw req.fail(404, 'notFound');
    if (route.auth) {
      const session = resolveBearer(ctx, req.header('authorization'));
      if (!session) throw new ApiError(401, req.t('unauthenticated'), 'Unauthorized', null, { 'WWW-Authenticate': 'Bearer' });
      req.user = session.user;
      req.tokenHash = session.tokenHash;
      const { roles, permissions } = session.user;
      if (route.roles.length > 0 && !route.roles.some((wanted) => roles.some((role) => roleMatches(role, wanted)))) {
        throw req.fail(403, 'forbidden');
      }
      const permission = route.permission?.trim().toLowerCase();
      if (permission !== undefined && !permissions.some((name) => name.trim().toLowerCase() === permission)) {
        throw req.fail(403, 'forbidden');
      }
    }
    if (route.body) checkBodyShape(req, route.body, await req.body());
  }

  async function dispatch(req: ApiRequest): Promise<Reply> {
    const match = router.match(req.method, req.path);
    if (match.kind === 'none') throw req.fail(404, 'notFound');
    if (match.kind === 'wrong-method') {
      throw new ApiError(405, req.t('methodNotAllowed'), undefined, null, { Allow: match.allow.join(', ') });
    }
    req.params = match.params;
    await guard(req, match.route);
    return match.route.handler(req);
  }

  return {
    async handle(raw, res) {
      const url = new URL(raw.url ?? '/', 'http://localhost');
      if (!url.pathname.startsWith(PREFIX)) return false;
      const method = (raw.method ?? 'GET').toUpperCase();
      if (method === 'OPTIONS') {
        sendEmpty(res, 204);
        return true;
      }
      const req = new ApiRequest(raw, method, url.pathname.slice(PREFIX.length), url.searchParams, clientAddress(raw, trustProxy));
      let reply: Reply;
      try {
        reply = await dispatch(req);
      } catch (error) {
        if (error instanceof ApiError) {
          reply = { status: error.status, message: error.message, statusText: error.statusText, data: error.data, headers: error.headers };
        } else {
          console.error('[api] unexpected error on', method, url.pathname, error);
          reply = { status: 500, message: translate(languageOf(raw.headers), 'serverError'), data: null };
        }
      }
      try {
        // Answers wait for the write their change caused, so an acknowledged change survives a crash.
        await store.settled();
      } catch {
        reply = { status: 500, message: translate(languageOf(raw.headers), 'serverError'), data: null };
      }
      // The body may be left unread (e.g. 401 before parsing); drain it so keep-alive connections stay usable.
      if (!raw.readableEnded) raw.resume();
      sendReply(res, reply);
      return true;
    },
    reset() {
      ctx.reset();
    },
    routes: () => router.list(),
    flush: () => store.flush(),
    flushSync: () => store.flushSync(),
  };
}
