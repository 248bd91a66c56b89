// @vitest-environment node
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BatchCertificate, CertificateCheck } from '../../../src/core/api/schemas/verify';
import { addMonths } from '../../../src/core/verify/validity';
import { freezeExpiries } from '../../../demo/api/features/exam/directory';
import { certificates } from '../../../demo/api/features/exam/schema';
import { VERIFY_CODE } from '../../../demo/api/features/verify/ids';
import { fromClient, useTestApi } from './helpers';

// Issue #34: a batch's trainer sets how long its course's certificates stay valid; issued ones keep their expiry.

describe('certificate validity API', () => {
  const t = useTestApi({ trustProxy: true });
  const put = async (body: unknown, options: { who?: string; lang?: string; no?: string } = {}) =>
    t.call<{ validity_months: number | null }>(`verify/validity/${options.no ?? '2405'}`, {
      method: 'PUT',
      token: await t.login(options.who ?? 'trainer'),
      body,
      lang: options.lang,
    });
  const current = async () =>
    (await t.call<{ validity_months: number | null }>('verify/validity/2405', { token: await t.login('trainer') })).body
      .data.validity_months;

  it("answers the batch course's validity to its trainer, and the same 404 to anyone else", async () => {
    expect(await current()).toBe(24);
    const get = async (who: string, no: string) => t.call(`verify/validity/${no}`, { token: await t.login(who) });
    const refused = [
      await get('learner', '2405'),
      await get('both', '2405'),
      await get('trainer', '9999'),
      await get('trainer', 'abc'),
      await put({ validity_months: 6 }, { who: 'learner' }),
      await put({ validity_months: 6 }, { who: 'both' }),
    ];
    expect(refused.map((answer) => [answer.status, answer.body.message])).toEqual(
      Array(6).fill([404, 'Batch not found.']),
    );
    expect((await t.call('verify/validity/2405')).status).toBe(401);
    expect(await current()).toBe(24);
  });

  it('takes whole months from 1 to 120 or null, naming the field in English and Arabic otherwise', async () => {
    const range = { validity_months: ['The validity must be a whole number of months from 1 to 120.'] };
    for (const months of [0, 121, 2.5, -3])
      expect([
        (await put({ validity_months: months })).status,
        (await put({ validity_months: months })).body.data,
      ]).toEqual([422, range]);
    const arabic = await put({ validity_months: 500 }, { lang: 'ar' });
    expect([arabic.status, arabic.body.message]).toEqual([
      422,
      'يجب أن تكون مدة الصلاحية عددًا صحيحًا من الأشهر من ١ إلى ١٢٠.',
    ]);
    const missing = await put({});
    expect([missing.status, Object.keys(missing.body.data ?? {})]).toEqual([422, ['validity_months']]);
    expect(missing.body.message).toMatch(/^The validity_months field is required/);
    const missingAr = await put({}, { lang: 'ar' });
    expect(missingAr.body.message).toMatch(/^حقل validity_months مطلوب/);
    const text = await put({ validity_months: '12' });
    expect([text.status, Object.keys(text.body.data ?? {})]).toEqual([422, ['validity_months']]);
    expect(await current()).toBe(24);
  });

  it('saves a validity and "never expires", and answers it', async () => {
    const saved = await put({ validity_months: 6 });
    expect([saved.status, saved.body.message, saved.body.data]).toEqual([
      200,
      'Certificate validity saved.',
      { validity_months: 6 },
    ]);
    expect(await current()).toBe(6);
    const arabic = await put({ validity_months: null }, { lang: 'ar' });
    expect([arabic.status, arabic.body.message, arabic.body.data]).toEqual([
      200,
      'تم حفظ مدة صلاحية الشهادات.',
      { validity_months: null },
    ]);
    expect(await current()).toBeNull();
    expect((await put({ validity_months: 120 })).status).toBe(200);
  });

  it('changes only the certificates issued afterwards: issued ones keep the expiry they were issued with', async () => {
    const token = await t.login('trainer');
    const list = async () => (await t.call<BatchCertificate[]>('verify/batch/2405', { token })).body.data;
    const before = await list();
    for (const row of before) expect(row.expires_on).toBe(addMonths(row.issue_date, 24));
    expect((await put({ validity_months: 6 })).status).toBe(200);
    expect(await list()).toEqual(before);
    const check = await t.call<CertificateCheck>(`verify/certificate/${VERIFY_CODE.valid}`, {
      headers: fromClient('10.9.0.1'),
    });
    expect(check.body.data.expires_on).toBe(addMonths(check.body.data.issue_date, 24));
    // Certificate 3 (CERT-2405-0003, ready) is issued now: it takes the course's validity as it stands, 6 months.
    const db = t.api.database.db;
    await db
      .update(certificates)
      .set({ status: 'issued', holder_name: 'Omar Haddad', issue_date: '2026-01-31' })
      .where(eq(certificates.id, 3));
    await freezeExpiries(db, [3]);
    const after = await list();
    expect(after.find((row) => row.certificate_no === 'CERT-2405-0003')?.expires_on).toBe('2026-07-31');
    expect(after.filter((row) => row.certificate_no !== 'CERT-2405-0003')).toEqual(before);
  });
});

describe('exam migration 0003: issued certificates freeze their expiry', () => {
  const t = useTestApi();

  it("gives issued certificates their issue date plus the course's validity, others none", async () => {
    const db = t.api.database.db;
    const file = readFileSync(
      new URL('../../../demo/api/features/exam/migrations/0003_exam.sql', import.meta.url),
      'utf8',
    );
    const updates = file
      .split('--> statement-breakpoint')
      .filter((statement) => /^\s*(--.*\n)*\s*UPDATE/.test(statement));
    expect(updates).toHaveLength(1);
    const seeded = await db.select().from(certificates).orderBy(certificates.id);
    await db.execute(sql.raw('UPDATE certificates SET expires_on = NULL'));
    for (const statement of updates) await db.execute(sql.raw(statement));
    const rows = await db.select().from(certificates).orderBy(certificates.id);
    // The migration and the seed (the issuing step) agree, to the day, month ends included.
    expect(rows.map((row) => row.expires_on)).toEqual(seeded.map((row) => row.expires_on));
    expect(rows.filter((row) => row.status === 'issued').map((row) => [row.certificate_no, row.expires_on])).toEqual([
      ['CERT-2405-0001', addMonths(rows[0]?.issue_date ?? '', 24)],
      ['CERT-2406-0001', null],
      ['CERT-2305-0003', addMonths(rows[11]?.issue_date ?? '', 24)],
      ['CERT-2405-0104', addMonths(rows[12]?.issue_date ?? '', 24)],
    ]);
    expect(rows.filter((row) => row.status === 'ready').every((row) => row.expires_on === null)).toBe(true);
    // PostgreSQL clamps a month added to the 31st as addMonths does.
    const clamp = sql.raw(`SELECT (DATE '2026-01-31' + make_interval(months => 1))::date::text AS day`);
    const { rows: days } = (await db.execute(clamp)) as unknown as { rows: { day: string }[] };
    expect(days[0]?.day).toBe(addMonths('2026-01-31', 1));
  });
});
