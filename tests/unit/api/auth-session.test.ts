// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PASSWORD, useTestApi } from './helpers';

const LOCK_MS = 60_000;

interface LoginData {
  access_token: string;
  token_type: string;
  expires_in: number;
  user: { id: number; username: string; roles: string[]; nid: string | null };
}

describe('auth/login and auth/logout', () => {
  const t = useTestApi({ loginLockMs: LOCK_MS });

  it('signs in by username with a 24 h Bearer token and the user', async () => {
    const res = await t.call<LoginData>('auth/login', {
      body: { username: 'learner', password: PASSWORD, rememberMe: false },
    });
    expect(res.status).toBe(200);
    expect(res.body.status_text).toBe('OK');
    expect(res.body.data.token_type).toBe('Bearer');
    expect(res.body.data.access_token).toMatch(/^[0-9a-f]{40,}$/);
    expect(res.body.data.expires_in).toBe(24 * 60 * 60);
    expect(res.body.data.user).toMatchObject({
      id: 1,
      username: 'learner',
      roles: ['learner'],
      nid: '784-1990-1234567-1',
    });
    expect(res.body.data.user).not.toHaveProperty('password_hash');
  });

  it('accepts the email in any case, and remember-me gives 30 days', async () => {
    const res = await t.call<LoginData>('auth/login', {
      body: { username: 'TRAINER@Academy.Test', password: PASSWORD, rememberMe: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.expires_in).toBe(30 * 24 * 60 * 60);
    expect(res.body.data.user.roles).toEqual(['trainer']);
  });

  it('rejects wrong credentials and unknown users with 401', async () => {
    for (const body of [
      { username: 'learner', password: 'wrong-password' },
      { username: 'nobody', password: PASSWORD },
    ]) {
      const res = await t.call('auth/login', { body });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        message: 'Invalid username or password.',
        status_text: 'Unauthorized',
        data: { attempts_left: 4 },
      });
    }
  });

  it('answers 422 with field errors for blank fields', async () => {
    const res = await t.call('auth/login', { body: { username: '  ', password: '' } });
    expect(res.status).toBe(422);
    expect(res.body.status_text).toBe('Unprocessable Entity');
    expect(Object.keys(res.body.data as object)).toEqual(['username', 'password']);
    expect(res.body.message).toBe('The username field is required.');
  });

  it('throttles a client after 5 failures on a name, even for the right password, until the window passes', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await t.call('auth/login', { body: { username: 'Learner', password: 'bad-password' } })).status).toBe(
        401,
      );
    }
    const locked = await t.call('auth/login', { body: { username: 'learner', password: PASSWORD } });
    expect(locked.status).toBe(429);
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(locked.body).toEqual({
      message: 'Too many login attempts. Please try again later.',
      status_text: 'Too Many Requests',
      data: { retry_after: retryAfter },
    });
    // Other names are unaffected.
    expect((await t.call('auth/login', { body: { username: 'trainer', password: PASSWORD } })).status).toBe(200);

    t.clock.advance(LOCK_MS + 1);
    expect((await t.call('auth/login', { body: { username: 'learner', password: PASSWORD } })).status).toBe(200);
  });

  it('counts unknown usernames too', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      await t.call('auth/login', { body: { username: 'ghost', password: 'whatever1' } });
    }
    expect((await t.call('auth/login', { body: { username: 'GHOST', password: 'whatever1' } })).status).toBe(429);
  });

  it('resets the failure counter after a success', async () => {
    for (let attempt = 0; attempt < 4; attempt++) {
      await t.call('auth/login', { body: { username: 'learner', password: 'bad-password' } });
    }
    await t.login('learner');
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await t.call('auth/login', { body: { username: 'learner', password: 'bad-password' } })).status).toBe(
        401,
      );
    }
    expect((await t.call('auth/login', { body: { username: 'learner', password: PASSWORD } })).status).toBe(200);
  });

  it('forgets failures older than the window', async () => {
    for (let attempt = 0; attempt < 4; attempt++) {
      await t.call('auth/login', { body: { username: 'learner', password: 'bad-password' } });
    }
    t.clock.advance(LOCK_MS + 1);
    expect((await t.call('auth/login', { body: { username: 'learner', password: 'bad-password' } })).status).toBe(401);
    expect((await t.call('auth/login', { body: { username: 'learner', password: PASSWORD } })).status).toBe(200);
  });

  it('logout revokes the token; it is 401 afterwards', async () => {
    const token = await t.login('learner');
    expect((await t.call('user/current', { token })).status).toBe(200);
    const out = await t.call('auth/logout', { method: 'POST', token });
    expect(out.status).toBe(200);
    expect(out.body.data).toBeNull();
    const after = await t.call('user/current', { token });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ message: 'Unauthenticated.', status_text: 'Unauthorized', data: null });
    expect((await t.call('auth/logout', { method: 'POST', token })).status).toBe(401);
  });

  it('401 for missing, malformed, unknown and expired tokens', async () => {
    expect((await t.call('user/current')).status).toBe(401);
    expect((await t.call('user/current', { headers: { Authorization: 'Basic abc' } })).status).toBe(401);
    expect((await t.call('user/current', { token: 'f'.repeat(64) })).status).toBe(401);
    const token = await t.login('learner');
    t.clock.advance(24 * 60 * 60 * 1000 + 1);
    const expired = await t.call('user/current', { token });
    expect(expired.status).toBe(401);
    expect(expired.headers.get('www-authenticate')).toBe('Bearer');
  });

  it('keeps a remember-me token alive past a day', async () => {
    const token = await t.login('learner', PASSWORD, true);
    t.clock.advance(29 * 24 * 60 * 60 * 1000);
    expect((await t.call('user/current', { token })).status).toBe(200);
    t.clock.advance(2 * 24 * 60 * 60 * 1000);
    expect((await t.call('user/current', { token })).status).toBe(401);
  });

  it('answers in Arabic when asked', async () => {
    const res = await t.call('auth/login', {
      body: { username: 'learner', password: 'bad-password' },
      lang: 'ar-SA,ar;q=0.9',
    });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('اسم المستخدم أو كلمة المرور غير صحيحة.');
    expect(res.body.status_text).toBe('Unauthorized');
  });
});
