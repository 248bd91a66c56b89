import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { routePath } from 'hono/route';
import type { ApiContext } from './context';
import type { Feature } from './feature';
import { clientAddress } from './client-address';
import { loggable } from './db/errors';
import { ApiError, ClientGoneError, errorReply, toResponse } from './http';
import { languageOf, type MessageCatalogue } from './messages';
import type { Log } from './ops/log';
import { openApiText } from './openapi/text';
import { ApiRequest } from './request';
import { patternsOverlap, Router, type ApiEnv, type Guard, type RouteInfo } from './router';

const BODY_LIMIT = 1024 * 1024;

/** What the root hands the HTTP layer: the features it serves and what their routes share. */
export interface ApiAppParts {
  features: readonly Feature[];
  ctx: ApiContext;
  messages: MessageCatalogue;
  guard: Guard;
  /** Count throttles by the last `X-Forwarded-For` address (only behind a reverse proxy that sets it). */
  trustProxy: boolean;
  /** The `api` component's logger (abandoned uploads, unexpected errors). */
  log: Log;
}

/** Two features never claim one path, so the order features are mounted in cannot change which one answers. */
function refuseOverlaps(routes: readonly RouteInfo[]): void {
  for (const [index, route] of routes.entries()) {
    for (const other of routes.slice(index + 1)) {
      if (route.pattern !== other.pattern && patternsOverlap(route.pattern, other.pattern)) {
        throw new Error(`[api] ${route.pattern} (${route.feature}) and ${other.pattern} (${other.feature}) overlap`);
      }
      if (route.pattern === other.pattern && route.feature !== other.feature) {
        throw new Error(`[api] ${route.pattern} is served by both ${route.feature} and ${other.feature}`);
      }
    }
  }
}

/**
 * The API under /backend: the library's CORS and body limit, our request and envelope, one sub-app per feature
 * (declared by the feature, mounted here), 404 and error answers in the caller's language.
 */
export function createApiApp(parts: ApiAppParts): { app: Hono<ApiEnv>; routes: RouteInfo[] } {
  const { messages } = parts;
  const app = new Hono<ApiEnv>({ strict: false }).basePath('/backend');
  const answer = (error: ApiError) => toResponse(errorReply(error));
  const failure = (acceptLanguage: string | undefined, status: number, key: 'notFound' | 'bodyTooLarge') =>
    answer(new ApiError(status, messages.translate(languageOf(acceptLanguage), key)));

  app.use(
    cors({
      origin: '*',
      allowHeaders: ['Authorization, Content-Type, Accept, Accept-Language'],
      allowMethods: ['GET, POST, PUT, DELETE, OPTIONS'],
      maxAge: 600,
      // The client reads how long to wait on a 429 from another origin too, and a portal may log the request id
      // (the server's X-Request-Id) to quote it to the operator.
      exposeHeaders: ['Retry-After', 'X-Request-Id'],
    }),
  );
  app.use(
    bodyLimit({
      maxSize: BODY_LIMIT,
      onError: (c) => {
        const tooLarge = failure(c.req.header('accept-language'), 413, 'bodyTooLarge');
        // The rest of the body is never read, so this connection cannot carry another request.
        tooLarge.headers.set('Connection', 'close');
        return tooLarge;
      },
    }),
  );
  app.use(async (c, next) => {
    const url = new URL(c.req.url);
    c.set(
      'request',
      new ApiRequest({
        incoming: c.env.incoming,
        request: c.req.raw,
        method: c.req.method,
        path: url.pathname.slice('/backend/'.length),
        query: url.searchParams,
        client: clientAddress(c.env.incoming, parts.trustProxy),
        messages,
      }),
    );
    await next();
    await c.get('request').drain();
  });

  const routes: RouteInfo[] = [];
  for (const feature of parts.features) {
    const router = new Router(feature.name, parts.guard);
    feature.routes(router, parts.ctx);
    routes.push(...router.seal().list());
    app.route('/', router.app);
  }
  refuseOverlaps(routes);

  // The OpenAPI document of these routes, built on first ask; public and the same for every caller, so cacheable.
  let openApi: { text: string; etag: string } | undefined;
  app.get('/openapi.json', (c) => {
    if (!openApi) {
      const text = openApiText(routes, messages);
      openApi = { text, etag: `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"` };
    }
    const headers = {
      'Cache-Control': 'public, max-age=3600',
      ETag: openApi.etag,
      'X-Content-Type-Options': 'nosniff',
    };
    if (c.req.header('if-none-match') === openApi.etag) return c.body(null, 304, headers);
    return c.body(openApi.text, 200, { ...headers, 'Content-Type': 'application/json; charset=utf-8' });
  });

  // A catch-all rather than `notFound`, so it answers when a server mounts this app beside its pages; `/backend`
  // itself (no slash) is left to that server.
  app.all('*', (c, next) =>
    new URL(c.req.url).pathname.startsWith('/backend/')
      ? failure(c.req.header('accept-language'), 404, 'notFound')
      : next(),
  );
  app.onError((error, c) => {
    // The route pattern, never the path (ids) or query (typed text); the request id ties it to the request's line.
    const where = { reqId: c.get('requestId'), method: c.req.method, route: routePath(c) };
    if (error instanceof ClientGoneError) {
      // A client that disconnects mid-body is an ordinary event, not a server fault: one line in the log, no stack.
      parts.log.warn({ ...where, received: error.received }, 'upload abandoned');
      c.env.outgoing.destroy();
      return new Response(null, { status: 400 });
    }
    if (error instanceof ApiError) return answer(error);
    const logged = loggable(error);
    parts.log.error(
      { ...where, ...(logged instanceof Error ? { err: logged } : { error: logged }) },
      'unexpected error',
    );
    return toResponse({
      status: 500,
      message: messages.translate(languageOf(c.req.header('accept-language')), 'serverError'),
      data: null,
    });
  });
  return { app, routes };
}
