// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { certificateState, resultStatus } from '../../../src/core/exam/exam-result';
import { deriveExamView, examDirection } from '../../../src/core/exam/exam-view';
import { feedbackBlocksStart } from '../../../src/core/exam/feedback-timing';
import { CERTIFICATE, EXAM, MISSING_EXAM_NO } from '../../../demo/api/features/exam/ids';
import { HOSTILE_HTML } from '../../../demo/api/features/exam/question-bank';
import { useTestApi } from './helpers';
import { readResult, readTake, start, take } from './exam-support';

// GET exams/take/{examNo} and exams/result/{examNo}: every view is reached from the seed, only the enrolled learner
// sees their exam (anyone else gets the same 404 as a missing number), and no correct answer leaves the server early.

const MINUTE = 60_000;

describe('exam API: take and result', () => {
  const t = useTestApi();

  it('reaches every take view from the seed as learner, with the windows computed from now', async () => {
    const token = await t.login('learner');
    const clock = { fetchedAt: t.clock.now, now: t.clock.now };
    const expected: [number, string][] = [
      [EXAM.fireTotalTimer, 'instructions'],
      [EXAM.fireQuestionTimer, 'instructions'],
      [EXAM.fireArabic, 'instructions'],
      [EXAM.fireFeedbackFirst, 'instructions'],
      [EXAM.fireStartsSoon, 'will-start-soon'],
      [EXAM.fireNotEligible, 'not-eligible'],
      [EXAM.fireCompleted, 'completed'],
      [EXAM.crowdMidterm, 'ended'],
      [EXAM.cctvPractical, 'not-available'],
      [EXAM.fireLive, 'instructions'],
      [EXAM.firstAidFinal, 'will-start-soon'],
    ];
    const views: [number, string][] = [];
    for (const [no] of expected) views.push([no, deriveExamView(await take(t, token, no), clock)]);
    expect(views).toEqual(expected);
  });

  it('describes each exam as the seed says: timers, language, feedback, results and the provided-by brand', async () => {
    const token = await t.login('learner');
    const total = await take(t, token, EXAM.fireTotalTimer);
    expect(total.exam_obj).toMatchObject({ timer_type: '2', time_limit: 600 });
    expect(total.exam_obj?.questions).toHaveLength(5);
    expect(total.exam_obj?.questions[2]?.question).toContain(HOSTILE_HTML);
    expect(total).toMatchObject({
      remaining_time: 600,
      is_show_result: true,
      provided_by_name: 'Safe Academy',
      provided_by_logo: `${t.origin}/backend/storage/company/1/logo.svg`,
    });
    const perQuestion = await take(t, token, EXAM.fireQuestionTimer);
    expect(perQuestion.exam_obj).toMatchObject({ timer_type: '1', time_limit: 30 });
    expect(perQuestion).toMatchObject({ total_questions: 4, is_show_result: false, feedback_timing: 'after' });
    const arabic = await take(t, token, EXAM.fireArabic);
    expect(examDirection(arabic.exam_obj?.language)).toBe('rtl');
    expect(arabic.exam_obj?.questions[0]?.question).toMatch(/[\u0600-\u06FF]/);
    expect(arabic.provided_by_name).toBe('أكاديمية الأمان');
    expect(feedbackBlocksStart(await take(t, token, EXAM.fireFeedbackFirst))).toBe(true);
    const completed = await take(t, token, EXAM.fireCompleted);
    expect(completed).toMatchObject({
      exam_taken: true,
      passing_status: 'Pass',
      percentage: 80,
      scored: 40,
      total_score: 50,
    });
    expect(completed.participant_obj).toMatchObject({
      company_name: 'Safe Academy',
      batch_participant_id: expect.anything() as unknown,
    });
  });

  it('reaches active once started; the provided-by logo is the company-logo route of provided_by_id', async () => {
    const token = await t.login('learner');
    const { take: before } = await start(t, token, EXAM.fireArabic);
    const active = await take(t, token, EXAM.fireArabic);
    expect(deriveExamView(active)).toBe('active');
    expect(active.active_question).toBe(before.exam_obj?.questions[0]?.record_id);
    const logo = await t.call<{ company_logo: string; company_name: string }>(
      `setting/general/company/logo/${active.provided_by_id ?? ''}`,
    );
    expect(logo.body.data).toMatchObject({
      company_logo: active.provided_by_logo?.slice(t.origin.length),
      company_name: active.provided_by_name,
    });
  });

  it('counts the start down from now: the soon exam opens when its time comes', async () => {
    const token = await t.login('learner');
    const soon = await take(t, token, EXAM.fireStartsSoon);
    expect(soon.exam_starts_in).toBe(600);
    t.clock.advance(10 * MINUTE);
    expect(deriveExamView(await take(t, token, EXAM.fireStartsSoon))).toBe('instructions');
  });

  it("shows both their own views: completed is only the learner's", async () => {
    const token = await t.login('both');
    expect(deriveExamView(await take(t, token, EXAM.fireCompleted))).toBe('instructions');
    expect(deriveExamView(await take(t, token, EXAM.fireNotEligible))).toBe('not-eligible');
  });

  it("answers 404 alike for a missing exam, another batch's exam and a user who is no participant", async () => {
    const learner = await t.login('learner');
    const missing = await readTake(t, learner, MISSING_EXAM_NO);
    expect(missing.status).toBe(404);
    expect(await readTake(t, learner, EXAM.deescalationRolePlay)).toEqual(missing);
    expect(await readTake(t, learner, 'abc')).toEqual(missing);
    for (const account of ['trainer', 'newcomer'])
      expect(await readTake(t, await t.login(account), EXAM.fireTotalTimer)).toEqual(missing);
    expect((await readResult(t, await t.login('trainer'), EXAM.guardFinal)).status).toBe(404);
  });

  it('never sends the correct answers while the exam is taken', async () => {
    const res = await t.call(`exams/take/${EXAM.fireTotalTimer}`, { token: await t.login('learner') });
    expect(JSON.stringify(res.body)).not.toMatch(/correct/i);
  });

  it('gives results in every state: certificate, email notice, feedback first, incomplete, none', async () => {
    const token = await t.login('learner');
    const guard = (await readResult(t, token, EXAM.guardFinal)).result;
    expect(certificateState(guard ?? {})).toMatchObject({
      kind: 'download',
      certificateNo: CERTIFICATE.learnerGuardFoundations,
    });
    expect(guard?.exam_attempt_questions).toHaveLength(5);
    expect(guard?.exam_attempt_questions[0]?.choices.some((choice) => choice.is_correct)).toBe(true);
    expect(certificateState((await readResult(t, token, EXAM.fireCompleted)).result ?? {})).toEqual({
      kind: 'email-notice',
    });
    const practice = (await readResult(t, token, EXAM.firstAidPractice)).result;
    expect(practice).toMatchObject({ passing_status: 'Fail', is_feedback_pending: true, is_npo_course: true });
    expect(resultStatus((await readResult(t, token, EXAM.crowdQuiz)).result?.passing_status).tone).toBe('incomplete');
    const none = await readResult(t, token, EXAM.crowdMidterm);
    expect(none.status).toBe(404);
    expect(none.message).toBe('No result is available for this exam.');
  });

  it('gives no result and no answer key for an exam the learner never sat (Not attempted), in either language', async () => {
    const token = await t.login('learner');
    const never = await t.call(`exams/result/${EXAM.cctvQuiz}`, { token });
    expect(never.status).toBe(404);
    expect(JSON.stringify(never.body)).not.toMatch(/is_correct|exam_attempt_questions/);
    const arabic = await readResult(t, token, EXAM.cctvQuiz, 'ar');
    expect(arabic).toMatchObject({ status: 404, result: null });
    expect(arabic.message).toBe(await readResult(t, token, EXAM.crowdMidterm, 'ar').then((none) => none.message));
    expect(arabic.message).not.toBe(never.body.message);
  });
});
