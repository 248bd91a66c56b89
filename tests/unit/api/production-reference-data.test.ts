// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRAINER_PERMISSIONS } from '../../../demo/api/features/auth/seed';
import { hashPassword } from '../../../demo/api/security';
import { insertUser } from '../../../demo/api/users';
import { silenceConsole, startApi, type TestApi } from './helpers';

// Production has no seed: what an academy needs before its first ticket (the support types) comes from the
// migrations, and the first trainer the create-trainer command makes can open a ticket at once (#29).

const PASSWORD = 'a long secret 42';

describe('a production database without any seed', () => {
  let t: TestApi;
  beforeAll(async () => {
    silenceConsole();
    t = await startApi({ devEndpoints: false });
    // What `npm run api:create-trainer -- --production` stores (demo/api/create-trainer.ts).
    const now = new Date(t.clock.now);
    await insertUser(t.api.database.db, {
      username: 'head@academy.example',
      email: 'head@academy.example',
      name: 'Head Trainer',
      roles: ['trainer'],
      permissions: [...TRAINER_PERMISSIONS],
      password_hash: await hashPassword(PASSWORD),
      email_verified_at: now,
      created_at: now,
    });
  });
  afterAll(() => t.close());

  it('lists the five support types, in both languages', async () => {
    const token = await t.login('head@academy.example', PASSWORD);
    const res = await t.call<{ rows: { value: string; name_en: string; name_ar: string }[] }>(
      'base/support/type/table',
      { token, body: { page: 1, limit: 100, status: 1, search: '' } },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.rows.map(({ value, name_en, name_ar }) => [value, name_en, name_ar])).toEqual([
      ['technical_support', 'Technical Support', 'الدعم الفني'],
      ['course_inquiry', 'Course Inquiry', 'استفسار عن دورة'],
      ['account_issues', 'Account Issues', 'مشكلات الحساب'],
      ['general_inquiry', 'General Inquiry', 'استفسار عام'],
      ['payment_issues', 'Payment Issues', 'مشكلات الدفع'],
    ]);
  });

  it("opens the first trainer's ticket (it answered 422, no such type, before the types were migrated)", async () => {
    const token = await t.login('head@academy.example', PASSWORD);
    const res = await t.call<{ no: number; type: string; status: number }>('support/ticket/create', {
      token,
      body: { type: 'technical_support', title: 'Projector in hall B', description: 'It shows no picture.' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ type: 'technical_support', status: 1 });
  });
});
