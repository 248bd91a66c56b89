// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { DIGEST_AT } from '../../../demo/api/features/attendance/digest';
import { ATTENDANCE_LECTURE, rowKey, SEEDED_ROW } from '../../../demo/api/features/batch/ids';
import { atLocal } from '../../../demo/api/local-time';
import { NOON, seedAt } from './attendance-support';
import { updateBody, write } from './batch-support';
import { useTestApi } from './helpers';
import { useSmtp } from './mail-support';

// A trainer's daily digest (#32): off until the trainer turns it on (trainers only); each morning at 07:00 the
// absences and late arrivals of the lectures of their batches that ended since the morning before, in the trainer's
// language, once per day whatever the number of passes or processes; a one-click way out like every notice.

const TRAINER = 'trainer@academy.test';
const { finishedToday } = ATTENDANCE_LECTURE;
const tomorrowAt = (time: string) => atLocal(NOON, 1, time);

describe("a trainer's daily attendance digest", () => {
  const { smtp, transport } = useSmtp();
  const t = useTestApi({ at: NOON, mailTransport: transport });
  beforeEach(() => seedAt(t));

  const digests = () => smtp.mails.filter((mail) => mail.to === TRAINER);
  async function runJobsAt(at: number) {
    t.clock.now = at;
    await t.api.runJobs();
    await t.api.mail.flush();
  }
  async function turnOn(token: string) {
    const res = await t.call('user/mail/preferences', {
      method: 'PUT',
      token,
      body: { kind: 'attendance-digest', email: true },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }

  it('is offered to trainers only, off by default', async () => {
    const trainer = await t.login('trainer');
    expect((await t.call('user/mail/preferences', { token: trainer })).body.data).toContainEqual({
      kind: 'attendance-digest',
      email: false,
    });
    const learner = await t.login('learner');
    expect((await t.call('user/mail/preferences', { token: learner })).body.data).not.toContainEqual(
      expect.objectContaining({ kind: 'attendance-digest' }),
    );
    const refused = await t.call('user/mail/preferences', {
      method: 'PUT',
      token: learner,
      body: { kind: 'attendance-digest', email: true },
    });
    expect(refused.status).toBe(422);
  });

  it('names who was absent or late, at 07:00 the next morning, once, in the trainer’s language', async () => {
    const trainer = await t.login('trainer');
    await write(
      t,
      'attendance/update',
      updateBody(finishedToday, rowKey(finishedToday, SEEDED_ROW.presentScanned), { status: 'ABSENT' }),
    );
    await runJobsAt(tomorrowAt(DIGEST_AT));
    expect(digests(), 'not turned on: none').toEqual([]);

    t.clock.now = NOON;
    await turnOn(trainer);
    await t.call('user/current', { token: trainer, lang: 'ar' });
    await runJobsAt(tomorrowAt('06:59'));
    expect(digests(), 'not before 07:00').toEqual([]);

    await runJobsAt(tomorrowAt(DIGEST_AT));
    const [digest, ...more] = digests();
    expect(more).toEqual([]);
    expect(digest?.subject).toMatch(/^الحضور منذ الأمس: [٠-٩]+ غياب، [٠-٩]+ تأخر$/);
    expect(digest?.language).toBe('ar');
    expect(digest?.text).toMatch(/غائب: [^\n]*ليلى المتعلمة/);
    expect(digest?.unsubscribe).toContain('k=attendance-digest');

    // Later passes that day (this process or another) find it claimed.
    await runJobsAt(tomorrowAt('12:00'));
    expect(digests()).toHaveLength(1);

    // One click turns it off: the next morning brings nothing.
    const click = await fetch(digest?.unsubscribe ?? '', { method: 'POST' });
    expect(click.status).toBe(200);
    // A day later: the morning's session has expired.
    const again = await t.login('trainer');
    expect((await t.call('user/mail/preferences', { token: again })).body.data).toContainEqual({
      kind: 'attendance-digest',
      email: false,
    });
    await runJobsAt(atLocal(NOON, 2, DIGEST_AT));
    expect(digests()).toHaveLength(1);
  });
});
