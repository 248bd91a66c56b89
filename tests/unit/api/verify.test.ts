// @vitest-environment node
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CertificateCheck } from '../../../src/core/api/schemas/verify';
import { CODE_ALPHABET, canonicalCode, groupedCode } from '../../../src/core/verify/verify-code';
import { newVerificationCode } from '../../../demo/api/features/exam/directory';
import { certificates } from '../../../demo/api/features/exam/schema';
import { VERIFY_CODE } from '../../../demo/api/features/verify/ids';
import { certificateState } from '../../../demo/api/features/verify/state';
import { addMonths, expiresOn } from '../../../src/core/verify/validity';
import { fromClient, useTestApi } from './helpers';

// Issue #34: random verification codes, the public check (valid / expired / revoked; unknown and malformed alike),
// its per-client throttle, and a trainer's revocation.

describe('verification codes', () => {
  it('are 26 Crockford base32 characters from a CSPRNG, never repeating', () => {
    const codes = Array.from({ length: 2000 }, newVerificationCode);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    // Every symbol turns up about equally often (52,000 draws, 1,625 expected each).
    const counts = new Map<string, number>();
    for (const char of codes.join('')) counts.set(char, (counts.get(char) ?? 0) + 1);
    expect(counts.size).toBe(32);
    for (const count of counts.values()) expect(Math.abs(count - 1625)).toBeLessThan(250);
  });

  it('are read back leniently from paper, and anything else is no code', () => {
    expect(canonicalCode(' 1n2mn-n35n3-fktdb-5omjv-5qfon-9 ')).toBe(VERIFY_CODE.valid);
    expect(canonicalCode(groupedCode(VERIFY_CODE.valid))).toBe(VERIFY_CODE.valid);
    expect(CODE_ALPHABET).not.toMatch(/[ILOU]/);
    for (const raw of ['', 'CERT-2405-0001', `${VERIFY_CODE.valid}0`, 'U'.repeat(26), 'x'.repeat(1000), 42, null])
      expect(canonicalCode(raw)).toBeUndefined();
  });
});

describe('certificate validity', () => {
  it('adds calendar months, clamping to the end of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-03-31', 6)).toBe('2026-09-30');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2026-05-15', 24)).toBe('2028-05-15');
  });

  it('expires on the day the validity ends; no validity never expires; revoked wins', () => {
    const ends = expiresOn('2026-01-31', 1);
    expect(certificateState({ expiresOn: ends, revoked: false }, '2026-02-27')).toBe('valid');
    expect(certificateState({ expiresOn: ends, revoked: false }, '2026-02-28')).toBe('expired');
    expect(certificateState({ expiresOn: expiresOn('2000-01-01', null), revoked: false }, '2099-01-01')).toBe('valid');
    expect(certificateState({ expiresOn: null, revoked: true }, '2026-01-01')).toBe('revoked');
  });
});

describe('verify API', () => {
  const t = useTestApi({ trustProxy: true, limits: { verifyPerClient: 5 } });

  it('answers the seeded valid, expired and revoked certificates without a sign-in', async () => {
    const answers = await Promise.all(
      [VERIFY_CODE.valid, VERIFY_CODE.expired, VERIFY_CODE.revoked].map((code, index) =>
        t.call<CertificateCheck>(`verify/certificate/${code}`, { headers: fromClient(`10.0.0.${index + 1}`) }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const [valid, expired, revoked] = answers.map((answer) => answer.body.data);
    expect(valid).toMatchObject({
      certificate_no: 'CERT-2405-0001',
      holder_name: 'Layla Learner',
      course: { title: 'Security Guard Foundations' },
      state: 'valid',
      revoked_at: null,
    });
    expect(valid?.expires_on).toBe(addMonths(valid?.issue_date ?? '', 24));
    expect(expired).toMatchObject({ certificate_no: 'CERT-2305-0003', holder_name: 'Omar Haddad', state: 'expired' });
    expect(revoked).toMatchObject({ certificate_no: 'CERT-2405-0104', state: 'revoked' });
    expect(revoked?.revoked_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // The reason stays with the academy: it may say more about the holder than a stranger needs to know.
    expect(JSON.stringify(revoked)).not.toContain('Issued in error');
  });

  it('keeps the name as issued after the holder renames themselves', async () => {
    const token = await t.login('learner');
    const me = await t.call<{ id: number; arabic_name: string }>('user/current', { token });
    await t.call('user/update/name', {
      token,
      method: 'PUT',
      body: { id: me.body.data.id, name: 'Layla Al Amin', arabic_name: me.body.data.arabic_name },
    });
    const check = await t.call<CertificateCheck>(`verify/certificate/${VERIFY_CODE.valid}`, {
      headers: fromClient('10.0.4.1'),
    });
    expect(check.body.data.holder_name).toBe('Layla Learner');
  });

  it('answers an unknown, a malformed and a not yet issued code with the very same 404', async () => {
    const headers = fromClient('10.0.1.1');
    const raws = [VERIFY_CODE.unknown, 'CERT-2405-0001', 'not a code', VERIFY_CODE.ready];
    const answers = await Promise.all(
      raws.map((raw) => t.call(`verify/certificate/${encodeURIComponent(raw)}`, { headers })),
    );
    const bodies = answers.map((answer) => [answer.status, JSON.stringify(answer.body)]);
    expect(new Set(bodies.map(String)).size).toBe(1);
    expect(answers[0]?.status).toBe(404);
    expect(answers[0]?.body.message).toBe('No certificate has this code.');
    const arabic = await t.call(`verify/certificate/${VERIFY_CODE.unknown}`, { headers, lang: 'ar' });
    expect(arabic.body.message).toBe('لا توجد شهادة بهذا الرمز.');
  });

  it('throttles each client address, found and not found alike', async () => {
    const headers = fromClient('10.0.2.1');
    for (let i = 0; i < 5; i++) await t.call(`verify/certificate/${i % 2 ? VERIFY_CODE.valid : 'nope'}`, { headers });
    const refused = await t.call(`verify/certificate/${VERIFY_CODE.valid}`, { headers });
    expect([refused.status, refused.headers.get('retry-after')]).toEqual([429, expect.stringMatching(/^\d+$/)]);
    const other = await t.call(`verify/certificate/${VERIFY_CODE.valid}`, { headers: fromClient('10.0.2.2') });
    expect(other.status).toBe(200);
  });

  it('lets a trainer of the batch revoke with a reason, once; the check then says revoked', async () => {
    const token = await t.login('trainer');
    const revoke = (body: unknown, lang?: string) =>
      t.call('verify/revoke/CERT-2405-0001', { method: 'POST', token, body, lang });
    const blank = await revoke({ reason: '  ' });
    expect([blank.status, blank.body.data]).toEqual([422, { reason: ['The reason field is required.'] }]);
    const arabic = await revoke({}, 'ar');
    expect([arabic.status, arabic.body.message]).toEqual([422, 'حقل السبب مطلوب.']);
    const long = await revoke({ reason: 'x'.repeat(501) });
    expect([long.status, long.body.data]).toEqual([
      422,
      { reason: ['The reason may not be greater than 500 characters.'] },
    ]);
    const done = await revoke({ reason: 'Issued to the wrong person.' });
    expect([done.status, done.body.message]).toEqual([200, 'Certificate revoked.']);
    const again = await revoke({ reason: 'Twice.' });
    expect(again.status).toBe(409);
    const check = await t.call<CertificateCheck>(`verify/certificate/${VERIFY_CODE.valid}`, {
      headers: fromClient('10.0.3.1'),
    });
    expect(check.body.data.state).toBe('revoked');
  });

  it("lists a batch's issued certificates with their states for its trainer only", async () => {
    const list = await t.call<{ certificate_no: string; holder_name: string; state: string }[]>('verify/batch/2405', {
      token: await t.login('trainer'),
    });
    expect(list.body.data.map((row) => [row.certificate_no, row.holder_name, row.state])).toEqual([
      ['CERT-2405-0001', 'Layla Learner', 'valid'],
      ['CERT-2305-0003', 'Omar Haddad', 'expired'],
      ['CERT-2405-0104', 'Fatima Al Mansoori', 'revoked'],
    ]);
    const learner = await t.call('verify/batch/2405', { token: await t.login('learner') });
    expect(learner.status).toBe(404);
  });

  it("issues a batch's ready certificates for its trainer (#29 item 9): counted, issued once with the names frozen", async () => {
    const token = await t.login('trainer');
    const ready = () => t.call<{ count: number }>('verify/batch/2405/ready', { token });
    expect((await ready()).body.data).toEqual({ count: 6 });
    // Issued under a 12-month validity, they keep that expiry when the course's validity changes afterwards.
    const validity = (months: number | null) =>
      t.call('verify/validity/2405', { method: 'PUT', token, body: { validity_months: months } });
    expect((await validity(12)).status).toBe(200);
    const learner = await t.call('verify/batch/2405/issue', { method: 'POST', token: await t.login('learner') });
    expect(learner.status).toBe(404);
    const issued = await t.call<{ issued: number; ready: number }>('verify/batch/2405/issue', {
      method: 'POST',
      token,
      lang: 'ar',
    });
    expect([issued.status, issued.body.message, issued.body.data]).toEqual([
      200,
      'تم إصدار الشهادات.',
      { issued: 6, ready: 0 },
    ]);
    expect((await ready()).body.data).toEqual({ count: 0 });
    const list = await t.call<{ certificate_no: string; holder_name: string }[]>('verify/batch/2405', { token });
    expect(list.body.data).toHaveLength(9);
    expect(list.body.data.every((row) => /^[A-Za-z][A-Za-z .'-]+$/.test(row.holder_name))).toBe(true);
    // The code a ready certificate already had now checks out.
    const check = await t.call<CertificateCheck>(`verify/certificate/${VERIFY_CODE.ready}`, {
      headers: fromClient('10.0.4.1'),
    });
    expect([check.status, check.body.data.state]).toEqual([200, 'valid']);
    expect(check.body.data.expires_on).toBe(addMonths(check.body.data.issue_date, 12));
    await validity(null);
    const later = await t.call<CertificateCheck>(`verify/certificate/${VERIFY_CODE.ready}`, {
      headers: fromClient('10.0.4.1'),
    });
    expect(later.body.data.expires_on).toBe(addMonths(check.body.data.issue_date, 12));
    const again = await t.call<{ issued: number }>('verify/batch/2405/issue', { method: 'POST', token });
    expect(again.body.data).toEqual({ issued: 0, ready: 0 });
  });

  it('hears the same 404 from a learner, a trainer of another batch and an unknown number', async () => {
    const call = async (who: string, no: string) =>
      t.call(`verify/revoke/${no}`, { method: 'POST', token: await t.login(who), body: { reason: 'Because.' } });
    const answers = [
      await call('learner', 'CERT-2405-0001'),
      await call('both', 'CERT-2405-0001'),
      await call('trainer', 'CERT-9999-0001'),
      await call('trainer', 'CERT-2405-0003'),
    ];
    expect(answers.map((answer) => [answer.status, answer.body.message])).toEqual(
      Array(4).fill([404, 'Certificate not found.']),
    );
  });
});

describe('exam migration 0002: existing certificates', () => {
  const t = useTestApi();

  it('gives every row a random code and every issued one the name it was printed with', async () => {
    const db = t.api.database.db;
    const file = readFileSync(
      new URL('../../../demo/api/features/exam/migrations/0002_exam.sql', import.meta.url),
      'utf8',
    );
    const updates = file
      .split('--> statement-breakpoint')
      .filter((statement) => statement.trim().startsWith('UPDATE') || statement.includes('\nUPDATE'));
    expect(updates).toHaveLength(2);
    // Back to how rows stood before the migration, then its two updates.
    await db.execute(sql.raw('ALTER TABLE certificates ALTER COLUMN verification_code DROP NOT NULL'));
    await db.execute(sql.raw('DROP INDEX certificates_verification_code'));
    await db.execute(sql.raw('UPDATE certificates SET verification_code = NULL, holder_name = NULL'));
    for (const statement of updates) await db.execute(sql.raw(statement));
    const rows = await db.select().from(certificates).orderBy(certificates.id);
    const codes = rows.map((row) => row.verification_code);
    expect(new Set(codes).size).toBe(rows.length);
    for (const code of codes) expect(canonicalCode(code)).toBe(code);
    expect(rows.filter((row) => row.status === 'issued').map((row) => [row.certificate_no, row.holder_name])).toEqual([
      ['CERT-2405-0001', 'Layla Learner'],
      ['CERT-2406-0001', 'Layla Learner'],
      ['CERT-2305-0003', 'Omar Haddad'],
      ['CERT-2405-0104', 'Fatima Al Mansoori'],
    ]);
    expect(rows.filter((row) => row.status === 'ready').every((row) => row.holder_name === null)).toBe(true);
  });
});
