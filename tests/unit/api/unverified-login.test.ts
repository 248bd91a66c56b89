// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { linkParts, useTestApi } from './helpers';

const EMAIL = 'unverified@example.com';
const PASSWORD = 'longenough1';

describe('an unverified account cannot sign in', () => {
  const t = useTestApi();
  beforeEach(async () => {
    const body = {
      firstName: 'Un',
      lastName: 'Verified',
      email: EMAIL,
      role: 'learner',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      agreeToTerms: true,
    };
    expect((await t.call('auth/register', { body })).status).toBe(201);
  });

  it('the right password answers 403 email_unverified with the address, in both languages; a wrong one stays 401', async () => {
    const res = await t.call('auth/login', { body: { username: EMAIL, password: PASSWORD } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      message: 'Please verify your email address before signing in.',
      status_text: 'Forbidden',
      data: { reason: 'email_unverified', email: EMAIL },
    });
    const ar = await t.call('auth/login', { body: { username: EMAIL, password: PASSWORD }, lang: 'ar' });
    expect(ar.body.message).toBe('يرجى تأكيد بريدك الإلكتروني قبل تسجيل الدخول.');
    expect((await t.call('auth/login', { body: { username: EMAIL, password: 'wrong-password' } })).status).toBe(401);
  });

  it('signs in once the mailed link is followed', async () => {
    const [mail] = await t.outbox(EMAIL);
    const { pathname, params } = linkParts(mail?.link ?? 'http://x/');
    expect((await t.call(`${pathname.slice(1)}?${params.toString()}`)).status).toBe(200);
    expect((await t.call('auth/login', { body: { username: EMAIL, password: PASSWORD } })).status).toBe(200);
  });

  it('a password reset by mailed link proves the address and verifies it', async () => {
    await t.call('auth/forgot/password', { body: { email: EMAIL } });
    const reset = (await t.outbox(EMAIL)).find((mail) => mail.kind === 'reset');
    const token =
      linkParts(reset?.link ?? 'http://x/')
        .pathname.split('/')
        .pop() ?? '';
    const body = { token, email: EMAIL, password: 'brand-new-pass', password_confirmation: 'brand-new-pass' };
    expect((await t.call('auth/reset/password', { body })).status).toBe(200);
    expect((await t.call('auth/login', { body: { username: EMAIL, password: 'brand-new-pass' } })).status).toBe(200);
    expect((await t.call('auth/email/resend', { body: { email: EMAIL } })).status).toBe(409);
  });
});
