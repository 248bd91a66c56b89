// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { linkParts, PASSWORD, useTestApi } from './helpers';

const EMAIL = 'learner@academy.test';

describe('auth/forgot/password and auth/reset/password', () => {
  const t = useTestApi();

  /** Requests a reset mail and returns the token and email from its link. */
  async function requestReset(email = EMAIL): Promise<{ token: string; email: string; link: string }> {
    const res = await t.call('auth/forgot/password', { body: { email }, headers: { Origin: 'http://client.test' } });
    expect(res.status).toBe(200);
    const link = (await t.outbox(email))[0]?.link ?? '';
    const { pathname, params } = linkParts(link);
    return { token: pathname.split('/').pop() ?? '', email: params.get('email') ?? '', link };
  }

  it("mails a link to the configured public origin, never the request's Origin or Host", async () => {
    const { link, token, email } = await requestReset();
    expect(link).toBe(`${t.origin}/auth/reset-password/${token}?email=learner%40academy.test`);
    expect(email).toBe(EMAIL);
    expect(token).toMatch(/^[0-9a-f]{40,}$/);

    t.clock.advance(1000);
    await t.call('auth/forgot/password', { body: { email: EMAIL } });
    const [newest] = await t.outbox(EMAIL);
    expect(newest?.link.startsWith(`${t.origin}/auth/reset-password/`)).toBe(true);
    expect(newest?.subject).toBe('Reset your password');
  });

  it('404 for an unknown email, 422 for an invalid one', async () => {
    const unknown = await t.call('auth/forgot/password', { body: { email: 'nobody@academy.test' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("We can't find a user with that email address.");
    const invalid = await t.call('auth/forgot/password', { body: { email: 'nope' } });
    expect(invalid.status).toBe(422);
    expect(invalid.body.data).toHaveProperty('email');
  });

  it('allows 3 requests per minute per email, then 429', async () => {
    for (let i = 0; i < 3; i++)
      expect((await t.call('auth/forgot/password', { body: { email: EMAIL } })).status).toBe(200);
    const limited = await t.call('auth/forgot/password', { body: { email: EMAIL } });
    expect(limited.status).toBe(429);
    expect(limited.body.status_text).toBe('Too Many Requests');
    t.clock.advance(60_001);
    expect((await t.call('auth/forgot/password', { body: { email: EMAIL } })).status).toBe(200);
  });

  it('resets end to end via the outbox link, revoking existing sessions', async () => {
    const session = await t.login('learner');
    const { token, email } = await requestReset();
    const res = await t.call('auth/reset/password', {
      body: { token, email, password: 'brand-new-pass', password_confirmation: 'brand-new-pass' },
    });
    expect(res.status).toBe(200);
    expect((await t.call('user/current', { token: session })).status).toBe(401);
    expect((await t.call('auth/login', { body: { username: 'learner', password: PASSWORD } })).status).toBe(401);
    await t.login('learner', 'brand-new-pass');

    const reused = await t.call('auth/reset/password', {
      body: { token, email, password: 'another-pass', password_confirmation: 'another-pass' },
    });
    expect(reused.status).toBe(400);
    expect(reused.body.status_text).toBe('invalid_token');
  });

  it('rejects unknown tokens and email mismatches as invalid_token', async () => {
    const { token } = await requestReset();
    const body = { password: 'brand-new-pass', password_confirmation: 'brand-new-pass' };
    for (const attempt of [
      { ...body, token: 'f'.repeat(64), email: EMAIL },
      { ...body, token, email: 'trainer@academy.test' },
      { ...body, email: EMAIL },
    ]) {
      const res = await t.call('auth/reset/password', { body: attempt });
      expect(res.status).toBe(400);
      expect(res.body.status_text).toBe('invalid_token');
    }
  });

  it('reports token_expired after 60 minutes and after __dev/expire-links', async () => {
    const first = await requestReset();
    t.clock.advance(60 * 60 * 1000);
    const late = await t.call('auth/reset/password', {
      body: { ...first, password: 'brand-new-pass', password_confirmation: 'brand-new-pass' },
    });
    expect(late.status).toBe(400);
    expect(late.body.status_text).toBe('token_expired');

    const second = await requestReset();
    const expired = await t.call<{ reset_tokens: number }>('__dev/expire-links', { body: { email: EMAIL } });
    expect(expired.status).toBe(200);
    expect(expired.body.data.reset_tokens).toBe(1);
    const res = await t.call('auth/reset/password', {
      body: { ...second, password: 'brand-new-pass', password_confirmation: 'brand-new-pass' },
    });
    expect(res.body.status_text).toBe('token_expired');
  });

  it('422 for a short or mismatched password, without using up the token', async () => {
    const { token, email } = await requestReset();
    const short = await t.call<Record<string, string[]>>('auth/reset/password', {
      body: { token, email, password: 'short', password_confirmation: 'other' },
    });
    expect(short.status).toBe(422);
    expect(Object.keys(short.body.data)).toEqual(['password', 'password_confirmation']);
    const ok = await t.call('auth/reset/password', {
      body: { token, email, password: 'brand-new-pass', password_confirmation: 'brand-new-pass' },
    });
    expect(ok.status).toBe(200);
  });
});
