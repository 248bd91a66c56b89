// @vitest-environment node
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetTokens } from '../../../demo/api/features/auth/schema';
import { accessTokens, users } from '../../../demo/api/schema';
import { silenceConsole, startApi, type TestApi } from './helpers';

describe('conventions', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startApi();
  });
  afterAll(() => t.close());
  beforeEach(() => {
    silenceConsole();
  });

  it('answers CORS preflight with 204 and the allowed headers', async () => {
    const res = await fetch(`${t.base}auth/login`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://elsewhere.test', 'Access-Control-Request-Method': 'POST' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toBe(
      'Authorization, Content-Type, Accept, Accept-Language',
    );
    expect(res.headers.get('access-control-allow-methods')).toBe('GET, POST, PUT, DELETE, OPTIONS');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('adds CORS headers to ordinary and error answers', async () => {
    const res = await t.call('nothing/here');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('404 for unknown paths, 405 for a known path with the wrong method', async () => {
    const missing = await t.call('nothing/here');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Not found', status_text: 'Not Found', data: null });
    const wrong = await t.call('auth/login');
    expect(wrong.status).toBe(405);
    expect(wrong.body.status_text).toBe('Method Not Allowed');
    expect(wrong.headers.get('allow')).toBe('POST');
  });

  it('400 for malformed JSON and for a body that is not an object', async () => {
    const bad = await t.call('auth/login', {
      rawBody: '{"username": ',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      message: 'The request body is not valid JSON.',
      status_text: 'Bad Request',
      data: null,
    });
    const array = await t.call('auth/login', { rawBody: '[1,2]' });
    expect(array.status).toBe(400);
    expect(array.body.message).toBe('The request body must be a JSON object.');
  });

  it('413 for an oversized body', async () => {
    const res = await t.call('auth/login', { rawBody: JSON.stringify({ username: 'x'.repeat(1_100_000) }) });
    expect(res.status).toBe(413);
  });

  it('answers generic errors in Arabic when Accept-Language starts with ar', async () => {
    const res = await t.call('nothing/here', { lang: 'ar' });
    expect(res.body.message).toBe('غير موجود');
    expect((await t.call('user/current', { lang: 'AR' })).body.message).toBe('غير مصرح. يرجى تسجيل الدخول.');
    expect((await t.call('nothing/here', { lang: 'en-GB,ar;q=0.5' })).body.message).toBe('Not found');
  });

  it('leaves paths outside /backend/ to the host', async () => {
    expect((await fetch(`${t.origin}/dashboard`)).status).toBe(418);
    expect((await fetch(`${t.origin}/backend`)).status).toBe(418);
  });

  it('logs mailed links in development but never session tokens', async () => {
    await t.api.reset();
    const token = await t.login('learner');
    await t.call('auth/forgot/password', { body: { email: 'learner@academy.test' } });
    const mailLines = t.logs.entries().filter((entry) => entry.component === 'mail');
    expect(
      mailLines.some((entry) =>
        /^reset to learner@academy\.test: http:\/\/.+\/auth\/reset-password\//.test(String(entry.msg)),
      ),
    ).toBe(true);
    expect(t.logs.text()).not.toContain(token);
  });
});

describe('persistence', () => {
  let dir: string;
  beforeEach(() => {
    silenceConsole();
    dir = mkdtempSync(join(tmpdir(), 'academy-persist-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps data across a new createApi on the same embedded database, with nothing left behind', async () => {
    const database = { kind: 'pglite', dataDir: join(dir, 'pglite') } as const;
    const first = await startApi({ dir, database });
    const token = await first.login('learner');
    await first.call('user/update/name', { method: 'PUT', token, body: { id: 1, name: 'Persisted Name' } });
    await first.close();
    expect(readdirSync(dir).sort()).toEqual(['pglite']);

    const second = await startApi({ dir, database });
    const me = await second.call<{ name: string }>('user/current', { token });
    expect(me.status).toBe(200);
    expect(me.body.data.name).toBe('Persisted Name');
    await second.close();
  });

  it('stores no plain tokens or passwords in the database', async () => {
    const api = await startApi({ dir });
    const token = await api.login('learner');
    await api.call('auth/forgot/password', { body: { email: 'learner@academy.test' } });
    const [mail] = await api.outbox('learner@academy.test');
    const resetToken = new URL(mail?.link ?? 'http://x/').pathname.split('/').pop() ?? '';
    const { db } = api.api.database;
    const rows = [
      await db.select().from(users),
      await db.select().from(accessTokens),
      await db.select().from(resetTokens),
    ];
    const text = JSON.stringify(rows);
    expect(resetToken).toMatch(/^[0-9a-f]{64}$/);
    expect(text).not.toContain(token);
    expect(text).not.toContain(resetToken);
    expect(text).not.toContain('Academy#2026');
    await api.close();
  });

  it('refuses to start on a damaged embedded database, saying why', async () => {
    const dataDir = join(dir, 'pglite');
    const api = await startApi({ dir, database: { kind: 'pglite', dataDir } });
    await api.close();
    writeFileSync(join(dataDir, 'global', 'pg_control'), 'not a control file');
    await expect(startApi({ dir, database: { kind: 'pglite', dataDir } })).rejects.toThrow(
      /the embedded database in .* is damaged: the control file global\/pg_control has 18 bytes instead of 8192\. The server did not start and left the folder exactly as it was\. Restore the latest backup/,
    );
  });

  it('reset() and __dev/reset restore the seed and drop sessions', async () => {
    const api = await startApi({ dir });
    const token = await api.login('learner');
    await api.call('user/update/name', { method: 'PUT', token, body: { id: 1, name: 'Changed' } });
    expect((await api.call('__dev/reset', { method: 'POST' })).status).toBe(200);
    expect((await api.call('user/current', { token })).status).toBe(401);
    const fresh = await api.login('learner');
    expect((await api.call<{ name: string }>('user/current', { token: fresh })).body.data.name).toBe('Layla Learner');
    await api.close();
  });

  it('hides dev endpoints when devEndpoints is false', async () => {
    const api = await startApi({ dir, devEndpoints: false });
    expect((await api.call('__dev/outbox')).status).toBe(404);
    expect((await api.call('__dev/reset', { method: 'POST' })).status).toBe(404);
    expect((await api.call('__dev/expire-links', { body: { email: 'learner@academy.test' } })).status).toBe(404);
    await api.close();
  });
});
