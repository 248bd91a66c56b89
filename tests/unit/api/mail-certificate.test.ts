// @vitest-environment node
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { participants } from '../../../demo/api/features/batch/schema';
import { useTestApi } from './helpers';
import { notificationsOf, useSmtp } from './mail-support';

// "Certificate issued" (#32): each holder with an account hears of it in the app and by email, in their last-used
// language, with the public check's address; the email can be turned off, the notification cannot.

const NEWCOMER = 'newcomer@academy.test';
/** Omar Haddad's certificate in batch 2405, ready to issue; the test gives him the newcomer's account. */
const OMAR = 203;

describe('certificate issued', () => {
  const { smtp, transport } = useSmtp();
  const t = useTestApi({ mailTransport: transport });

  async function issue(): Promise<string> {
    const db = t.api.database.db;
    await db.update(participants).set({ user_id: 4 }).where(eq(participants.id, OMAR));
    const newcomer = await t.login('newcomer');
    const res = await t.call<{ issued: number }>('verify/batch/2405/issue', {
      method: 'POST',
      token: await t.login('trainer'),
    });
    expect([res.status, res.body.data.issued]).toEqual([200, 6]);
    await t.api.mail.flush();
    return newcomer;
  }

  const notifications = (token: string) => notificationsOf(t, token);

  it('mails the holder in Arabic, with the certificate number, the verify address and a link to their certificates', async () => {
    await t.call('user/current', { token: await t.login('newcomer'), lang: 'ar' });
    const token = await issue();
    // Only the holder with an account gets one: the other five have none.
    expect(smtp.mails.map((mail) => mail.to)).toEqual([NEWCOMER]);
    const [mail] = smtp.mails;
    expect(mail).toMatchObject({ language: 'ar', subject: expect.stringMatching(/^صدرت شهادتك في «.+»$/) });
    expect(mail?.text).toContain('رقمها CERT-2405-0003');
    expect(mail?.text).toContain(`${t.origin}/verify/RK0K361FJKK0XSC3DDT70AB7JR`);
    expect(mail?.text).toContain(`عرض شهاداتك:\n${t.origin}/dashboard`);
    expect(mail?.html).toContain('dir="rtl"');
    // The academy's Arabic name heads an Arabic mail.
    expect(mail?.text.startsWith('أكاديمية السلامة\n')).toBe(true);
    expect(mail?.html).toContain('أكاديمية السلامة');
    expect(mail?.html).not.toContain('Safe Academy');
    expect(mail?.unsubscribe).toMatch(/k=certificate-issued&/);
    expect(await notifications(token)).toEqual([
      {
        id: expect.any(Number),
        kind: 'certificate-issued',
        params: {
          course: expect.any(String),
          course_ar: expect.stringMatching(/[\u0600-\u06ff]/),
          certificate_no: 'CERT-2405-0003',
        },
        path: '/dashboard',
        created_at: expect.any(String),
        read: false,
      },
    ]);
    // Issuing again issues nothing and mails nothing.
    await t.call('verify/batch/2405/issue', { method: 'POST', token: await t.login('trainer') });
    await t.api.mail.flush();
    expect(smtp.mails).toHaveLength(1);
  });

  it('mails in English to a holder who last used English', async () => {
    await issue();
    const [mail] = smtp.mails;
    expect(mail).toMatchObject({
      language: 'en',
      subject: expect.stringMatching(/^Your certificate for ".+" was issued$/),
    });
    expect(mail?.text).toContain('Its number is CERT-2405-0003.');
    expect(mail?.text.startsWith('Safe Academy\n')).toBe(true);
    expect(mail?.text).toContain(`check that it is genuine at ${t.origin}/verify/RK0K361FJKK0XSC3DDT70AB7JR`);
  });

  it('with the email turned off, only the notification is written', async () => {
    const db = t.api.database.db;
    await db.update(participants).set({ user_id: 4 }).where(eq(participants.id, OMAR));
    const off = await t.call('user/mail/preferences', {
      method: 'PUT',
      token: await t.login('newcomer'),
      body: { kind: 'certificate-issued', email: false },
    });
    expect(off.status).toBe(200);
    const token = await issue();
    expect(smtp.mails).toEqual([]);
    expect((await notifications(token)).map((item) => item.kind)).toEqual(['certificate-issued']);
  });
});
