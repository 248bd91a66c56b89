// @vitest-environment node
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { trackRequests } from '../../../demo/server/drain';

// The shutdown's wait for requests (demo/server/drain.ts): it ends once none is in flight and none came for the quiet
// window, every answer from the signal on closes its connection, and the wait is bounded.

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** A server whose every answer takes `ms`, its requests tracked. */
async function slowServer(ms: number) {
  const requests = trackRequests();
  server = createServer((req, res) => {
    requests.started(res);
    setTimeout(() => res.end('done'), ms);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const get = () =>
    new Promise<{ connection: string | undefined; body: string }>((resolve, reject) => {
      request({ port, host: '127.0.0.1' }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ connection: res.headers.connection, body }));
      })
        .on('error', reject)
        .end();
    });
  return { requests, get };
}

describe('the drain of a shutdown', () => {
  it('waits for the requests in flight, and their answers close the connection', async () => {
    const { requests, get } = await slowServer(300);
    const answer = get();
    while (requests.inFlight === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const started = performance.now();
    const drained = requests.drain(5_000, 50);
    expect(requests.draining).toBe(true);
    await expect(drained).resolves.toBe(true);
    expect(performance.now() - started).toBeGreaterThanOrEqual(200);
    expect(await answer).toEqual({ connection: 'close', body: 'done' });
    expect(requests.inFlight).toBe(0);
  });

  it('ends after the quiet window when nothing is in flight', async () => {
    const { requests } = await slowServer(0);
    const started = performance.now();
    await expect(requests.drain(5_000, 100)).resolves.toBe(true);
    expect(performance.now() - started).toBeGreaterThanOrEqual(90);
  });

  it('gives up after its bound when a request does not finish', async () => {
    const { requests, get } = await slowServer(10_000);
    void get().catch(() => undefined);
    while (requests.inFlight === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    await expect(requests.drain(200, 50)).resolves.toBe(false);
    expect(requests.inFlight).toBe(1);
  });
});
