// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, useTestApi } from './helpers';

/** The sign-up's id: the first after the seeded accounts. */
const NEW_ID = SEEDED_ACCOUNTS + 1;

const VALID = {
  firstName: 'Rania',
  lastName: 'Registrant',
  email: 'Rania@Example.com',
  phone: '+971 50-123-4567',
  role: 'trainer',
  password: 'longenough1',
  confirmPassword: 'longenough1',
  agreeToTerms: true,
};

describe('auth/register', () => {
  const t = useTestApi();

  it('creates an unverified user who signs in once verified, and mails a verification link', async () => {
    const res = await t.call<{ user: { id: number; email: string } }>('auth/register', {
      body: VALID,
      headers: { Origin: 'http://client.test:5173' },
    });
    expect(res.status).toBe(201);
    expect(res.body.status_text).toBe('Created');
    expect(res.body.data).toEqual({ user: { id: NEW_ID, email: 'rania@example.com' } });

    const mails = await t.outbox('rania@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.kind).toBe('verify');
    // Links use the configured public origin, not the caller's Origin.
    const link = mails[0]?.link ?? '';
    expect(link).toMatch(
      new RegExp(`^${t.origin}/auth/email/verify/${NEW_ID}\\?expires=\\d+&hash=[0-9a-f]{40}&signature=[0-9a-f]{64}$`),
    );
    expect(
      (await t.call('auth/login', { body: { username: 'rania@example.com', password: 'longenough1' } })).status,
    ).toBe(403);
    const url = new URL(link);
    expect((await t.call(`${url.pathname.slice(1)}${url.search}`)).status).toBe(200);

    const token = await t.login('rania@example.com', 'longenough1');
    const me = await t.call<Record<string, unknown>>('user/current', { token });
    expect(me.body.data).toMatchObject({
      id: NEW_ID,
      username: 'rania@example.com',
      name: 'Rania Registrant',
      arabic_name: '',
      nid: null,
      // A trainer by sign-up is a learner until approved (#29 item 7).
      roles: ['learner'],
      trainer_approval: 'pending',
    });
  });

  it('phone is optional', async () => {
    const withoutPhone: Partial<typeof VALID> = { ...VALID };
    delete withoutPhone.phone;
    expect((await t.call('auth/register', { body: withoutPhone })).status).toBe(201);
    expect((await t.call('auth/register', { body: { ...VALID, email: 'blank@example.com', phone: '' } })).status).toBe(
      201,
    );
  });

  it('rejects a taken email (case-insensitive)', async () => {
    const res = await t.call('auth/register', { body: { ...VALID, email: 'LEARNER@academy.test' } });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('The email has already been taken.');
    expect(res.body.data).toEqual({ email: ['The email has already been taken.'] });
  });

  it.each([
    ['firstName', { firstName: '   ' }],
    ['lastName', { lastName: '' }],
    ['email', { email: 'not-an-email' }],
    ['password', { password: 'short', confirmPassword: 'short' }],
    ['confirmPassword', { confirmPassword: 'different1' }],
    ['phone', { phone: '12ab' }],
    ['role', { role: 'admin' }],
    ['agreeToTerms', { agreeToTerms: false }],
  ])('answers 422 keyed by %s', async (field, patch) => {
    const res = await t.call<Record<string, string[]>>('auth/register', { body: { ...VALID, ...patch } });
    expect(res.status).toBe(422);
    expect(res.body.status_text).toBe('Unprocessable Entity');
    expect(Object.keys(res.body.data)).toEqual([field]);
    expect(res.body.message).toBe(res.body.data[field]?.[0]);
  });

  it('reports every failing field at once, in Arabic when asked', async () => {
    const res = await t.call<Record<string, string[]>>('auth/register', { body: {}, lang: 'ar' });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.data).sort()).toEqual([
      'agreeToTerms',
      'email',
      'firstName',
      'lastName',
      'password',
      'role',
    ]);
    expect(res.body.message).toBe('حقل الاسم الأول مطلوب.');
  });
});
