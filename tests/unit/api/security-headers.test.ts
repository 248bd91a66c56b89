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
import { DEV_SERVER_HEADERS, securityHeaders } from '../../../demo/server/security-headers';
import { silenceConsole, testStorage } from './helpers';

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
    api = await createApi({ ...(await testStorage()), publicOrigin: 'http://localhost' });
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
    },
  );

  it('the page policy is the strict one', async () => {
    const csp = (await fetch(`${origin}/dashboard`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
  });
});
