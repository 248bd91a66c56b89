// @vitest-environment node
import { request, type IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isLocalRequest } from '../../../demo/api/client-address';
import { checkServing, readConfig } from '../../../demo/server/config';
import { silenceConsole, startApi, useTestApi } from './helpers';

/** The status of a GET sent with exactly these headers (fetch will not send a foreign Host). */
function rawStatus(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    })
      .on('error', reject)
      .end();
  });
}

/** A request as `isLocalRequest` sees it: the socket's address and the headers. */
function fakeRequest(remoteAddress: string, headers: Record<string, string> = {}): IncomingMessage {
  return { socket: { remoteAddress }, headers: { host: 'localhost:4173', ...headers } } as unknown as IncomingMessage;
}

describe('__dev endpoints answer local clients only', () => {
  it('isLocalRequest: loopback socket, loopback Host, no proxy headers, no foreign Origin', () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1'])
      expect(isLocalRequest(fakeRequest(address)), address).toBe(true);
    expect(isLocalRequest(fakeRequest('127.0.0.1', { host: '127.0.0.1:4173', origin: 'http://localhost:4173' }))).toBe(
      true,
    );
    expect(isLocalRequest(fakeRequest('127.0.0.1', { host: '[::1]:4173' }))).toBe(true);

    expect(isLocalRequest(fakeRequest('10.0.0.7'))).toBe(false);
    expect(isLocalRequest(fakeRequest('192.168.1.20'))).toBe(false);
    expect(isLocalRequest(fakeRequest('::ffff:10.0.0.7'))).toBe(false);
    // A reverse proxy on the same machine forwards remote clients: not local.
    expect(isLocalRequest(fakeRequest('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }))).toBe(false);
    expect(isLocalRequest(fakeRequest('127.0.0.1', { forwarded: 'for=203.0.113.9' }))).toBe(false);
    // DNS rebinding: a foreign name resolving to 127.0.0.1.
    expect(isLocalRequest(fakeRequest('127.0.0.1', { host: 'evil.test:4173' }))).toBe(false);
    // A page of another site calling localhost from the developer's browser.
    expect(isLocalRequest(fakeRequest('127.0.0.1', { origin: 'https://evil.test' }))).toBe(false);
  });

  describe('over HTTP', () => {
    const t = useTestApi();

    it('answers 404 to a proxied, rebound or cross-site call, and 200 to the local one', async () => {
      expect((await t.call('__dev/outbox', { headers: { 'X-Forwarded-For': '203.0.113.9' } })).status).toBe(404);
      expect(await rawStatus(`${t.base}__dev/outbox`, { Host: 'evil.test' })).toBe(404);
      expect(await rawStatus(`${t.base}__dev/outbox`, { Host: 'localhost' })).toBe(200);
      expect((await t.call('__dev/reset', { method: 'POST', headers: { Origin: 'https://evil.test' } })).status).toBe(
        404,
      );
      const body = { email: 'learner@academy.test' };
      expect((await t.call('__dev/expire-links', { body, headers: { Origin: 'https://evil.test' } })).status).toBe(404);
      expect((await t.call('__dev/outbox')).status).toBe(200);
    });

    it("enrols an account in a batch once, so it may take that batch's exams (e2e tests use their own attempts)", async () => {
      const token = await t.login('newcomer');
      expect((await t.call('exams/take/5014', { token })).status).toBe(404);
      const body = { email: 'newcomer@academy.test', batch_no: 2401 };
      expect((await t.call('__dev/enroll', { body, headers: { Origin: 'https://evil.test' } })).status).toBe(404);
      const first = await t.call<{ participant_id: number }>('__dev/enroll', { body });
      const again = await t.call<{ participant_id: number }>('__dev/enroll', { body });
      expect([first.status, again.body.data.participant_id]).toEqual([200, first.body.data.participant_id]);
      const take = await t.call<{ participant_obj: { email: string } }>('exams/take/5014', { token });
      expect([take.status, take.body.data.participant_obj.email]).toEqual([200, 'newcomer@academy.test']);
      expect((await t.call('__dev/enroll', { body: { ...body, batch_no: 1 } })).status).toBe(404);
    });

    it('creates a verified learner to enrol when no email is given, with the password asked for', async () => {
      expect((await t.call('__dev/enroll', { body: { batch_no: 2401, password: 'short' } })).status).toBe(422);
      const made = await t.call<{ email: string }>('__dev/enroll', {
        body: { batch_no: 2401, password: 'Candidate#2026' },
      });
      expect(made.body.data.email).toMatch(/^exam-candidate-\d+@example\.test$/);
      const token = await t.login(made.body.data.email, 'Candidate#2026');
      expect((await t.call('exams/take/5014', { token })).status).toBe(200);
    });
  });

  it('prints no mail links outside development mode', async () => {
    const log = silenceConsole();
    const t = await startApi({ devEndpoints: false });
    await t.call('auth/forgot/password', { body: { email: 'learner@academy.test' } });
    await t.call('auth/register', {
      body: {
        firstName: 'P',
        lastName: 'Q',
        email: 'pq@example.com',
        role: 'learner',
        password: 'longenough1',
        confirmPassword: 'longenough1',
        agreeToTerms: true,
      },
    });
    const lines = log.mock.calls.map((args) => args.join(' ')).join('\n');
    expect(lines).not.toMatch(/reset-password\/|signature=|https?:\/\//);
    // The API logs through its logger (captured here): no link there either.
    expect(t.logs.text()).not.toMatch(/reset-password\/|signature=|https?:\/\//);
    await t.close();
  });
});

describe('server configuration', () => {
  const repo = '/repo';
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  const SECRET = 'an-operator-secret-of-32-characters-or-more';

  it('defaults to development mode on loopback, with the public origin on localhost', () => {
    const config = readConfig([], {}, repo);
    expect(config.production).toBe(false);
    expect(config.hosts).toEqual(['127.0.0.1', '::1']);
    expect(config.port).toBe(4173);
    expect(config.publicOrigin).toBe('http://localhost:4173');
    expect(readConfig([], { PORT: '4317' }, repo).publicOrigin).toBe('http://localhost:4317');
  });

  it('turns development mode off with --production or ACADEMY_ENV=production', () => {
    expect(readConfig(['--production'], {}, repo).production).toBe(true);
    expect(readConfig([], { ACADEMY_ENV: 'production' }, repo).production).toBe(true);
    expect(readConfig([], { ACADEMY_ENV: 'development' }, repo).production).toBe(false);
    expect(() => readConfig(['--production', '--dev'], {}, repo)).toThrow(/--dev/);
  });

  it('needs an attendance secret of 32+ characters in production, and reads the location policy', () => {
    expect(() => checkServing(readConfig(['--production'], {}, repo))).toThrow(
      /ACADEMY_ATTENDANCE_SECRET must be set in production/,
    );
    expect(() => checkServing(readConfig(['--production'], { ACADEMY_ATTENDANCE_SECRET: SECRET }, repo))).not.toThrow();
    expect(() => checkServing(readConfig([], {}, repo))).not.toThrow();
    expect(() => readConfig([], { ACADEMY_ATTENDANCE_SECRET: 'short' }, repo)).toThrow(/at least 32 characters/);
    expect(readConfig([], {}, repo)).toMatchObject({ attendanceSecret: undefined, locationPolicy: 'refuse' });
    expect(
      readConfig([], { ACADEMY_ATTENDANCE_SECRET: ` ${SECRET} `, ACADEMY_LOCATION_POLICY: 'flag' }, repo),
    ).toMatchObject({ attendanceSecret: SECRET, locationPolicy: 'flag' });
    expect(() => readConfig([], { ACADEMY_LOCATION_POLICY: 'ignore' }, repo)).toThrow(/ACADEMY_LOCATION_POLICY/);
  });

  it('takes ACADEMY_CODE_GRACE_MS from 0 to 5 minutes in whole milliseconds, and unset leaves the default', () => {
    expect(readConfig([], {}, repo).codeGraceMs).toBeUndefined();
    expect(readConfig([], { ACADEMY_CODE_GRACE_MS: '0' }, repo).codeGraceMs).toBe(0);
    expect(readConfig([], { ACADEMY_CODE_GRACE_MS: '300000' }, repo).codeGraceMs).toBe(300_000);
    for (const bad of ['300001', '-1', '1.5', '45s'])
      expect(() => readConfig([], { ACADEMY_CODE_GRACE_MS: bad }, repo)).toThrow(/ACADEMY_CODE_GRACE_MS/);
  });

  it('takes ACADEMY_SIGNUP_LIMIT from 1 to 10000 sign-ups per client and hour, and unset leaves the default', () => {
    expect(readConfig([], {}, repo).signUpLimit).toBeUndefined();
    expect(readConfig([], { ACADEMY_SIGNUP_LIMIT: '1' }, repo).signUpLimit).toBe(1);
    expect(readConfig([], { ACADEMY_SIGNUP_LIMIT: '10000' }, repo).signUpLimit).toBe(10_000);
    for (const bad of ['0', '10001', '-5', '2.5', 'many'])
      expect(() => readConfig([], { ACADEMY_SIGNUP_LIMIT: bad }, repo)).toThrow(/ACADEMY_SIGNUP_LIMIT/);
  });

  it('flushes the embedded database on every commit unless ACADEMY_DB_DURABILITY=relaxed', () => {
    expect(readConfig([], {}, repo).database).toMatchObject({ kind: 'pglite', durability: 'full' });
    expect(readConfig([], { ACADEMY_DB_DURABILITY: 'relaxed' }, repo).database).toMatchObject({
      durability: 'relaxed',
    });
    for (const bad of ['off', 'FULL', 'fsync'])
      expect(() => readConfig([], { ACADEMY_DB_DURABILITY: bad }, repo)).toThrow(
        `ACADEMY_DB_DURABILITY must be "full" or "relaxed", not "${bad}"`,
      );
  });

  it('binds HOST when given, and takes ACADEMY_PUBLIC_ORIGIN without a trailing slash', () => {
    expect(readConfig([], { HOST: '0.0.0.0' }, repo).hosts).toEqual(['0.0.0.0']);
    expect(readConfig([], { ACADEMY_PUBLIC_ORIGIN: 'https://academy.example/' }, repo).publicOrigin).toBe(
      'https://academy.example',
    );
    expect(() => readConfig([], { ACADEMY_PUBLIC_ORIGIN: 'javascript:alert(1)' }, repo)).toThrow(
      /ACADEMY_PUBLIC_ORIGIN/,
    );
    expect(() => readConfig([], { ACADEMY_PUBLIC_ORIGIN: 'https://academy.example/path' }, repo)).toThrow(
      /ACADEMY_PUBLIC_ORIGIN/,
    );
  });
});
