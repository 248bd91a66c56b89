// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../../demo/api/schema';
import { linkParts, PASSWORD, silenceConsole, startApi, useTestApi, type TestApi } from './helpers';
import { useSmtp } from './mail-support';

// The outbox delivered over real SMTP (#32): a test SMTP server receives what the worker sends.

const LEARNER = 'learner@academy.test';
const TRAINER = 'trainer@academy.test';

describe('mail delivery over SMTP', () => {
  const { smtp, transport } = useSmtp();
  const t = useTestApi({ mailTransport: transport });

  const rows = (to: string) => t.api.database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(outbox.id);

  async function signUp(email: string, lang: 'en' | 'ar') {
    const body = {
      firstName: 'Mail',
      lastName: 'Tester',
      email,
      role: 'learner',
      password: 'longenough1',
      confirmPassword: 'longenough1',
      agreeToTerms: true,
    };
    expect((await t.call('auth/register', { body, lang })).status).toBe(201);
    await t.api.mail.flush();
    return smtp.waitFor((mail) => mail.to === email);
  }

  it("delivers sign-up's verification mail in English: HTML and text parts, the link works, one stable Message-ID", async () => {
    const mail = await signUp('new.en@example.com', 'en');
    expect(mail.subject).toBe('Verify your email address');
    expect(mail.from).toBe('"Safe Academy" <academy@academy.test>');
    expect(mail.language).toBe('en');
    expect(mail.html).toMatch(/<html[^>]* dir="ltr"/);
    expect(mail.html).toMatch(/<html[^>]* lang="en"/);
    expect(mail.html).toContain('Safe Academy');
    // A PNG logo: Gmail and Outlook desktop show no SVG (#32).
    expect(mail.html).toMatch(/<img[^>]* src="https?:\/\/[^"]+\/backend\/storage\/company\/1\/logo\.png"/);
    expect(mail.html).not.toContain('logo.svg');
    expect(mail.text).toContain('This link works for 60 minutes.');
    const link = /https?:\/\/\S+\/auth\/email\/verify\/\S+/.exec(mail.text)?.[0] ?? '';
    expect(mail.html).toContain(link.replaceAll('&', '&amp;'));
    const [row] = await rows('new.en@example.com');
    expect(row).toMatchObject({ state: 'sent', attempts: 1, message_id: mail.messageId, locale: 'en' });
    const { pathname, params } = linkParts(link);
    expect((await t.call(`${pathname.slice(1)}?${params.toString()}`)).status).toBe(200);
  });

  it('writes an Arabic mail right to left with Arabic digits, from the language of the screen that caused it', async () => {
    const mail = await signUp('new.ar@example.com', 'ar');
    expect(mail.subject).toBe('تأكيد بريدك الإلكتروني');
    expect(mail.language).toBe('ar');
    expect(mail.html).toMatch(/<html[^>]* dir="rtl"/);
    expect(mail.html).toMatch(/<html[^>]* lang="ar"/);
    expect(mail.html).toContain('أكّد بريدك الإلكتروني');
    expect(mail.text).toContain('يعمل هذا الرابط لمدة ٦٠ دقيقة');
    expect(mail.text).not.toMatch(/\b60\b/);
  });

  it('mails "password changed" after a reset and after a change on the profile, in the screen\'s language', async () => {
    await t.call('auth/forgot/password', { body: { email: LEARNER }, lang: 'ar' });
    await t.api.mail.flush();
    const reset = await smtp.waitFor((mail) => mail.to === LEARNER && mail.subject === 'إعادة تعيين كلمة المرور');
    const link = /https?:\/\/\S+\/auth\/reset-password\/\S+/.exec(reset.text)?.[0] ?? '';
    const { pathname, params } = linkParts(link);
    const body = {
      token: pathname.split('/').pop(),
      email: params.get('email'),
      password: 'brand-new-pass',
      password_confirmation: 'brand-new-pass',
    };
    expect((await t.call('auth/reset/password', { body, lang: 'ar' })).status).toBe(200);
    await t.api.mail.flush();
    await smtp.waitFor((mail) => mail.to === LEARNER && mail.subject === 'تم تغيير كلمة المرور');

    const token = await t.login('trainer');
    const change = { current_password: PASSWORD, password: 'another-pass1', password_confirmation: 'another-pass1' };
    expect((await t.call('user/change-password', { body: change, token })).status).toBe(200);
    await t.api.mail.flush();
    const changed = await smtp.waitFor((mail) => mail.to === TRAINER);
    expect(changed.subject).toBe('Your password was changed');
    expect(changed.text).toContain(`${t.origin}/auth/forgot-password`);
  });

  it('retries after the server turns it away (421): a minute later it is delivered once', async () => {
    smtp.busy = true;
    expect((await t.call('auth/forgot/password', { body: { email: LEARNER } })).status).toBe(200);
    await t.api.mail.flush();
    const [waiting] = await rows(LEARNER);
    expect(waiting).toMatchObject({ state: 'pending', attempts: 1 });
    expect(waiting?.last_error).toMatch(/421/);
    expect(waiting?.next_attempt_at?.getTime()).toBe(t.clock.now + 60_000);

    smtp.busy = false;
    t.clock.advance(59_000);
    await t.api.mail.flush();
    expect(smtp.mails).toHaveLength(0);
    t.clock.advance(1_000);
    await t.api.mail.flush();
    expect(smtp.mails.map((mail) => mail.messageId)).toEqual([waiting?.message_id]);
    expect((await rows(LEARNER))[0]).toMatchObject({ state: 'sent', attempts: 2, last_error: null });
  });

  it('backs off doubling to an hour and gives up after a day, keeping the answer', async () => {
    smtp.busy = true;
    await t.call('auth/forgot/password', { body: { email: LEARNER } });
    const started = t.clock.now;
    const waits: number[] = [];
    for (;;) {
      await t.api.mail.flush();
      const [row] = await rows(LEARNER);
      if (row?.state !== 'pending') {
        expect(row).toMatchObject({ state: 'failed' });
        expect(row?.last_error).toMatch(/421/);
        break;
      }
      const next = row.next_attempt_at?.getTime() ?? 0;
      waits.push((next - t.clock.now) / 60_000);
      t.clock.advance(next - t.clock.now);
    }
    expect(waits.slice(0, 8)).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
    expect(t.clock.now - started).toBeLessThanOrEqual(24 * 60 * 60_000);
    expect(t.clock.now - started).toBeGreaterThan(23 * 60 * 60_000);
    expect(smtp.mails).toHaveLength(0);
  });

  it('marks a mail the server refuses for good (550) failed at once, without holding back the others', async () => {
    smtp.refused.add(LEARNER);
    await t.call('auth/forgot/password', { body: { email: LEARNER } });
    await t.call('auth/forgot/password', { body: { email: TRAINER } });
    await t.api.mail.flush();
    expect((await rows(LEARNER))[0]).toMatchObject({ state: 'failed', attempts: 1 });
    expect((await rows(LEARNER))[0]?.last_error).toMatch(/550/);
    expect(smtp.mails.map((mail) => mail.to)).toEqual([TRAINER]);
  });
});

describe('a production server without SMTP', () => {
  let t: TestApi;
  beforeAll(async () => {
    silenceConsole();
    t = await startApi({ devEndpoints: false });
  });
  afterAll(() => t.close());

  it('says no mail can be sent (503) instead of promising one, in both languages, and stores none', async () => {
    const register = {
      firstName: 'No',
      lastName: 'Mail',
      email: 'no.mail@example.com',
      role: 'learner',
      password: 'longenough1',
      confirmPassword: 'longenough1',
      agreeToTerms: true,
    };
    const calls = [
      ['auth/forgot/password', { email: LEARNER }],
      ['auth/email/resend', { email: 'newcomer@academy.test' }],
      ['auth/register', register],
    ] as const;
    for (const [path, body] of calls) {
      const en = await t.call(path, { body });
      expect(en.status, path).toBe(503);
      expect(en.body.message).toBe(
        'This academy cannot send email at the moment, so nothing was sent. Please contact your academy.',
      );
      const ar = await t.call(path, { body, lang: 'ar' });
      expect(ar.body.message).toBe(
        'لا تستطيع هذه الأكاديمية إرسال البريد الإلكتروني حاليًا، لذلك لم يُرسل شيء. يرجى التواصل مع أكاديميتك.',
      );
    }
    expect(
      (await t.call('auth/login', { body: { username: 'no.mail@example.com', password: 'longenough1' } })).status,
    ).toBe(401);
    expect(await t.api.database.db.select().from(outbox)).toEqual([]);
  });
});
