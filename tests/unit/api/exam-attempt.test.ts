// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { completeAttemptPath, START_ATTEMPT_PATH } from '../../../src/core/api/exam-endpoints';
import { EXAM } from '../../../demo/api/features/exam/ids';
import { DEADLINE_GRACE_MS } from '../../../demo/api/features/exam/scoring';
import { useTestApi } from './helpers';
import { answer, answerBody, readResult, skip, start, take, TOTAL_TIMER_KEY } from './exam-support';

// The exam writes: a start that checks every id against the caller, answers idempotent per attempt and question,
// skips, the server's deadline (start + time limit) and the score on completion.

describe('exam API: attempts', () => {
  const t = useTestApi({ limits: { examWritesPerUser: 12 } });

  it('starts once: a second start returns the same attempt, with the remaining time from the server', async () => {
    const token = await t.login('learner');
    const first = await start(t, token, EXAM.fireTotalTimer);
    expect(first.res.status).toBe(201);
    expect(first.res.body.data.remaining_time).toBe(600);
    t.clock.advance(60_000);
    const again = await start(t, token, EXAM.fireTotalTimer);
    expect(again.res.status).toBe(200);
    expect(again.attemptId).toBe(first.attemptId);
    expect(again.res.body.data.remaining_time).toBe(540);
    expect((await take(t, token, EXAM.fireTotalTimer)).remaining_time).toBe(540);
  });

  it('refuses a start with missing, borrowed or closed data', async () => {
    const token = await t.login('learner');
    const read = await take(t, token, EXAM.fireTotalTimer);
    const body = {
      exam_id: read.exam_obj?.record_id,
      batch_participant_id: read.participant_obj?.batch_participant_id,
      participant_id: read.participant_obj?.record_id,
    };
    const missing = await t.call(START_ATTEMPT_PATH, { token, body: { ...body, exam_id: '', participant_id: null } });
    expect([missing.status, missing.body.message]).toEqual([
      422,
      'Missing required exam data: exam_id, participant_id',
    ]);
    const arabic = await t.call(START_ATTEMPT_PATH, { token, lang: 'ar', body: { ...body, exam_id: '' } });
    expect(arabic.body.message).toBe('بيانات الاختبار المطلوبة ناقصة: exam_id');
    const both = await take(t, await t.login('both'), EXAM.fireTotalTimer);
    const borrowed = await t.call(START_ATTEMPT_PATH, {
      token,
      body: { ...body, participant_id: both.participant_obj?.record_id },
    });
    expect(borrowed.status).toBe(404);
    expect((await start(t, token, EXAM.fireNotEligible)).res.status).toBe(403);
    expect((await start(t, token, EXAM.fireStartsSoon)).res.status).toBe(409);
    const feedbackFirst = await start(t, token, EXAM.fireFeedbackFirst);
    expect([feedbackFirst.res.status, feedbackFirst.res.body.message]).toEqual([
      409,
      'Please complete the feedback form before starting the exam.',
    ]);
    expect((await start(t, token, EXAM.fireCompleted)).res.status).toBe(409);
  });

  it('keeps one answer per question: a replay never double-counts, a new choice replaces the old', async () => {
    const token = await t.login('learner');
    const { attemptId, take: read } = await start(t, token, EXAM.fireTotalTimer);
    const key = TOTAL_TIMER_KEY[0];
    for (let index = 0; index < 3; index++)
      expect((await answer(t, token, read, attemptId, 0, key?.wrong ?? '')).status).toBe(200);
    const saved = await answer(t, token, read, attemptId, 0, key?.right ?? '');
    expect(saved.body.data).toEqual({
      is_completed: false,
      reload: false,
      next_question: Number(read.exam_obj?.questions[1]?.record_id),
    });
    const after = await take(t, token, EXAM.fireTotalTimer);
    expect(after.attempted_questions).toBe(1);
    expect(after.attempted_questions_obj).toEqual([
      {
        exam_question_id: read.exam_obj?.questions[0]?.record_id,
        question_id: read.exam_obj?.questions[0]?.question_id,
        attempted_answer: [key?.right],
        is_skipped: false,
      },
    ]);
  });

  it("refuses answers that are not the question's, and attempts that are not the caller's", async () => {
    const token = await t.login('learner');
    const { attemptId, take: read } = await start(t, token, EXAM.fireTotalTimer);
    const wrongChoice = await answer(t, token, read, attemptId, 0, 'Not a choice');
    expect([wrongChoice.status, wrongChoice.body.message]).toEqual([
      422,
      "Please choose one of the question's answers.",
    ]);
    const many = {
      ...answerBody(t, read, attemptId, 0, 'x'),
      attempted_answer: Array.from({ length: 5000 }, () => TOTAL_TIMER_KEY[0]?.right ?? ''),
    };
    expect((await t.call('exams/attempts/create/question', { token, body: many })).status).toBe(422);
    const missing = await t.call('exams/attempts/create/question', {
      token,
      body: { ...answerBody(t, read, attemptId, 0, 'x'), question_id: '' },
    });
    expect([missing.status, missing.body.message]).toEqual([422, 'Missing required question data']);
    const other = await t.login('both');
    const theirs = await t.call('exams/attempts/create/question', {
      token: other,
      body: answerBody(t, read, attemptId, 0, TOTAL_TIMER_KEY[0]?.right ?? ''),
    });
    expect(theirs.status).toBe(404);
    expect((await t.call(completeAttemptPath(attemptId), { method: 'POST', token: other })).status).toBe(404);
  });

  it('skips a question and brings it back last; answering it clears the skip', async () => {
    const token = await t.login('learner');
    const { attemptId, take: read } = await start(t, token, EXAM.fireTotalTimer);
    const skipped = await skip(t, token, read, attemptId, 0);
    expect(skipped.body.data).toEqual({
      skipped_questions: 1,
      next_question: Number(read.exam_obj?.questions[1]?.record_id),
    });
    for (let index = 1; index < 5; index++)
      await answer(t, token, read, attemptId, index, TOTAL_TIMER_KEY[index]?.right ?? '');
    expect(
      (await take(t, token, EXAM.fireTotalTimer)).attempted_questions_obj.filter((item) => item.is_skipped),
    ).toHaveLength(1);
    const last = await answer(t, token, read, attemptId, 0, TOTAL_TIMER_KEY[0]?.wrong ?? '', true);
    expect(last.body.data).toEqual({ is_completed: true, reload: false, next_question: null });
    const done = await take(t, token, EXAM.fireTotalTimer);
    expect(done).toMatchObject({
      exam_taken: true,
      passing_status: 'Pass',
      scored: 40,
      total_score: 50,
      percentage: 80,
    });
  });

  it("lists attempted questions in the order first saved (the order shown, which the client numbers by), not the paper's", async () => {
    const token = await t.login('learner');
    const { attemptId, take: read } = await start(t, token, EXAM.fireTotalTimer);
    const ids = (read.exam_obj?.questions ?? []).map((question) => question.record_id);
    await answer(t, token, read, attemptId, 3, TOTAL_TIMER_KEY[3]?.right ?? '');
    await skip(t, token, read, attemptId, 1);
    await answer(t, token, read, attemptId, 0, TOTAL_TIMER_KEY[0]?.right ?? '');
    // Answering the skipped question later keeps its place.
    await answer(t, token, read, attemptId, 1, TOTAL_TIMER_KEY[1]?.right ?? '');
    const listed = (await take(t, token, EXAM.fireTotalTimer)).attempted_questions_obj.map(
      (item) => item.exam_question_id,
    );
    expect(listed).toEqual([ids[3], ids[1], ids[0]]);
  });

  it('scores on completion: unanswered questions count as wrong, below the pass mark fails; completing twice changes nothing', async () => {
    const token = await t.login('learner');
    const { attemptId, take: read } = await start(t, token, EXAM.fireTotalTimer);
    await answer(t, token, read, attemptId, 0, TOTAL_TIMER_KEY[0]?.right ?? '');
    await answer(t, token, read, attemptId, 1, TOTAL_TIMER_KEY[1]?.wrong ?? '');
    const done = await t.call(completeAttemptPath(attemptId), { method: 'POST', token });
    expect(done.body.data).toMatchObject({
      exam_taken: true,
      passing_status: 'Fail',
      scored: 10,
      total_score: 50,
      percentage: 20,
    });
    expect((await t.call(completeAttemptPath(attemptId), { method: 'POST', token })).body.data).toEqual(done.body.data);
    const result = (await readResult(t, token, EXAM.fireTotalTimer)).result;
    expect(result?.exam_attempt_questions[0]?.choices.find((choice) => choice.attempted_choice === true)).toMatchObject(
      { is_correct: true },
    );
  });

  it('refuses answers after the deadline (start + time limit) and closes the attempt; a replay of a saved answer is acknowledged', async () => {
    const token = await t.login('learner');
    const { attemptId, take: read } = await start(t, token, EXAM.fireTotalTimer);
    await answer(t, token, read, attemptId, 0, TOTAL_TIMER_KEY[0]?.right ?? '');
    t.clock.advance(600_000 + DEADLINE_GRACE_MS);
    expect((await answer(t, token, read, attemptId, 1, TOTAL_TIMER_KEY[1]?.right ?? '')).status).toBe(200);
    t.clock.advance(1000);
    const late = await answer(t, token, read, attemptId, 2, TOTAL_TIMER_KEY[2]?.right ?? '');
    expect([late.status, late.body.message]).toEqual([
      409,
      'The time for this exam is over; this answer was not saved.',
    ]);
    expect(await take(t, token, EXAM.fireTotalTimer)).toMatchObject({
      exam_taken: true,
      scored: 20,
      attempted_questions: 2,
    });
    const replay = await answer(t, token, read, attemptId, 0, TOTAL_TIMER_KEY[0]?.right ?? '');
    expect([replay.status, replay.body.data]).toEqual([
      200,
      { is_completed: true, reload: false, next_question: null },
    ]);
    expect((await skip(t, token, read, attemptId, 3)).status).toBe(409);
  });

  it('gives a per-question timer the limit for each question (4 × 30 s) and hides its results', async () => {
    const token = await t.login('learner');
    const { res, attemptId } = await start(t, token, EXAM.fireQuestionTimer);
    expect(res.body.data.remaining_time).toBe(120);
    t.clock.advance(121_000 + DEADLINE_GRACE_MS);
    const done = await take(t, token, EXAM.fireQuestionTimer);
    expect(done).toMatchObject({
      exam_taken: true,
      passing_status: null,
      scored: null,
      feedback_timing: 'after',
      feedback_completed: false,
    });
    expect((await t.call(completeAttemptPath(attemptId), { method: 'POST', token })).body.data).toMatchObject({
      is_feedback_pending: true,
      passing_status: null,
    });
  });

  it('throttles exam writes per user', async () => {
    const token = await t.login('learner');
    const { attemptId, take: read } = await start(t, token, EXAM.fireTotalTimer);
    for (let index = 0; index < 11; index++)
      await answer(t, token, read, attemptId, 0, TOTAL_TIMER_KEY[0]?.right ?? '');
    expect((await answer(t, token, read, attemptId, 0, TOTAL_TIMER_KEY[0]?.right ?? '')).status).toBe(429);
  });
});
