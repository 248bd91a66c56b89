// @vitest-environment node
import { createServer, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi, type Api } from '../../../demo/api/index';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { createServerApp } from '../../../demo/server/app';
import { DEV_SERVER_HEADERS, securityHeaders, transportSecurity } from '../../../demo/server/security-headers';
import { silenceConsole, testStorage } from './helpers';
import { captureLog } from './log-capture';

describe('securityHeaders', () => {
  // The middleware alone, in front of an answer that sets none of these headers itself.
  const app = new Hono().use(securityHeaders).all('*', (c) => c.text('ok'));
  const headersAt = async (path: string) => Object.fromEntries((await app.request(path)).headers);

  it('forbids framing, referrers and sniffing for pages, the API and the dev server', async () => {
    for (const path of ['/', '/auth/reset-password/abc', '/backend/user/current']) {
      const headers = await headersAt(path);
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(headers['referrer-policy']).toBe('no-referrer');
      expect(headers['x-content-type-options']).toBe('nosniff');
    }
    // Vite's dev server injects inline code, so only framing is restricted there.
    expect(DEV_SERVER_HEADERS['Content-Security-Policy']).toBe("frame-ancestors 'none'");
    expect(DEV_SERVER_HEADERS['Referrer-Policy']).toBe('no-referrer');
    expect(DEV_SERVER_HEADERS['X-Content-Type-Options']).toBe('nosniff');
    // Documents are shown in a frame by the content page (possibly on an embedding host).
    const document = await headersAt('/backend/storage/files/code-of-conduct.pdf');
    expect(document['content-security-policy']).toBeUndefined();
    expect(document['referrer-policy']).toBe('no-referrer');
  });
});

describe('every answer of the demo server carries the headers', () => {
  let dir: string;
  let api: Api;
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    silenceConsole();
    dir = mkdtempSync(join(tmpdir(), 'academy-headers-'));
    mkdirSync(join(dir, 'dist', 'demo'), { recursive: true });
    writeFileSync(join(dir, 'dist', 'demo', 'index.html'), '<!doctype html><title>demo</title>');
    mkdirSync(join(dir, 'dist', 'lib', '.vite'), { recursive: true });
    writeFileSync(join(dir, 'dist', 'lib', '.vite', 'manifest.json'), '{"src/index.ts":{}}');
    writeFileSync(join(dir, 'dist', 'lib', 'academy-login.js'), 'export {};');
    // Request lines go to a capture, not the test output.
    api = await createApi({ ...(await testStorage()), publicOrigin: 'http://localhost', log: captureLog().log });
    server = createServer(getRequestListener(createServerApp(api, { dist: join(dir, 'dist') }).fetch));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await api.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(['/', '/auth/reset-password/abc?email=a%40b.c', '/missing.js', '/backend/user/current', '/backend/nothing'])(
    '%s',
    async (path) => {
      const res = await fetch(origin + path);
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      // The scanner's camera and position on this origin only; the rest of the browser's powers are refused.
      const permissions = res.headers.get('permissions-policy') ?? '';
      expect(permissions).toContain('camera=(self)');
      expect(permissions).toContain('geolocation=(self)');
      expect(permissions).toContain('microphone=()');
      expect(permissions).toContain('payment=()');
      // Plain HTTP: no Strict-Transport-Security (it would pin a development machine's localhost to HTTPS).
      expect(res.headers.get('strict-transport-security')).toBeNull();
    },
  );

  it("never serves a dot-folder of the build, Vite's manifest included", async () => {
    for (const path of ['/lib/.vite/manifest.json', '/lib/%2Evite/manifest.json', '/lib/%2evite/manifest.json'])
      expect((await fetch(origin + path)).status, path).toBe(404);
    expect(await (await fetch(`${origin}/lib/academy-login.js`)).text()).toBe('export {};');
  });

  it('the page policy is the strict one', async () => {
    const csp = (await fetch(`${origin}/dashboard`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
  });
});

describe('Strict-Transport-Security', () => {
  const page = (trustProxy: boolean) =>
    new Hono()
      .use(securityHeaders)
      .use(transportSecurity(trustProxy))
      .all('*', (c) => c.text('ok'));
  const hsts = async (app: Hono, url: string, headers: Record<string, string> = {}) =>
    (await app.request(url, { headers })).headers.get('strict-transport-security');

  it('is sent on calls that came over HTTPS: to this server, or to a trusted proxy that says so', async () => {
    expect(await hsts(page(false), 'https://academy.example/')).toBe('max-age=31536000; includeSubDomains');
    const proxied = { 'X-Forwarded-Proto': 'https' };
    expect(await hsts(page(true), 'http://academy.example/backend/user/current', proxied)).toBe(
      'max-age=31536000; includeSubDomains',
    );
    // The proxy's own value is the last one: a client cannot claim HTTPS through a proxy that appends "http".
    expect(await hsts(page(true), 'http://academy.example/', { 'X-Forwarded-Proto': 'https, http' })).toBeNull();
  });

  it('is not sent over plain HTTP, nor on a header no trusted proxy set', async () => {
    expect(await hsts(page(false), 'http://localhost/')).toBeNull();
    expect(await hsts(page(false), 'http://academy.example/', { 'X-Forwarded-Proto': 'https' })).toBeNull();
    expect(await hsts(page(true), 'http://academy.example/')).toBeNull();
  });
});
