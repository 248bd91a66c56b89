// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, useTestApi } from './helpers';

/** The sign-up's id: the first after the seeded accounts. */
const NEW_ID = SEEDED_ACCOUNTS + 1;

const EMAIL = 'vera@example.com';

describe('auth/email/verify and auth/email/resend', () => {
  const t = useTestApi();
  beforeEach(async () => {
    const res = await t.call('auth/register', {
      body: {
        firstName: 'Vera',
        lastName: 'Verifier',
        email: EMAIL,
        role: 'learner',
        password: 'longenough1',
        confirmPassword: 'longenough1',
        agreeToTerms: true,
      },
    });
    expect(res.status).toBe(201);
  });

  /** The API path (under /backend/) for the newest verification link in the outbox. */
  async function latestVerifyPath(): Promise<string> {
    const link = (await t.outbox(EMAIL)).find((mail) => mail.kind === 'verify')?.link ?? '';
    const url = new URL(link);
    expect(url.pathname).toBe(`/auth/email/verify/${NEW_ID}`);
    return `auth/email/verify/${NEW_ID}${url.search}`;
  }

  it('verifies with a valid link, then reports already_verified', async () => {
    const path = await latestVerifyPath();
    const ok = await t.call<{ id: number; email_verified_at: string }>(path);
    expect(ok.status).toBe(200);
    expect(ok.body.status_text).toBe('verified');
    expect(ok.body.data.id).toBe(NEW_ID);
    expect(ok.body.data.email_verified_at).toBe(new Date(t.clock.now).toISOString());

    const again = await t.call(path);
    expect(again.status).toBe(409);
    expect(again.body.status_text).toBe('already_verified');
  });

  it('an expired link answers token_expired and mails a fresh one', async () => {
    const path = await latestVerifyPath();
    t.clock.advance(60 * 60 * 1000 + 1000);
    const res = await t.call<{ resent: boolean }>(path);
    expect(res.status).toBe(400);
    expect(res.body.status_text).toBe('token_expired');
    expect(res.body.data).toEqual({ resent: true });
    const fresh = await latestVerifyPath();
    expect(fresh).not.toBe(path);
    expect((await t.call(fresh)).status).toBe(200);
  });

  it('__dev/expire-links expires pending verification links', async () => {
    const path = await latestVerifyPath();
    const expired = await t.call<{ verification_links: number }>('__dev/expire-links', { body: { email: EMAIL } });
    expect(expired.body.data.verification_links).toBe(1);
    const res = await t.call(path);
    expect(res.body.status_text).toBe('token_expired');
  });

  it('a link re-sent in the same second as a forced expiry is valid, not the expired one again', async () => {
    await t.call('__dev/expire-links', { body: { email: EMAIL } });
    const resend = await t.call('auth/email/resend', { body: { email: EMAIL } });
    expect(resend.status).toBe(200);
    expect((await t.call(await latestVerifyPath())).status).toBe(200);
  });

  it('a tampered signature or hash is invalid_token and mails nobody', async () => {
    const path = await latestVerifyPath();
    const tampered = path.replace(/signature=([0-9a-f])/, (_m, c: string) => `signature=${c === 'a' ? 'b' : 'a'}`);
    const res = await t.call<{ resent: boolean }>(tampered);
    expect(res.status).toBe(400);
    expect(res.body.status_text).toBe('invalid_token');
    expect(res.body.data).toEqual({ resent: false });
    expect(await t.outbox(EMAIL)).toHaveLength(1);

    const badHash = path.replace(/hash=[0-9a-f]+/, `hash=${'0'.repeat(40)}`);
    expect((await t.call(badHash)).body.status_text).toBe('invalid_token');
    const otherUser = path.replace(`verify/${NEW_ID}`, 'verify/1');
    expect((await t.call(otherUser)).body.status_text).toBe('invalid_token');
  });

  it('missing parameters are invalid_token; unknown ids are not resent', async () => {
    const path = await latestVerifyPath();
    for (const name of ['expires', 'hash', 'signature']) {
      const url = new URL(path, 'http://x/');
      url.searchParams.delete(name);
      const res = await t.call(`auth/email/verify/${NEW_ID}${url.search}`);
      expect(res.status).toBe(400);
      expect(res.body.status_text).toBe('invalid_token');
    }
    const unknown = await t.call<{ resent: boolean }>('auth/email/verify/999?expires=1&hash=a&signature=b');
    expect(unknown.body).toMatchObject({ status_text: 'invalid_token', data: { resent: false } });
  });

  it('resend: 200 with a new mail, 404 unknown, 409 verified, 429 after 3 a minute', async () => {
    const ok = await t.call('auth/email/resend', { body: { email: EMAIL } });
    expect(ok.status).toBe(200);
    expect(await t.outbox(EMAIL)).toHaveLength(2);

    expect((await t.call('auth/email/resend', { body: { email: 'nobody@example.com' } })).status).toBe(404);
    const verified = await t.call('auth/email/resend', { body: { email: 'learner@academy.test' } });
    expect(verified.status).toBe(409);
    expect(verified.body.status_text).toBe('already_verified');

    // Register sent one and the resend above another: one more is allowed, then 429.
    expect((await t.call('auth/email/resend', { body: { email: EMAIL } })).status).toBe(200);
    const limited = await t.call('auth/email/resend', { body: { email: EMAIL } });
    expect(limited.status).toBe(429);
    t.clock.advance(60_001);
    expect((await t.call('auth/email/resend', { body: { email: EMAIL } })).status).toBe(200);
  });

  it('the verification mail subject and messages follow Accept-Language', async () => {
    await t.call('auth/email/resend', { body: { email: EMAIL }, lang: 'ar' });
    const [mail] = await t.outbox(EMAIL);
    expect(mail?.subject).toBe('تأكيد بريدك الإلكتروني');
    const res = await t.call(`auth/email/verify/${NEW_ID}?expires=1&hash=a&signature=b`, { lang: 'ar' });
    expect(res.body.message).toContain('رابط التحقق غير صالح');
  });
});
