import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiContext, RegisterRoutes } from './context';
import { ApiError, sendEmpty, sendReply, type Reply } from './http';
import { translate, languageOf } from './messages';
import { Limits } from './rate-limit';
import { ApiRequest } from './request';
import { Router } from './router';
import { register as authPassword } from './routes/auth-password';
import { register as authRegister } from './routes/auth-register';
import { register as authSession } from './routes/auth-session';
import { register as authVerify } from './routes/auth-verify';
import { register as content } from './routes/content';
import { register as dev } from './routes/dev';
import { register as user } from './routes/user';
import { resolveBearer } from './sessions';
import { Store } from './store';

export interface ApiOptions {
  dataFile: string;
  devEndpoints?: boolean /* default true */;
  now?: () => number;
  loginLockMs?: number /* default 600000 */;
}

export interface Api {
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> /* false when path does not start with /backend/ */;
  reset(): void;
}

const PREFIX = '/backend/';
const OUTBOX_LIMIT = 200;

/** Route groups in registration order; later issues append theirs here. */
const ROUTE_GROUPS: RegisterRoutes[] = [authSession, authRegister, authPassword, authVerify, user, content, dev];

export function createApi(options: ApiOptions): Api {
  const now = options.now ?? Date.now;
  const devEndpoints = options.devEndpoints ?? true;
  const store = new Store(options.dataFile, now);
  const limits = new Limits(options.loginLockMs ?? 600_000);

  const ctx: ApiContext = {
    store,
    now,
    devEndpoints,
    limits,
    sendMail(req, to, kind, link) {
      const subject = req.t(kind === 'reset' ? 'mailResetSubject' : 'mailVerifySubject');
      const outbox = store.data.outbox;
      outbox.push({ to, kind, subject, link, created_at: new Date(now()).toISOString() });
      if (outbox.length > OUTBOX_LIMIT) outbox.splice(0, outbox.length - OUTBOX_LIMIT);
      // Mail links are printed so a developer can follow them; session tokens never are.
      if (devEndpoints) console.log(`[mail] ${kind} to ${to}: ${link}`);
    },
    reset() {
      limits.reset();
      store.reseed();
    },
  };

  const router = new Router();
  for (const registerGroup of ROUTE_GROUPS) registerGroup(router, ctx);

  async function dispatch(req: ApiRequest): Promise<Reply> {
    const match = router.match(req.method, req.path);
    if (match.kind === 'none') throw req.fail(404, 'notFound');
    if (match.kind === 'wrong-method') {
      throw new ApiError(405, req.t('methodNotAllowed'), undefined, null, { Allow: match.allow.join(', ') });
    }
    req.params = match.params;
    if (match.route.auth) {
      const session = resolveBearer(ctx, req.header('authorization'));
      if (!session) throw new ApiError(401, req.t('unauthenticated'), 'Unauthorized', null, { 'WWW-Authenticate': 'Bearer' });
      req.user = session.user;
      req.tokenHash = session.tokenHash;
    }
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
      const req = new ApiRequest(raw, method, url.pathname.slice(PREFIX.length), url.searchParams);
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
      // The body may be left unread (e.g. 401 before parsing); drain it so keep-alive connections stay usable.
      if (!raw.readableEnded) raw.resume();
      sendReply(res, reply);
      return true;
    },
    reset() {
      ctx.reset();
    },
  };
}
