// @vitest-environment node
import { count } from 'drizzle-orm';
import { AUTH_LIMITS } from '../../../demo/api/features/auth/limits';
import { users } from '../../../demo/api/schema';
import { describe, expect, it } from 'vitest';
import { fromClient, PASSWORD, useTestApi } from './helpers';

const SIGN_UP = {
  firstName: 'Cap',
  lastName: 'Tested',
  email: 'cap@example.com',
  phone: '+971 50 123 4567',
  role: 'learner',
  password: 'longenough1',
  confirmPassword: 'longenough1',
  agreeToTerms: true,
};

function signUp(email: string, patch: Record<string, unknown> = {}) {
  return { ...SIGN_UP, email, ...patch };
}

describe('every string field is capped', () => {
  const t = useTestApi();

  it.each([
    ['firstName', 256],
    ['lastName', 256],
    ['email', 255],
    ['phone', 256],
    ['role', 256],
    ['password', 129],
    ['confirmPassword', 129],
  ])('sign-up: %s longer than the cap answers 422 with a bilingual message', async (field, length) => {
    const value = field === 'email' ? `${'a'.repeat(length - 12)}@example.com` : 'a'.repeat(length);
    const patch = field === 'password' ? { password: value, confirmPassword: value } : { [field]: value };
    const res = await t.call<Record<string, string[]>>('auth/register', { body: signUp('long@example.com', patch) });
    expect(res.status).toBe(422);
    expect(res.body.data[field]?.[0]).toMatch(/may not be greater than \d+ characters/);
    const ar = await t.call<Record<string, string[]>>('auth/register', {
      body: signUp('long@example.com', patch),
      lang: 'ar',
    });
    expect(ar.body.data[field]?.[0]).toMatch(/يجب ألا يتجاوز/);
  });

  it('the caps hold at the limit: 255 characters of name and 128 of password are accepted', async () => {
    const password = 'p'.repeat(128);
    const res = await t.call('auth/register', {
      body: signUp('limit@example.com', { firstName: 'f'.repeat(255), password, confirmPassword: password }),
    });
    expect(res.status).toBe(201);
    expect((await t.call('auth/login', { body: { username: 'limit@example.com', password } })).status).not.toBe(422);
  });

  it('login, reset, resend, profile and password fields are capped too', async () => {
    const long = 'x'.repeat(256);
    expect((await t.call('auth/login', { body: { username: long, password: PASSWORD } })).status).toBe(422);
    expect((await t.call('auth/login', { body: { username: 'learner', password: 'p'.repeat(129) } })).status).toBe(422);
    const reset = {
      token: long,
      email: 'learner@academy.test',
      password: 'brand-new-pass',
      password_confirmation: 'brand-new-pass',
    };
    expect((await t.call('auth/reset/password', { body: reset })).status).toBe(422);
    const token = await t.login('learner');
    const name = await t.call('user/update/name', {
      method: 'PUT',
      token,
      body: { id: 1, name: 'ok', arabic_name: long },
    });
    expect(name.status).toBe(422);
    const change = {
      current_password: 'p'.repeat(129),
      password: 'new-password-1',
      password_confirmation: 'new-password-1',
    };
    expect((await t.call('user/change-password', { token, body: change })).status).toBe(422);
  });

  it('fifteen sign-ups with 300 KB names store nothing', async () => {
    const accounts = async () => (await t.api.database.db.select({ n: count() }).from(users))[0]?.n;
    const before = await accounts();
    for (let index = 0; index < 15; index++) {
      const res = await t.call('auth/register', {
        body: signUp(`big${index}@example.com`, { firstName: 'n'.repeat(300_000) }),
      });
      expect(res.status).toBe(422);
    }
    expect(await accounts()).toBe(before);
  });
});

describe('sign-up and mail requests are rate-limited per address and per client', () => {
  const t = useTestApi({ trustProxy: true, limits: { signUpsPerClient: 3, mailRequestsPerClient: 2 } });

  function expectRetryAfter(res: { status: number; headers: Headers; body: { data: unknown } }) {
    expect(res.status).toBe(429);
    const seconds = Number(res.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect(res.body.data).toEqual({ retry_after: seconds });
  }

  it('sign-ups per client: the fourth from one address is 429 with Retry-After; another client goes on', async () => {
    for (let index = 0; index < 3; index++) {
      expect(
        (await t.call('auth/register', { body: signUp(`c${index}@example.com`), headers: fromClient('198.51.100.1') }))
          .status,
      ).toBe(201);
    }
    expectRetryAfter(
      await t.call('auth/register', { body: signUp('c3@example.com'), headers: fromClient('198.51.100.1') }),
    );
    expect(
      (await t.call('auth/register', { body: signUp('c4@example.com'), headers: fromClient('198.51.100.2') })).status,
    ).toBe(201);
  });

  it('refused sign-ups count too: taken addresses cannot be probed past the client allowance (50 an hour by default)', async () => {
    expect(AUTH_LIMITS.signUpsPerClient).toMatchObject({ max: 50, windowMs: 60 * 60 * 1000 });
    const probe = fromClient('198.51.100.60');
    for (const taken of ['learner@academy.test', 'trainer@academy.test', 'both@academy.test']) {
      const res = await t.call('auth/register', { body: signUp(taken), headers: probe });
      expect([res.status, res.body.message]).toEqual([422, 'The email has already been taken.']);
    }
    const refused = await t.call('auth/register', {
      body: signUp('newcomer@academy.test'),
      headers: probe,
      lang: 'ar',
    });
    expectRetryAfter(refused);
    expect(refused.body.message).toBe('طلبات كثيرة جدًا. يرجى المحاولة لاحقًا.');
    expect((await t.call('auth/register', { body: signUp('c5@example.com'), headers: probe })).status).toBe(429);
    expect(
      (await t.call('auth/register', { body: signUp('c5@example.com'), headers: fromClient('198.51.100.61') })).status,
    ).toBe(201);
  });

  it('sign-up attempts per address: the sixth for one email is 429, whoever sends it', async () => {
    for (let index = 0; index < 5; index++) {
      const res = await t.call('auth/register', {
        body: signUp('learner@academy.test'),
        headers: fromClient(`198.51.100.${10 + index}`),
      });
      expect(res.status).toBe(422);
    }
    expectRetryAfter(
      await t.call('auth/register', { body: signUp('learner@academy.test'), headers: fromClient('198.51.100.99') }),
    );
  });

  it('resend and forgot-password per client: the third mail request from one address is 429', async () => {
    for (const email of ['r1@example.com', 'r2@example.com']) {
      expect(
        (await t.call('auth/register', { body: signUp(email), headers: fromClient('198.51.100.50') })).status,
      ).toBe(201);
    }
    expect(
      (await t.call('auth/email/resend', { body: { email: 'r1@example.com' }, headers: fromClient('198.51.100.3') }))
        .status,
    ).toBe(200);
    expect(
      (
        await t.call('auth/forgot/password', {
          body: { email: 'learner@academy.test' },
          headers: fromClient('198.51.100.3'),
        })
      ).status,
    ).toBe(200);
    expectRetryAfter(
      await t.call('auth/email/resend', { body: { email: 'r2@example.com' }, headers: fromClient('198.51.100.3') }),
    );
    expectRetryAfter(
      await t.call('auth/forgot/password', {
        body: { email: 'trainer@academy.test' },
        headers: fromClient('198.51.100.3'),
      }),
    );
    expect(
      (await t.call('auth/email/resend', { body: { email: 'r2@example.com' }, headers: fromClient('198.51.100.4') }))
        .status,
    ).toBe(200);
  });

  it('the per-address mail limit answers Retry-After as well', async () => {
    for (let index = 0; index < 3; index++) {
      await t.call('auth/forgot/password', {
        body: { email: 'learner@academy.test' },
        headers: fromClient(`198.51.100.${60 + index}`),
      });
    }
    expectRetryAfter(
      await t.call('auth/forgot/password', {
        body: { email: 'learner@academy.test' },
        headers: fromClient('198.51.100.70'),
      }),
    );
  });
});
