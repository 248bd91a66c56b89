// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EXAM } from '../../../demo/api/features/exam/ids';
import { DEADLINE_GRACE_MS } from '../../../demo/api/features/exam/scoring';
import { answer, start, TOTAL_TIMER_KEY } from './exam-support';
import { useTestApi } from './helpers';
import { notificationsOf, useSmtp } from './mail-support';

// "Exam result released" (#32): results are immediate, so finishing an attempt (the learner's, or the server's at
// the deadline) releases it: one mail and one notification per attempt, in the learner's last-used language.

const LEARNER = 'learner@academy.test';

describe('exam result released', () => {
  const { smtp, transport } = useSmtp();
  const t = useTestApi({ mailTransport: transport });

  const notifications = (token: string) => notificationsOf(t, token);

  /** Starts the total-timer exam (5 questions, results shown) and answers the first `right` questions rightly. */
  async function answered(token: string, right: number) {
    const { attemptId, take } = await start(t, token, EXAM.fireTotalTimer);
    for (let index = 0; index < right; index++) {
      const res = await answer(t, token, take, attemptId, index, TOTAL_TIMER_KEY[index]?.right ?? '');
      expect(res.status).toBe(200);
    }
    return attemptId;
  }

  it('mails a finished attempt once, in Arabic, with the exam, the score, passed and a link to the result', async () => {
    const token = await t.login('learner');
    const attemptId = await answered(token, 4);
    // Finished on an Arabic screen: the mail is in Arabic.
    const done = await t.call(`exams/attempts/${attemptId}/complete`, { method: 'POST', token, lang: 'ar' });
    expect(done.status).toBe(200);
    // A second completion (a double click, a second tab) releases nothing more.
    await t.call(`exams/attempts/${attemptId}/complete`, { method: 'POST', token, lang: 'ar' });
    await t.api.mail.flush();
    expect(smtp.mails).toHaveLength(1);
    const [mail] = smtp.mails;
    expect(mail).toMatchObject({ to: LEARNER, language: 'ar', subject: expect.stringMatching(/^نجحت في «.+»$/) });
    expect(mail?.text).toContain('حصلت على ٨٠٫٠٠٪');
    expect(mail?.text).toContain('لقد نجحت في اختبارك');
    expect(mail?.text).toContain(`عرض نتيجتك:\n${t.origin}/app/exam/${EXAM.fireTotalTimer}/result`);
    expect(mail?.text).not.toMatch(/[0-9]%/);
    expect(mail?.unsubscribe).toMatch(/k=exam-result&/);
    const items = await notifications(token);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      kind: 'exam-passed',
      params: { exam: expect.any(String), exam_ar: expect.any(String), percentage: '80' },
      path: `/app/exam/${EXAM.fireTotalTimer}/result`,
    });
  });

  it('the server closes an attempt at its deadline, with no page open, and releases it in English, as failed', async () => {
    const token = await t.login('learner');
    await answered(token, 1);
    // The tab was closed: just before the deadline (600 s and the grace) the job leaves it open; after it, closes it.
    t.clock.now += 600_000;
    await t.api.runJobs();
    await t.api.mail.flush();
    expect(smtp.mails).toEqual([]);
    t.clock.now += DEADLINE_GRACE_MS + 1000;
    await t.api.runJobs();
    // Reading it afterwards, and the job's next pass, release nothing more.
    await t.call(`exams/take/${EXAM.fireTotalTimer}`, { token });
    await t.api.runJobs();
    await t.api.mail.flush();
    expect(smtp.mails.map((mail) => [mail.language, mail.subject])).toEqual([
      ['en', expect.stringMatching(/^Your result in ".+"$/)],
    ]);
    expect(smtp.mails[0]?.text).toContain('You scored 20.00%');
    expect(smtp.mails[0]?.text).toContain('You did not reach the pass mark this time.');
    expect((await notifications(token)).map((item) => [item.kind, item.params.percentage])).toEqual([
      ['exam-failed', '20'],
    ]);
  });

  it('with the email turned off, only the notification is written; a hidden result is released neither way', async () => {
    const token = await t.login('learner');
    const off = await t.call('user/mail/preferences', {
      method: 'PUT',
      token,
      body: { kind: 'exam-result', email: false },
    });
    expect(off.status).toBe(200);
    const attemptId = await answered(token, 5);
    await t.call(`exams/attempts/${attemptId}/complete`, { method: 'POST', token });
    // The per-question timer exam hides its results: nothing is released.
    const hidden = await start(t, token, EXAM.fireQuestionTimer);
    const closed = await t.call(`exams/attempts/${hidden.attemptId}/complete`, { method: 'POST', token });
    expect(closed.status).toBe(200);
    await t.api.mail.flush();
    expect(smtp.mails).toEqual([]);
    expect((await notifications(token)).map((item) => item.kind)).toEqual(['exam-passed']);
  });
});
