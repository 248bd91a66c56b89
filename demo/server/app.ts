import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Hono, type Context } from 'hono';
import type { Api } from '../api/index';
import type { ApiEnv } from '../api/router';
import { operatorRoutes } from './operations';
import { requestLog } from './request-log';
import { DEV_SERVER_HEADERS, securityHeaders, transportSecurity } from './security-headers';

/** Vite's dev server in middleware mode (hot reload), or none to serve the built app. */
export type ViteMiddleware = (req: IncomingMessage, res: ServerResponse) => void;

export interface ServerAppOptions {
  /** The build folder: `demo/` (the app), `lib/` (per-element ES build) and `bundle/` (the one-script bundle). */
  dist: string;
  vite?: ViteMiddleware;
  /** Production: the app's page without the demo's brand tools. */
  production?: boolean;
  /** Behind a reverse proxy: its X-Forwarded-Proto tells whether the call came over HTTPS (ACADEMY_TRUST_PROXY=1). */
  trustProxy?: boolean;
  /** ACADEMY_METRICS_TOKEN: the bearer token /metrics asks for in production (unset: loopback callers only). */
  metricsToken?: string;
  /** True once the server is shutting down (/readyz answers 503). */
  draining?: () => boolean;
}

/** Plain pages holding one element each, outside the routed app: the embedded sign-in and a trainer's slide page. */
const STANDALONE_PAGES: Record<string, string> = { '/embed': 'embed.html', '/slide': 'slide.html' };

/** The demo's tools (the brand switcher) in the app's page: for trying the brands, never shown by a production server. */
const DEMO_TOOLS = /\s*<div id="demo-tools"><\/div>/;

/** Hashed build assets never change under their name: cached for a year; everything else is checked each time. */
const IMMUTABLE = /[-.][A-Za-z0-9_-]{8,}\.(js|css|woff2|svg)$/;

/** A page of the built app (index or a standalone page), without the demo's tools in production; 503 before a build. */
function sendPage(c: Context<ApiEnv>, dist: string, page: string, production: boolean): Response {
  let html: string;
  try {
    html = readFileSync(join(dist, 'demo', page), 'utf8');
  } catch {
    return c.text('The app is not built yet: run `npm run build` (npm start does it for you).', 503);
  }
  if (production && page === 'index.html') html = html.replace(DEMO_TOOLS, '');
  return c.body(html, 200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
}

/** Built files under a URL prefix; dot-files (Vite's own `.vite/manifest.json`) are never served. */
function builtFiles(prefix: string, root: string) {
  return serveStatic<ApiEnv>({
    root,
    rewriteRequestPath: (path) => path.slice(prefix.length - 1),
    onFound: (path, c) => {
      c.header('Cache-Control', IMMUTABLE.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}

/**
 * The demo server: a log line and metrics per request, security headers on every answer, the operator endpoints
 * (/healthz, /readyz, /metrics), the API under /backend/, then Vite (hot reload) or the built app — element builds
 * at /lib/ and /bundle/, the routed app's page for any other page path.
 */
export function createServerApp(api: Api, options: ServerAppOptions): Hono<ApiEnv> {
  const { dist, vite } = options;
  const production = options.production ?? false;
  const app = new Hono<ApiEnv>();
  app.use(requestLog(api.log.child({ component: 'http' }), api.metrics));
  app.use(securityHeaders);
  app.use(transportSecurity(options.trustProxy ?? false));
  operatorRoutes(app, api, api.log.child({ component: 'server' }), {
    production,
    metricsToken: options.metricsToken,
    draining: options.draining,
  });
  app.route('/', api.app);
  if (vite) {
    app.all('*', (c) => {
      // Vite writes its own answer on Node's response; only framing, referrers and sniffing are restricted there.
      for (const [name, value] of Object.entries(DEV_SERVER_HEADERS)) c.env.outgoing.setHeader(name, value);
      vite(c.env.incoming, c.env.outgoing);
      return RESPONSE_ALREADY_SENT;
    });
    return app;
  }
  app.on(['GET', 'HEAD'], '/*', async (c, next) => {
    // A path segment starting with a dot is never a page or an asset of the build.
    if (c.req.path.split('/').some((segment) => segment.startsWith('.'))) return c.text('Not found', 404);
    await next();
  });
  app.get('/', (c) => sendPage(c, dist, 'index.html', production));
  app.get('/index.html', (c) => sendPage(c, dist, 'index.html', production));
  app.get('/lib/*', builtFiles('/lib/', join(dist, 'lib')));
  app.get('/bundle/*', builtFiles('/bundle/', join(dist, 'bundle')));
  app.get('/*', builtFiles('/', join(dist, 'demo')));
  app.get('/*', (c) => {
    const path = c.req.path;
    if (/\.[a-z0-9]+$/i.test(path)) return c.text('Not found', 404);
    return sendPage(c, dist, STANDALONE_PAGES[path.replace(/\.html$/, '')] ?? 'index.html', production);
  });
  return app;
}
