// @vitest-environment node
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { completeAttemptPath } from '../../../src/core/api/exam-endpoints';
import { EXAM } from '../../../demo/api/features/exam/ids';
import { saveAnswer } from '../../../demo/api/features/exam/answer-writes';
import { attemptWithPaper, closeAttempt, examByNo, insertAttempt } from '../../../demo/api/features/exam/queries';
import { examAnswers, examAttempts } from '../../../demo/api/features/exam/schema';
import { testDatabase, useTestApi, type TestApi } from './helpers';
import { answer, answerBody, start, take, TOTAL_TIMER_KEY } from './exam-support';

// The exam tables' rules under parallel calls: one attempt per exam and participant, one answer row per attempt
// and question (an upsert: the last save applied is the one kept), one score per attempt.

const stored = (t: TestApi, attemptId: number) =>
  t.api.database.db.select().from(examAnswers).where(eq(examAnswers.attempt_id, attemptId));

describe('exam tables: parallel calls', () => {
  const t = useTestApi({ limits: { examWritesPerUser: 200 } });

  it('makes one attempt of parallel first starts: one 201, the others resume it', async () => {
    const token = await t.login('learner');
    const read = await take(t, token, EXAM.fireTotalTimer);
    const body = {
      exam_id: read.exam_obj?.record_id,
      batch_participant_id: read.participant_obj?.batch_participant_id,
      participant_id: read.participant_obj?.record_id,
    };
    const starts = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.call<{ attempt_obj: { record_id: number } }>('exams/attempts/create', { token, body }),
      ),
    );
    expect(starts.map((res) => res.status).sort()).toEqual([...Array.from({ length: 11 }, () => 200), 201]);
    expect(new Set(starts.map((res) => res.body.data.attempt_obj.record_id)).size).toBe(1);
    const exam = await examByNo(t.api.database.db, EXAM.fireTotalTimer);
    const rows = await t.api.database.db
      .select()
      .from(examAttempts)
      .where(
        and(
          eq(examAttempts.exam_id, exam?.exam.id ?? 0),
          eq(examAttempts.participant_id, Number(read.participant_obj?.record_id)),
        ),
      );
    expect(rows).toHaveLength(1);
  });

  it('keeps one row for parallel saves of one question, holding one whole save; a later save replaces it in place', async () => {
    const token = await t.login('learner');
    const { attemptId, take: read } = await start(t, token, EXAM.fireTotalTimer);
    const choices = read.exam_obj?.questions[0]?.choices.map((choice) => String(choice.choice)) ?? [];
    const saves = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        answer(t, token, read, attemptId, 0, choices[index % choices.length] ?? ''),
      ),
    );
    expect(saves.every((res) => res.status === 200)).toBe(true);
    const [row, ...more] = await stored(t, Number(attemptId));
    expect(more).toHaveLength(0);
    expect(choices).toContain(row?.answer[0]);
    expect(
      (await take(t, token, EXAM.fireTotalTimer)).attempted_questions_obj.map((item) => item.attempted_answer),
    ).toEqual([row?.answer]);
    const last = TOTAL_TIMER_KEY[0]?.right ?? '';
    expect((await answer(t, token, read, attemptId, 0, last)).status).toBe(200);
    expect((await stored(t, Number(attemptId))).map((item) => [item.id, item.answer])).toEqual([[row?.id, [last]]]);
  });

  it('applies parallel upserts of one question in turn: the last applied is the value kept', async () => {
    const token = await t.login('learner');
    const { attemptId, take: read } = await start(t, token, EXAM.fireTotalTimer);
    const { db } = t.api.database;
    const { attempt, paper } = (await attemptWithPaper(db, Number(attemptId))) ?? {};
    const question = paper?.questions[1];
    if (!attempt || !paper || !question) throw new Error('no attempt');
    // The embedded database runs statements in the order they are issued: the last call is the last applied.
    const values = Array.from({ length: 30 }, (_, index) => question.choices[index % question.choices.length] ?? '');
    const fields = (value: string) => ({ answer: [value], skipped: false, started_at: null, ended_at: null });
    const answers = await Promise.all(
      values.map((value) => saveAnswer(db, { attempt, paper }, question.id, fields(value), t.clock.now)),
    );
    expect(answers.every((state) => state?.length === 1)).toBe(true);
    const rows = await stored(t, Number(attemptId));
    expect(rows.map((row) => row.exam_question_id)).toEqual([question.id]);
    // A server's pool may run them in another order: there, the value kept is one of those sent.
    if (testDatabase().kind === 'pglite') expect(rows[0]?.answer).toEqual([values.at(-1)]);
    else expect(values).toContain(rows[0]?.answer[0]);
    expect(read.exam_obj?.questions[1]?.record_id).toBe(String(question.id));
  });

  it('scores parallel completions once, and refuses a save that comes after the score', async () => {
    const token = await t.login('learner');
    const { attemptId, take: read } = await start(t, token, EXAM.fireTotalTimer);
    await answer(t, token, read, attemptId, 0, TOTAL_TIMER_KEY[0]?.right ?? '');
    const done = await Promise.all(
      Array.from({ length: 8 }, () => t.call(completeAttemptPath(attemptId), { method: 'POST', token })),
    );
    expect(done.every((res) => res.status === 200)).toBe(true);
    expect(new Set(done.map((res) => JSON.stringify(res.body.data))).size).toBe(1);
    expect(done[0]?.body.data).toMatchObject({ exam_taken: true, scored: 10, total_score: 50, percentage: 20 });
    const { db } = t.api.database;
    const { attempt, paper } = (await attemptWithPaper(db, Number(attemptId))) ?? {};
    if (!attempt || !paper) throw new Error('no attempt');
    // As a save that passed its checks while the attempt was open would send it: the database refuses it now.
    const open = { ...attempt, passing_status: null };
    const late = await saveAnswer(
      db,
      { attempt: open, paper },
      paper.questions[1]?.id ?? 0,
      { answer: ['x'], skipped: false, started_at: null, ended_at: null },
      t.clock.now,
    );
    expect(late).toBeUndefined();
    expect(await stored(t, Number(attemptId))).toHaveLength(1);
    // Already closed: closing again releases nothing.
    const release = { write: () => Promise.reject(new Error('released twice')), committed: () => {} };
    expect((await closeAttempt(db, Number(attemptId), paper, t.clock.now, release)).scored).toBe(10);
    const again = await t.call('exams/attempts/create/question', {
      token,
      body: answerBody(t, read, attemptId, 1, TOTAL_TIMER_KEY[1]?.right ?? ''),
    });
    expect([again.status, again.body.message]).toEqual([409, 'You have already completed this exam.']);
  });

  it("takes a remembered attempt for a shortcut only: after a re-seed its id is another person's, and the answer is refused as theirs", async () => {
    const token = await t.login('learner');
    const { attemptId, take: read } = await start(t, token, EXAM.fireTotalTimer);
    await t.api.reset();
    const { db } = t.api.database;
    const both = await take(t, await t.login('both'), EXAM.fireTotalTimer);
    const exam = await examByNo(db, EXAM.fireTotalTimer);
    // The same id again, now both's, made without the start call (which would remember it anew).
    const theirs = await insertAttempt(db, {
      exam_id: exam?.exam.id ?? 0,
      participant_id: Number(both.participant_obj?.record_id),
      batch_participant_id: Number(both.participant_obj?.batch_participant_id),
      passing_status: null,
      percentage: null,
      scored: null,
      total_score: 50,
      is_feedback_pending: false,
      marking: 'marked',
      attempt_date_time: new Date(t.clock.now).toISOString(),
      total_time_spent: 0,
      extra_seconds: 0,
    });
    expect(String(theirs.id)).toBe(attemptId);
    const again = await t.login('learner');
    const res = await t.call('exams/attempts/create/question', {
      token: again,
      body: answerBody(t, read, attemptId, 0, TOTAL_TIMER_KEY[0]?.right ?? ''),
    });
    expect([res.status, res.body.message]).toEqual([404, 'This exam attempt does not exist.']);
    expect(await stored(t, theirs.id)).toHaveLength(0);
  });
});
