// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, startServer, type ServerProcess } from './server-process';

// Two stateless processes on one PostgreSQL server serve the same users (the PostgreSQL tier sets TEST_DATABASE_URL).
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('two server processes on one PostgreSQL database', () => {
  const dirs: string[] = [];
  let a: ServerProcess;
  let b: ServerProcess;
  beforeAll(async () => {
    const env = (name: string) => {
      const dir = mkdtempSync(join(tmpdir(), `academy-${name}-`));
      dirs.push(dir);
      return { DATABASE_URL: url ?? '', ACADEMY_DATA_DIR: dir };
    };
    // Started together: migrations and the development seed run once, under the database's lock.
    [a, b] = await Promise.all([startServer(env('a')), startServer(env('b'))]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.kill(), b?.kill()]);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('a token issued by one process works on the other, and a sign-out on either ends it on both', async () => {
    const token = await signIn(a.base, 'trainer');
    expect((await call<{ username: string }>(b.base, 'user/current', { token })).data.username).toBe('trainer');
    expect((await call(b.base, 'auth/logout', { method: 'POST', token })).status).toBe(200);
    expect((await call(a.base, 'user/current', { token })).status).toBe(401);
  });

  it('the login throttle counts the failures made on both processes', async () => {
    const account = `nobody-${Date.now()}`;
    const statuses: number[] = [];
    // One after another, alternating processes: five failures of this client on this account, three here and two there.
    for (const server of [a, b, a, b, a]) {
      statuses.push((await call(server.base, 'auth/login', { body: { username: account, password: 'wrong password' } })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect((await call(b.base, 'auth/login', { body: { username: account, password: 'wrong password' } })).status).toBe(429);
    expect((await call(a.base, 'auth/login', { body: { username: account, password: 'wrong password' } })).status).toBe(429);
  });
});
