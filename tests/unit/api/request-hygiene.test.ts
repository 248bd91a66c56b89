// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { linkParts, useTestApi } from './helpers';

const SIGN_UP = {
  firstName: 'Hy',
  lastName: 'Giene',
  email: 'hygiene@example.com',
  role: 'learner',
  password: 'longenough1',
  confirmPassword: 'longenough1',
  agreeToTerms: true,
};

describe('request hygiene', () => {
  const t = useTestApi();

  describe('only application/json bodies', () => {
    it.each([
      'text/plain',
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ])('%s answers 415 and creates nothing', async (type) => {
      const res = await t.call('auth/register', {
        rawBody: JSON.stringify(SIGN_UP),
        headers: { 'Content-Type': type },
      });
      expect(res.status).toBe(415);
      expect(res.body).toEqual({
        message: 'The request body must be sent as application/json.',
        status_text: 'Unsupported Media Type',
        data: null,
      });
      expect(
        (await t.call('auth/login', { body: { username: SIGN_UP.email, password: SIGN_UP.password } })).status,
      ).toBe(401);
    });

    it('a body with no type is 415 too, in Arabic when asked; JSON with a charset is fine', async () => {
      const bare = await fetch(`${t.base}auth/forgot/password`, {
        method: 'POST',
        body: new Blob([JSON.stringify({ email: 'learner@academy.test' })]),
        headers: { 'Accept-Language': 'ar' },
      });
      expect(bare.status).toBe(415);
      expect(((await bare.json()) as { message: string }).message).toBe('يجب إرسال نص الطلب بصيغة application/json.');
      const json = await t.call('auth/forgot/password', {
        rawBody: JSON.stringify({ email: 'learner@academy.test' }),
        headers: { 'Content-Type': 'Application/JSON; charset=utf-8' },
      });
      expect(json.status).toBe(200);
    });
  });

  it('only the newest reset link works', async () => {
    const tokens: string[] = [];
    for (let index = 0; index < 2; index++) {
      await t.call('auth/forgot/password', { body: { email: 'learner@academy.test' } });
      const [mail] = await t.outbox('learner@academy.test');
      tokens.push(
        linkParts(mail?.link ?? 'http://x/')
          .pathname.split('/')
          .pop() ?? '',
      );
    }
    const attempt = (token: string) =>
      t.call('auth/reset/password', {
        body: {
          token,
          email: 'learner@academy.test',
          password: 'brand-new-pass',
          password_confirmation: 'brand-new-pass',
        },
      });
    const old = await attempt(tokens[0] ?? '');
    expect(old.status).toBe(400);
    expect(old.body.status_text).toBe('invalid_token');
    expect((await attempt(tokens[1] ?? '')).status).toBe(200);
  });

  describe('a garbage verification link neither resends nor mails', () => {
    beforeEach(async () => {
      expect((await t.call('auth/register', { body: SIGN_UP })).status).toBe(201);
    });

    it.each([
      ['a forged signature', 'auth/email/verify/5?expires=9999999999&hash=abc&signature=forged'],
      ['an unknown id', 'auth/email/verify/999?expires=9999999999&hash=abc&signature=forged'],
      ['missing parameters', 'auth/email/verify/5'],
    ])('%s answers invalid_token with resent: false', async (_name, path) => {
      const res = await t.call(path);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        message: 'This verification link is invalid.',
        status_text: 'invalid_token',
        data: { resent: false },
      });
      expect(await t.outbox(SIGN_UP.email)).toHaveLength(1);
    });
  });

  describe('names reject invisible and control characters', () => {
    it.each([
      ['NUL', 'Ali\u0000'],
      ['a control character', 'Ali\u0007Baba'],
      ['a bidi override', 'Ali\u202Eabab'],
      ['a bidi isolate', '\u2066Ali\u2069'],
      ['a lone surrogate', 'Ali\uD800'],
    ])('sign-up and profile answer 422 for %s', async (_name, value) => {
      const res = await t.call<Record<string, string[]>>('auth/register', { body: { ...SIGN_UP, firstName: value } });
      expect(res.status).toBe(422);
      expect(res.body.data.firstName).toEqual(['The first name contains characters that are not allowed.']);
      const token = await t.login('learner');
      const profile = await t.call<Record<string, string[]>>('user/update/name', {
        method: 'PUT',
        token,
        body: { id: 1, name: value, arabic_name: value },
        lang: 'ar',
      });
      expect(profile.status).toBe(422);
      expect(Object.keys(profile.body.data)).toEqual(['name', 'arabic_name']);
      expect(profile.body.data.name?.[0]).toBe('يحتوي الاسم على أحرف غير مسموح بها.');
    });

    it('a name of only zero-width characters is required-empty', async () => {
      const res = await t.call<Record<string, string[]>>('auth/register', {
        body: { ...SIGN_UP, lastName: '\u200B\u200B\uFEFF' },
      });
      expect(res.status).toBe(422);
      expect(res.body.data.lastName).toEqual(['The last name field is required.']);
      const token = await t.login('learner');
      const profile = await t.call<Record<string, string[]>>('user/update/name', {
        method: 'PUT',
        token,
        body: { id: 1, name: '\u200B \u200D' },
      });
      expect(profile.body.data.name).toEqual(['The name field is required.']);
    });

    it('Arabic names with joiners and marks are still accepted', async () => {
      const token = await t.login('learner');
      const res = await t.call('user/update/name', {
        method: 'PUT',
        token,
        body: { id: 1, name: 'Layla\u200C', arabic_name: 'ليلى\u200F المتعلمة' },
      });
      expect(res.status).toBe(200);
    });
  });
});
