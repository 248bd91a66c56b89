// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { ATTENDANCE_LECTURE, PARTICIPANT, rowKey, SEEDED_ROW } from '../../../demo/api/features/batch/ids';
import { NOON, seedAt } from './attendance-support';
import { updateBody, write } from './batch-support';
import { useTestApi } from './helpers';
import { useSmtp } from './mail-support';

// "Marked absent or late" notices (#32): in the learner's last-used language, with a one-click way out (RFC 8058)
// that works without signing in, and a profile switch per kind; security mails cannot be turned off.

const LEARNER = 'learner@academy.test';
const { finishedToday } = ATTENDANCE_LECTURE;
const learnerRow = rowKey(finishedToday, SEEDED_ROW.presentScanned);

describe('attendance notices by email', () => {
  const { smtp, transport } = useSmtp();
  const t = useTestApi({ at: NOON, mailTransport: transport });
  // A fresh seed and sign-ins per test (the batch helpers keep tokens per seed).
  beforeEach(() => seedAt(t));

  async function markAbsent() {
    const res = await write(t, 'attendance/update', updateBody(finishedToday, learnerRow, { status: 'ABSENT' }));
    expect(res.status).toBe(200);
    await t.api.mail.flush();
  }

  it('tells the learner they were marked absent, in the language they last used, with a one-click way out', async () => {
    expect(SEEDED_ROW.presentScanned).toBe(PARTICIPANT.learner);
    // The learner last used the app in Arabic; the trainer marks in English.
    await t.call('user/current', { token: await t.login('learner'), lang: 'ar' });
    await markAbsent();
    const [mail, ...others] = smtp.mails;
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ to: LEARNER, subject: 'تم تسجيل غيابك', language: 'ar' });
    expect(mail?.text).toContain('سجّل مدربك غيابك عن «');
    expect(mail?.text).toMatch(/[٠-٩]/);
    expect(mail?.text).toContain('إيقاف هذه الرسائل: ');
    expect(mail?.unsubscribe).toMatch(
      new RegExp(`^${t.origin}/backend/user/mail/unsubscribe\\?u=\\d+&k=attendance-marked&s=[0-9a-f]{64}$`),
    );
    expect(mail?.unsubscribePost).toBe('List-Unsubscribe=One-Click');

    // The same mark again changes nothing and mails nothing.
    await markAbsent();
    expect(smtp.mails).toHaveLength(1);
  });

  it("dates the lecture in the learner's calendar (#34): Umm al-Qura beside Gregorian", async () => {
    const token = await t.login('learner');
    const saved = await t.call('user/calendar', { method: 'PUT', token, body: { calendar: 'both' }, lang: 'ar' });
    expect(saved.status).toBe(200);
    await markAbsent();
    const [mail] = smtp.mails;
    expect(mail?.language).toBe('ar');
    // '٥ جمادى الآخرة ١٤٤٨ هـ (١٥ نوفمبر ٢٠٢٦)، ١٠:٠٠ ص': the Hijri day, then the Gregorian one in brackets, then the time.
    expect(mail?.text).toMatch(/بتاريخ [٠-٩]+ [^\s(]+( [^\s(]+)? [٠-٩]{4} هـ \([٠-٩]+ \S+ [٠-٩]{4}\)، [٠-٩]/);
  });

  it('one click (RFC 8058 POST, no sign-in) stops them; the profile switch turns them back on', async () => {
    await markAbsent();
    const url = smtp.mails[0]?.unsubscribe ?? '';
    const path = url.slice(t.base.length);

    // Opening the link only asks: a link scanner's GET unsubscribes no one.
    const ask = await fetch(url, { headers: { 'Accept-Language': 'ar' } });
    expect(ask.status).toBe(200);
    const page = await ask.text();
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toContain('<form method="post">');
    const token = await t.login('learner');
    expect((await t.call('user/mail/preferences', { token })).body.data).toContainEqual({
      kind: 'attendance-marked',
      email: true,
    });

    const click = await fetch(url, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(click.status).toBe(200);
    expect(await click.text()).toContain('You will not get these emails any more');
    expect((await t.call('user/mail/preferences', { token })).body.data).toContainEqual({
      kind: 'attendance-marked',
      email: false,
    });

    // Marked late now: no mail.
    await write(t, 'attendance/update', updateBody(finishedToday, learnerRow, { status: 'PRESENT' }));
    const late = await write(t, 'attendance/update_one', { record_id: learnerRow, col: 'is_late', value: true });
    expect(late.status).toBe(200);
    await t.api.mail.flush();
    expect(smtp.mails).toHaveLength(1);

    // Back on from the profile: the next change is mailed.
    const on = await t.call('user/mail/preferences', {
      token,
      method: 'PUT',
      body: { kind: 'attendance-marked', email: true },
    });
    expect(on.status).toBe(200);
    await markAbsent();
    expect(smtp.mails.map((mail) => mail.subject)).toEqual(['You were marked absent', 'You were marked absent']);
    expect(path).toMatch(/^user\/mail\/unsubscribe\?/);
  });

  it('a forged or altered link changes nothing; security mails cannot be turned off', async () => {
    await markAbsent();
    const url = new URL(smtp.mails[0]?.unsubscribe ?? '');
    const forged = new URL(url);
    forged.searchParams.set('u', String(Number(url.searchParams.get('u')) + 1));
    const wrongKind = new URL(url);
    wrongKind.searchParams.set('k', 'reset');
    for (const bad of [forged, wrongKind]) {
      const res = await fetch(bad, { method: 'POST' });
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('This link does not work');
    }
    const token = await t.login('learner');
    expect((await t.call('user/mail/preferences', { token })).body.data).toContainEqual({
      kind: 'attendance-marked',
      email: true,
    });
    const refused = await t.call('user/mail/preferences', {
      token,
      method: 'PUT',
      body: { kind: 'reset', email: false },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.data).toEqual({ kind: ['The kind must be a notice that can be turned off.'] });
  });
});
