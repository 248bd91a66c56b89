// Serves the built page (dist/) the way a CMS would: on an origin of its own, with the strict Content-Security-Policy
// of csp.mjs as a real header, and the academy's API (ACADEMY_API, on another origin) written into the page's
// academy-config block. No /backend forwarding: the elements call the API across origins.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PERMISSIONS_POLICY, hostPolicy } from './csp.mjs';

const dist = fileURLToPath(new URL('./dist/', import.meta.url));
const port = Number(process.env.PORT ?? 4180);
const host = process.env.HOST ?? '127.0.0.1';
if (!Number.isInteger(port) || port <= 0 || port > 65535)
  throw new Error(`serve: PORT "${process.env.PORT}" is not a port`);

/** The API's origin, from ACADEMY_API (an http(s) URL; its path is dropped, the elements add /backend/). */
function apiOrigin() {
  const value = process.env.ACADEMY_API ?? 'http://localhost:4173';
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`serve: ACADEMY_API "${value}" is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`serve: ACADEMY_API "${value}" is not http(s)`);
  return url.origin;
}

const api = apiOrigin();
const CONFIG_BLOCK = /(<script type="application\/json" id="academy-config">)[\s\S]*?(<\/script>)/;
const source = readFileSync(join(dist, 'index.html'), 'utf8');
if (!CONFIG_BLOCK.test(source))
  throw new Error('serve: dist/index.html has no academy-config block (run npm run build)');
// JSON is data, not script, but `<` is escaped so no value could ever close the block.
const page = source.replace(
  CONFIG_BLOCK,
  (_, open, close) => `${open}${JSON.stringify({ apiBase: api }).replaceAll('<', '\\u003c')}${close}`,
);

const HEADERS = {
  'Content-Security-Policy': hostPolicy(api),
  'Permissions-Policy': PERMISSIONS_POLICY,
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
};
/** @type {Record<string, string>} */
const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
};

/**
 * The answer for a path: a file of dist/, else the page itself for a route (a path with no extension; host.js shows
 * its element), else 404.
 * @param {string} pathname
 * @returns {Promise<{ status: number, type: string, body: string | Buffer }>}
 */
async function answer(pathname) {
  const extension = extname(pathname);
  if (!extension || extension === '.html') return { status: 200, type: 'text/html; charset=utf-8', body: page };
  let file;
  try {
    file = join(dist, decodeURIComponent(pathname));
  } catch {
    return notFound(); // a malformed %-escape names no file
  }
  const inside = relative(dist, file);
  if (inside.startsWith('..') || inside.startsWith(sep) || !TYPES[extension]) return notFound();
  try {
    return { status: 200, type: TYPES[extension] ?? '', body: await readFile(file) };
  } catch {
    return notFound();
  }
}

const notFound = () => ({ status: 404, type: 'text/plain; charset=utf-8', body: 'Not found' });

createServer((request, response) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { ...HEADERS, Allow: 'GET, HEAD' }).end();
    return;
  }
  const { pathname } = new URL(request.url ?? '/', 'http://page');
  answer(pathname).then(
    ({ status, type, body }) => {
      response.writeHead(status, { ...HEADERS, 'Content-Type': type });
      response.end(request.method === 'HEAD' ? undefined : body);
    },
    (error) => {
      console.error(error);
      response.writeHead(500, HEADERS).end();
    },
  );
}).listen(port, host, () => console.log(`html example on http://${host}:${port}/ (API ${api})`));
