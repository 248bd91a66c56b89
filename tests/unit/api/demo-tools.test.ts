// The demo host's brand switcher (#demo-tools) is for trying the brands: a production server sends the app's page
// without it; a development server keeps it (learning §1 white-label variants, issue 21 item 6).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi, type Api } from '../../../demo/api/index';
import { getRequestListener } from '@hono/node-server';
import { createServerApp } from '../../../demo/server/app';
import { silenceConsole, testStorage } from './helpers';
import { captureLog } from './log-capture';

describe('the demo tools in production and development', () => {
  let dir: string;
  let api: Api;
  const servers: Server[] = [];
  const origins: Record<'production' | 'development', string> = { production: '', development: '' };

  beforeAll(async () => {
    silenceConsole();
    dir = mkdtempSync(join(tmpdir(), 'academy-tools-'));
    mkdirSync(join(dir, 'dist', 'demo'), { recursive: true });
    // The host's real page, as the build copies it.
    writeFileSync(
      join(dir, 'dist', 'demo', 'index.html'),
      readFileSync(join(import.meta.dirname, '../../../demo/host/index.html')),
    );
    // Request lines go to a capture, not the test output.
    api = await createApi({ ...(await testStorage()), publicOrigin: 'http://localhost', log: captureLog().log });
    for (const mode of ['production', 'development'] as const) {
      const server = createServer(
        getRequestListener(createServerApp(api, { dist: join(dir, 'dist'), production: mode === 'production' }).fetch),
      );
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      servers.push(server);
      origins[mode] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    }
  });
  afterAll(async () => {
    for (const server of servers) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    await api.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(['/', '/trainer/batch/2401', '/index.html'])(
    'production sends %s without the brand switcher, still a page with its app',
    async (path) => {
      const res = await fetch(origins.production + path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const html = await res.text();
      expect(html).not.toContain('demo-tools');
      expect(html).toContain('<div id="app"');
    },
  );

  it('development keeps it', async () => {
    expect(await (await fetch(`${origins.development}/trainer/batch/2401`)).text()).toContain(
      '<div id="demo-tools"></div>',
    );
  });
});
