import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApi } from '../api/index';
import { fileFor, sendFile } from './static-files';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 4173);
const dataFile = resolve(repo, process.env.ACADEMY_DATA_FILE ?? '.data/api.json');
const loginLockMs = process.env.ACADEMY_LOGIN_LOCK_MS ? Number(process.env.ACADEMY_LOGIN_LOCK_MS) : undefined;

/** The demo page may load only its own scripts, styles, fonts and frames; workers from blob: for the QR scanner. */
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'", // no 'unsafe-inline': page-wide rules are constructed sheets
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' data:", // Shoelace's sl-icon fetches its built-in icons from data: URLs
  "frame-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
].join('; ');

const api = createApi({ dataFile, loginLockMs });
// ACADEMY_DIST serves another build (lets a test run use its own while dist/ is being rebuilt).
const dist = resolve(repo, process.env.ACADEMY_DIST ?? 'dist');

/** Built files: the demo app at /, the per-element ES build at /lib/, the one-script bundle at /bundle/. */
function serveBuilt(req: IncomingMessage, res: ServerResponse): void {
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
  const mounts: [string, string][] = [['/lib/', join(dist, 'lib')], ['/bundle/', join(dist, 'bundle')], ['/', join(dist, 'demo')]];
  for (const [prefix, root] of mounts) {
    if (!path.startsWith(prefix)) continue;
    const file = fileFor(root, path.slice(prefix.length - 1));
    if (file) return sendFile(req, res, file, { 'Content-Security-Policy': CSP });
  }
  if (/\.[a-z0-9]+$/i.test(path)) {
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    return;
  }
  const page = path === '/embed' || path === '/embed.html' ? 'embed.html' : 'index.html';
  const html = fileFor(join(dist, 'demo'), `/${page}`);
  if (!html) {
    res.writeHead(503, { 'Content-Type': 'text/plain' }).end('The app is not built yet: run `npm run build` (npm start does it for you).');
    return;
  }
  sendFile(req, res, html, { 'Content-Security-Policy': CSP });
}

async function main(): Promise<void> {
  let fallback: (req: IncomingMessage, res: ServerResponse) => void = serveBuilt;
  const server = createServer((req, res) => {
    api.handle(req, res).then(
      (handled) => handled || fallback(req, res),
      (error: unknown) => {
        console.error('[server] unhandled', error instanceof Error ? error.message : error);
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' }).end('{"message":"Server error","status_text":"Internal Server Error","data":null}');
      },
    );
  });
  if (dev) {
    const { createServer: createVite } = await import('vite');
    // Hot reload rides on this server's own port, so the one process serves app, API and HMR.
    const vite = await createVite({ configFile: join(repo, 'vite.demo.config.ts'), server: { middlewareMode: true, hmr: { server } }, appType: 'spa' });
    fallback = (req, res) => vite.middlewares(req, res);
  }
  server.listen(port, () => {
    console.log(`Academy widgets ${dev ? '(dev) ' : ''}on http://localhost:${port}  (data: ${dataFile})`);
  });
  // Pending data writes are flushed before exiting; `exit` covers any other way out (a synchronous last write).
  const exit = () =>
    api.flush().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('[server] could not write the data file', error);
        process.exit(1);
      },
    );
  const stop = () => {
    server.close(() => void exit());
    server.closeIdleConnections();
    // Sockets still open (HMR, a slow client) must not hold the shutdown: exit after a short grace period.
    setTimeout(() => void exit(), 2000).unref();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  process.on('exit', () => api.flushSync());
}

void main();
