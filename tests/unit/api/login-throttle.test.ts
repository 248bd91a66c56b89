// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fromClient, PASSWORD, type CallResult, useTestApi } from './helpers';

const LOCK_MS = 60_000;
const ATTACKER = fromClient('203.0.113.66');
const OWNER = fromClient('198.51.100.7');

function expectThrottled(res: CallResult) {
  expect(res.status).toBe(429);
  expect(res.body.message).toBe('Too many login attempts. Please try again later.');
  const seconds = Number(res.headers.get('retry-after'));
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(LOCK_MS / 1000);
  expect(res.body.data).toEqual({ retry_after: seconds });
}

describe('login throttling: per account and per client, never a hard lock on the owner', () => {
  const t = useTestApi({ loginLockMs: LOCK_MS, trustProxy: true, limits: { loginFailuresPerClient: 12 } });

  const login = (username: string, password: string, headers: Record<string, string>) =>
    t.call('auth/login', { body: { username, password }, headers });

  it('username and email count as one account', async () => {
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await login('learner', 'bad-password', ATTACKER)).status).toBe(401);
    for (let attempt = 0; attempt < 2; attempt++)
      expect((await login('LEARNER@academy.test', 'bad-password', ATTACKER)).status).toBe(401);
    expectThrottled(await login('learner@academy.test', 'bad-password', ATTACKER));
    expectThrottled(await login('learner', 'bad-password', ATTACKER));
  });

  it('counts down the tries left before the pause in every 401, so the client can warn before the last one', async () => {
    const left: unknown[] = [];
    for (let attempt = 0; attempt < 5; attempt++)
      left.push((await login('learner', 'bad-password', ATTACKER)).body.data);
    expect(left).toEqual([4, 3, 2, 1, 0].map((attempts_left) => ({ attempts_left })));
    expectThrottled(await login('learner', 'bad-password', ATTACKER));
  });

  it('the owner signs in from a client that has not been failing while the attacker is throttled', async () => {
    for (let attempt = 0; attempt < 5; attempt++) await login('learner', 'bad-password', ATTACKER);
    expectThrottled(await login('learner', PASSWORD, ATTACKER));
    expect((await login('learner', PASSWORD, OWNER)).status).toBe(200);
  });

  it('many clients guessing one account: failing clients are refused, a clean one still gets in', async () => {
    for (let client = 1; client <= 10; client++) {
      expect((await login('trainer', 'bad-password', fromClient(`203.0.113.${client}`))).status).toBe(401);
    }
    // Under attack, a client that already failed on this account waits, even after one failure.
    expectThrottled(await login('trainer', 'bad-password', fromClient('203.0.113.1')));
    expect((await login('trainer', PASSWORD, OWNER)).status).toBe(200);
  });

  it('one client spraying many accounts is throttled everywhere; other clients are not', async () => {
    const names = ['learner', 'trainer', 'both', 'newcomer', 'ghost-a', 'ghost-b'];
    for (const name of names) for (let attempt = 0; attempt < 2; attempt++) await login(name, 'bad-password', ATTACKER);
    expectThrottled(await login('someone-else', 'bad-password', ATTACKER));
    expect((await login('both', PASSWORD, OWNER)).status).toBe(200);
  });

  it('throttling ends with the window; a later success clears the client for that account', async () => {
    for (let attempt = 0; attempt < 5; attempt++) await login('newcomer', 'bad-password', ATTACKER);
    expectThrottled(await login('newcomer', PASSWORD, ATTACKER));
    t.clock.advance(LOCK_MS + 1);
    expect((await login('newcomer', PASSWORD, ATTACKER)).status).toBe(200);
  });

  it('answers in Arabic with the same Retry-After, and exposes the header to browsers', async () => {
    for (let attempt = 0; attempt < 5; attempt++) await login('both', 'bad-password', ATTACKER);
    const res = await t.call('auth/login', {
      body: { username: 'both', password: PASSWORD },
      headers: ATTACKER,
      lang: 'ar',
    });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe('محاولات تسجيل دخول كثيرة جدًا. يرجى المحاولة لاحقًا.');
    expect(res.headers.get('access-control-expose-headers')).toMatch(/Retry-After/i);
  });
});
