// @vitest-environment node
import { create } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { AttemptClockSchema, BatchAllowancesSchema } from '../../../src/core/api/schemas/exam-allowances';
import { attemptClockPath, completeAttemptPath } from '../../../src/core/api/exam-endpoints';
import { BATCH_NO } from '../../../demo/api/features/batch/ids';
import { EXAM } from '../../../demo/api/features/exam/ids';
import { DEADLINE_GRACE_MS } from '../../../demo/api/features/exam/scoring';
import { useTestApi, type TestApi } from './helpers';
import { answer, start, take, TOTAL_TIMER_KEY } from './exam-support';

// Issue #33: extra time set once. A trainer's allowance (×1–×3, 0–240 minutes) stretches every exam of the batch —
// the total and per-question limits and the server's deadline — and moves running attempts; a trainer can give a
// running attempt more minutes, which its page reads from the clock it polls.

const batchNo = BATCH_NO.fireMorning;

async function learnerParticipant(t: TestApi, token: string): Promise<number> {
  return Number((await take(t, token, EXAM.fireTotalTimer)).participant_obj?.record_id);
}

function setAllowance(t: TestApi, token: string, fields: Record<string, unknown>, lang?: 'en' | 'ar') {
  return t.call('exams/allowances/set', { token, lang, body: { batch_no: batchNo, ...fields } });
}

async function clock(t: TestApi, token: string, attemptId: string) {
  // The path the running page polls (getAttemptClock).
  const res = await t.call(attemptClockPath(attemptId), { token });
  expect(res.status).toBe(200);
  return create(res.body.data, AttemptClockSchema);
}

describe('exam API: extra time', () => {
  const t = useTestApi();

  it("stretches every exam of the batch: limits, remaining time and the server's deadline", async () => {
    const learner = await t.login('learner');
    const trainer = await t.login('trainer');
    const participant = await learnerParticipant(t, learner);
    const saved = await setAllowance(t, trainer, { participant_id: participant, multiplier: 1.5, extra_minutes: 0 });
    expect([saved.status, saved.body.message]).toEqual([200, 'The extra time was saved.']);

    const before = await take(t, learner, EXAM.fireTotalTimer);
    expect([before.exam_obj?.time_limit, before.exam_obj?.duration, before.remaining_time]).toEqual([900, 15, 900]);
    // The per-question paper (4 × 30 s) gives each question 45 s.
    expect((await take(t, learner, EXAM.fireQuestionTimer)).exam_obj?.time_limit).toBe(45);

    const { attemptId, take: read, res } = await start(t, learner, EXAM.fireTotalTimer);
    expect(res.body.data.remaining_time).toBe(900);
    // Past the paper's own 600 s and its grace, the allowance keeps the attempt open.
    t.clock.advance(600_000 + DEADLINE_GRACE_MS + 1_000);
    expect((await answer(t, learner, read, attemptId, 0, TOTAL_TIMER_KEY[0]?.right ?? '')).status).toBe(200);
    t.clock.advance(300_000);
    expect((await answer(t, learner, read, attemptId, 1, TOTAL_TIMER_KEY[1]?.right ?? '')).status).toBe(409);
  });

  it('moves a running attempt when the allowance changes, and a trainer can add minutes its page reads within a poll', async () => {
    const learner = await t.login('learner');
    const trainer = await t.login('trainer');
    const participant = await learnerParticipant(t, learner);
    const { attemptId } = await start(t, learner, EXAM.fireTotalTimer);
    t.clock.advance(100_000);
    expect((await clock(t, learner, attemptId)).remaining_time).toBe(500);

    await setAllowance(t, trainer, { participant_id: participant, multiplier: 1, extra_minutes: 20 });
    expect(await clock(t, learner, attemptId)).toMatchObject({
      remaining_time: 1700,
      time_limit: 1800,
      extra_seconds: 1200,
    });

    const extended = await t.call(`exams/attempts/${attemptId}/extend`, { token: trainer, body: { minutes: 10 } });
    expect([extended.status, extended.body.message]).toEqual([200, 'The attempt was given more time.']);
    expect(create(extended.body.data, AttemptClockSchema).remaining_time).toBe(2300);
    // Removing the allowance keeps the trainer's 10 minutes.
    await setAllowance(t, trainer, { participant_id: participant, multiplier: 1, extra_minutes: 0 });
    expect((await clock(t, learner, attemptId)).extra_seconds).toBe(600);

    expect((await t.call(`exams/attempts/${attemptId}/extend`, { token: learner, body: { minutes: 10 } })).status).toBe(
      404,
    );
    const zero = await t.call(`exams/attempts/${attemptId}/extend`, {
      token: trainer,
      lang: 'ar',
      body: { minutes: 0 },
    });
    expect([zero.status, zero.body.message]).toEqual([422, 'يجب أن تكون الدقائق المضافة عددًا صحيحًا من ١ إلى ٢٤٠.']);
    expect((await t.call(completeAttemptPath(attemptId), { method: 'POST', token: learner })).status).toBe(200);
    expect((await clock(t, learner, attemptId)).is_completed).toBe(true);
    expect((await t.call(`exams/attempts/${attemptId}/extend`, { token: trainer, body: { minutes: 5 } })).status).toBe(
      409,
    );
    expect((await t.call(`exams/attempts/${attemptId}/clock`, { token: await t.login('both') })).status).toBe(404);
  });

  it("refuses an allowance out of range with the field's message, a learner not in the batch, and anyone but its trainer", async () => {
    const learner = await t.login('learner');
    const trainer = await t.login('trainer');
    const participant = await learnerParticipant(t, learner);
    const cases: [Record<string, unknown>, string][] = [
      [{ multiplier: 0.5, extra_minutes: 0 }, 'multiplier'],
      [{ multiplier: 3.5, extra_minutes: 0 }, 'multiplier'],
      [{ multiplier: 'x', extra_minutes: 0 }, 'multiplier'],
      [{ multiplier: 1, extra_minutes: 241 }, 'extra_minutes'],
      [{ multiplier: 1, extra_minutes: 1.5 }, 'extra_minutes'],
      [{ multiplier: 1, extra_minutes: -1 }, 'extra_minutes'],
    ];
    for (const [fields, field] of cases) {
      const res = await setAllowance(t, trainer, { participant_id: participant, ...fields });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.data as object)).toEqual([field]);
    }
    const arabic = await setAllowance(
      t,
      trainer,
      { participant_id: participant, multiplier: 4, extra_minutes: 0 },
      'ar',
    );
    expect(arabic.body.data).toEqual({ multiplier: ['يجب أن يكون معامل الوقت رقمًا من ١ إلى ٣.'] });
    const stranger = await setAllowance(t, trainer, { participant_id: 999999, multiplier: 2, extra_minutes: 0 });
    expect(stranger.body.data).toEqual({ participant_id: ['This learner is not in the batch.'] });
    expect(
      (await setAllowance(t, learner, { participant_id: participant, multiplier: 2, extra_minutes: 0 })).status,
    ).toBe(404);
    expect((await t.call(`exams/allowances/batch/${batchNo}`, { token: learner })).status).toBe(404);
  });

  it("lists the batch's allowances for its trainer, by name in the page's language; ×1 and 0 minutes removes one", async () => {
    const learner = await t.login('learner');
    const trainer = await t.login('trainer');
    const participant = await learnerParticipant(t, learner);
    await setAllowance(t, trainer, { participant_id: participant, multiplier: '1.25', extra_minutes: '15' });
    const list = await t.call(`exams/allowances/batch/${batchNo}`, { token: trainer, lang: 'ar' });
    const { rows } = create(list.body.data, BatchAllowancesSchema);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ participant_id: participant, multiplier: 1.25, extra_minutes: 15 });
    expect(rows[0]?.name).toMatch(/[\u0600-\u06FF]/);
    await setAllowance(t, trainer, { participant_id: participant, multiplier: 1, extra_minutes: 0 });
    const after = await t.call(`exams/allowances/batch/${batchNo}`, { token: trainer });
    expect(create(after.body.data, BatchAllowancesSchema).rows).toEqual([]);
  });
});
