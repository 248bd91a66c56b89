// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseErrorBody } from '../../../src/core/http/api-error';
import { defineFeature } from '../../../demo/api/feature';
import { FEATURES } from '../../../demo/api/features/index';
import { silenceConsole, startApi, type TestApi } from './helpers';

// A test-only feature whose routes exercise the route options; it sends only core messages.
declare module '../../../demo/api/messages' {
  interface FeatureMessages {
    probe: Record<never, never>;
  }
}

/** What `probe/queued` waits for before its checks: the test opens it. */
const gate = { waiting: 0, open: (): void => undefined };

const probe = defineFeature({
  name: 'probe',
  elements: [],
  messages: {},
  routes(router) {
    router.get('probe/trainer', (req) => req.ok('ok', req.currentUser.username), { roles: ['trainer'] });
    router.get('probe/instructor', (req) => req.ok('ok', req.currentUser.username), {
      auth: true,
      roles: ['Instructor'],
    });
    router.get('probe/either', (req) => req.ok('ok', null), { roles: ['learner', 'trainer'] });
    router.get('probe/attendance', (req) => req.ok('ok', null), { permission: 'Attendance.Mark' });
    router.before('probe/queued', async () => {
      gate.waiting += 1;
      await new Promise<void>((resolve) => (gate.open = resolve));
    });
    router.get('probe/queued', (req) => req.ok('ok', null), { auth: true });
  },
});

describe('route options: auth, roles and permission', () => {
  let t: TestApi;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    silenceConsole();
    t = await startApi({ features: [...FEATURES, probe] });
    for (const name of ['learner', 'trainer', 'both']) tokens[name] = await t.login(name);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    silenceConsole();
  });

  it('answers 401 without a token, before any role check', async () => {
    for (const path of ['probe/trainer', 'probe/instructor', 'probe/attendance']) {
      const res = await t.call(path);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Unauthenticated.', status_text: 'Unauthorized', data: null });
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
    }
  });

  it('answers 403 with the forbidden message for a wrong role, in both languages', async () => {
    const res = await t.call('probe/trainer', { token: tokens.learner });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      message: 'Access denied. Insufficient permissions.',
      status_text: 'Forbidden',
      data: null,
    });
    expect(parseErrorBody(res.status, res.body).serverMessage).toBe('Access denied. Insufficient permissions.');
    const ar = await t.call('probe/trainer', { token: tokens.learner, lang: 'ar' });
    expect(ar.body.message).toBe('تم رفض الوصول. الصلاحيات غير كافية.');
  });

  it('answers 200 for the right role', async () => {
    const res = await t.call<string>('probe/trainer', { token: tokens.trainer });
    expect(res.status).toBe(200);
    expect(res.body.data).toBe('trainer');
    expect((await t.call('probe/either', { token: tokens.learner })).status).toBe(200);
  });

  it('matches aliases and case like the client: Instructor is a trainer', async () => {
    expect((await t.call('probe/trainer', { token: tokens.both })).status).toBe(200);
    expect((await t.call('probe/instructor', { token: tokens.trainer })).status).toBe(200);
    expect((await t.call('probe/instructor', { token: tokens.learner })).status).toBe(403);
  });

  it('checks a permission case-insensitively', async () => {
    expect((await t.call('probe/attendance', { token: tokens.trainer })).status).toBe(200);
    expect((await t.call('probe/attendance', { token: tokens.both })).status).toBe(200);
    expect((await t.call('probe/attendance', { token: tokens.learner })).status).toBe(403);
  });

  it("waits for a route's `before` work ahead of its checks, the session's included", async () => {
    let answered = false;
    const pending = t.call('probe/queued').then((res) => ((answered = true), res));
    await vi.waitFor(() => expect(gate.waiting).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    gate.open();
    expect((await pending).status).toBe(401);
  });

  it('lists the options of every route', () => {
    const routes = t.api.routes();
    expect(routes.find((route) => route.pattern === 'probe/trainer')).toEqual({
      method: 'GET',
      pattern: 'probe/trainer',
      auth: true,
      roles: ['trainer'],
      permission: undefined,
      hasBody: false,
      local: false,
      feature: 'probe',
    });
    expect(routes.find((route) => route.pattern === 'auth/login')).toMatchObject({
      method: 'POST',
      auth: false,
      hasBody: true,
    });
  });
});
