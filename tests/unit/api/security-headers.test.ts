// @vitest-environment node
import { createServer, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi, type Api } from '../../../demo/api/index';
import { createRequestListener } from '../../../demo/server/app';
import { securityHeaders } from '../../../demo/server/security-headers';
import { silenceConsole, testStorage } from './helpers';

describe('securityHeaders', () => {
  it('forbids framing, referrers and sniffing for pages, the API and the dev server', () => {
    for (const [path, vite] of [
      ['/', false],
      ['/auth/reset-password/abc', false],
      ['/backend/user/current', false],
      ['/', true],
    ] as const) {
      const headers = securityHeaders(path, { vite });
      expect(headers['Content-Security-Policy'], path).toContain("frame-ancestors 'none'");
      expect(headers['Referrer-Policy']).toBe('no-referrer');
      expect(headers['X-Content-Type-Options']).toBe('nosniff');
    }
    // Vite's dev server injects inline code, so only framing is restricted there.
    expect(securityHeaders('/', { vite: true })['Content-Security-Policy']).toBe("frame-ancestors 'none'");
    // Documents are shown in a frame by the content page (possibly on an embedding host).
    expect(
      securityHeaders('/backend/storage/files/code-of-conduct.pdf', { vite: false })['Content-Security-Policy'],
    ).toBeUndefined();
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
    server = createServer(createRequestListener(api, { dist: join(dir, 'dist') }));
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
