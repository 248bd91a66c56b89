// @vitest-environment node
import { create } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { ExamBoardSchema } from '../../../src/core/api/schemas/exam-board';
import { examEventsPath } from '../../../src/core/api/exam-endpoints';
import { BATCH_NO } from '../../../demo/api/features/batch/ids';
import { EXAM } from '../../../demo/api/features/exam/ids';
import { useTestApi, type TestApi } from './helpers';
import { answer, start, TOTAL_TIMER_KEY } from './exam-support';

// Issue #33: the live board. A trainer of the exam's batch sees each attempt's time left, answers, last save, whether
// its page still polls (online within 15 s) and its integrity counts; nobody else sees it.

async function board(t: TestApi, token: string, lang?: 'en' | 'ar') {
  const res = await t.call(`exams/board/${EXAM.fireTotalTimer}`, { token, lang });
  expect(res.status).toBe(200);
  return create(res.body.data, ExamBoardSchema);
}

describe('exam API: live board', () => {
  const t = useTestApi();

  it('shows a running attempt as its page reports it, and offline once its polls stop', async () => {
    const learner = await t.login('learner');
    const { attemptId, take: read } = await start(t, learner, EXAM.fireTotalTimer);
    t.clock.advance(30_000);
    await answer(t, learner, read, attemptId, 0, TOTAL_TIMER_KEY[0]?.right ?? '');
    const at = new Date(t.clock.now - 8_000).toISOString();
    await t.call(examEventsPath(attemptId), {
      token: learner,
      body: { events: [{ key: 'a1', kind: 'away', detail: 'hidden', at, duration_ms: 8_000 }], sent_at: at },
    });
    expect((await t.call(`exams/attempts/${attemptId}/clock`, { token: learner })).status).toBe(200);

    const trainer = await t.login('trainer');
    const seen = await board(t, trainer, 'ar');
    expect(seen).toMatchObject({ exam_no: EXAM.fireTotalTimer, batch_no: BATCH_NO.fireMorning, total_questions: 5 });
    const row = seen.rows.find((item) => item.attempt_id === Number(attemptId));
    expect(row).toMatchObject({
      completed: false,
      remaining_time: 570,
      answered: 1,
      last_save_at: new Date(t.clock.now).toISOString(),
      online: true,
    });
    expect(row?.summary).toMatchObject({ away_count: 1, away_ms: 8_000 });
    expect(row?.name).toMatch(/[\u0600-\u06FF]/);

    t.clock.advance(16_000);
    expect((await board(t, trainer)).rows.find((item) => item.attempt_id === Number(attemptId))?.online).toBe(false);
    await t.call(`exams/attempts/${attemptId}/clock`, { token: learner });
    expect((await board(t, trainer)).rows.find((item) => item.attempt_id === Number(attemptId))?.online).toBe(true);
  });

  it('answers 404 to anyone but a trainer of the batch, and for an unknown exam', async () => {
    const learner = await t.login('learner');
    expect((await t.call(`exams/board/${EXAM.fireTotalTimer}`, { token: learner })).status).toBe(404);
    const trainer = await t.login('trainer');
    expect((await t.call('exams/board/999999', { token: trainer })).status).toBe(404);
  });
});
