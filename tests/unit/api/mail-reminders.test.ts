// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { MINUTE, NOON, SPANS, seedAt } from './attendance-support';
import { useTestApi } from './helpers';
import { useSmtp } from './mail-support';

// "Your lecture starts in 30 minutes" (#32): due reminders are read from the lectures, sent once per lecture and
// learner in the learner's language, never to one who turned them off; scheduled in the database, not in a timer.

describe('lecture reminders', () => {
  const { smtp, transport } = useSmtp();
  const t = useTestApi({ at: NOON, mailTransport: transport });
  // A fresh seed and sign-ins per test (the batch helpers keep tokens per seed).
  beforeEach(() => seedAt(t));

  async function runJobsAt(at: number) {
    t.clock.now = at;
    await t.api.runJobs();
    await t.api.mail.flush();
  }

  it("mails each learner of a lecture 30 minutes before it starts, once, in the learner's language", async () => {
    await t.call('user/current', { token: await t.login('learner'), lang: 'ar' });
    const later = SPANS.later.start;
    await runJobsAt(later - 30 * MINUTE - 1_000);
    expect(smtp.mails, 'not before 30 minutes').toEqual([]);

    await runJobsAt(later - 30 * MINUTE);
    const learner = smtp.mails.find((mail) => mail.to === 'learner@academy.test');
    expect(learner?.subject).toBe('تبدأ محاضرتك خلال ٣٠ دقيقة');
    expect(learner?.text).toMatch(/تبدأ الساعة [٠-٩]/);
    expect(learner?.unsubscribe).toContain('k=lecture-reminder');
    const both = smtp.mails.find((mail) => mail.to === 'both@academy.test');
    expect(both?.subject).toBe('Your lecture starts in 30 minutes');
    const sent = smtp.mails.length;

    // The next passes (this process or another) find the lecture reminded: nothing twice.
    await runJobsAt(later - 20 * MINUTE);
    await runJobsAt(later - 1_000);
    expect(smtp.mails).toHaveLength(sent);
    expect(new Set(smtp.mails.map((mail) => mail.to)).size).toBe(sent);
  });

  it('leaves out a learner who turned reminders off, and lectures that already started', async () => {
    const token = await t.login('learner');
    const off = await t.call('user/mail/preferences', {
      token,
      method: 'PUT',
      body: { kind: 'lecture-reminder', email: false },
    });
    expect(off.status).toBe(200);
    await runJobsAt(SPANS.later.start - 10 * MINUTE);
    expect(smtp.mails.length).toBeGreaterThan(0);
    expect(smtp.mails.map((mail) => mail.to)).not.toContain('learner@academy.test');
    // Only the lecture starting soon: the running one (same batch, started before this pass) is not in "starts soon".
    expect(new Set(smtp.mails.map((mail) => mail.to)).size).toBe(smtp.mails.length);
  });
});
