import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Api } from '../api/index';
import { securityHeaders } from './security-headers';
import { fileFor, sendFile } from './static-files';

export type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/** Plain pages holding one element each, outside the routed app: the embedded sign-in and a trainer's slide page. */
const STANDALONE_PAGES: Record<string, string> = { '/embed': 'embed.html', '/slide': 'slide.html' };

/** The demo's tools (the brand switcher) in the app's page: for trying the brands, never shown by a production server. */
const DEMO_TOOLS = /\s*<div id="demo-tools"><\/div>/;

/** The app's page without the demo's tools (production). */
function sendPageWithoutTools(req: IncomingMessage, res: ServerResponse, file: string): void {
  const html = readFileSync(file, 'utf8').replace(DEMO_TOOLS, '');
  res.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(req.method === 'HEAD' ? undefined : html);
}

/** Built files: the demo app at /, the per-element ES build at /lib/, the one-script bundle at /bundle/. */
function serveBuilt(dist: string, production: boolean, req: IncomingMessage, res: ServerResponse): void {
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
  const appPage = join(dist, 'demo', 'index.html');
  const send = (file: string) =>
    production && file === appPage ? sendPageWithoutTools(req, res, file) : sendFile(req, res, file);
  const mounts: [string, string][] = [
    ['/lib/', join(dist, 'lib')],
    ['/bundle/', join(dist, 'bundle')],
    ['/', join(dist, 'demo')],
  ];
  for (const [prefix, root] of mounts) {
    if (!path.startsWith(prefix)) continue;
    const file = fileFor(root, path.slice(prefix.length - 1));
    if (file) return send(file);
  }
  if (/\.[a-z0-9]+$/i.test(path)) {
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    return;
  }
  const page = STANDALONE_PAGES[path.replace(/\.html$/, '')] ?? 'index.html';
  const html = fileFor(join(dist, 'demo'), `/${page}`);
  if (!html) {
    res
      .writeHead(503, { 'Content-Type': 'text/plain' })
      .end('The app is not built yet: run `npm run build` (npm start does it for you).');
    return;
  }
  send(html);
}

/** The demo server's request handler: security headers on every answer, then the API, then Vite or the built app. */
export function createRequestListener(
  api: Api,
  options: { dist: string; vite?: Listener; production?: boolean },
): Listener {
  const fallback: Listener =
    options.vite ?? ((req, res) => serveBuilt(options.dist, options.production ?? false, req, res));
  return (req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    for (const [name, value] of Object.entries(securityHeaders(path, { vite: options.vite !== undefined })))
      res.setHeader(name, value);
    api.handle(req, res).then(
      (handled) => handled || fallback(req, res),
      (error: unknown) => {
        console.error('[server] unhandled', error instanceof Error ? error.message : error);
        if (!res.headersSent)
          res
            .writeHead(500, { 'Content-Type': 'application/json' })
            .end('{"message":"Server error","status_text":"Internal Server Error","data":null}');
      },
    );
  };
}
