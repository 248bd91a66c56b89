// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { FeedbackForm } from '../../../src/core/api/schemas/exam-feedback';
import type { ExamTake } from '../../../src/core/api/schemas/exam';
import { FEEDBACK_CREATE_PATH } from '../../../src/core/api/feedback-endpoints';
import {
  chooseRating,
  feedbackBody,
  toggleFollowUp,
  type FeedbackAnswers,
} from '../../../src/core/exam/feedback-rules';
import { feedbackBlocksStart, showsPendingFeedback } from '../../../src/core/exam/feedback-timing';
import type { FeedbackType } from '../../../src/core/api/schemas/exam-feedback';
import { EXAM } from '../../../demo/api/features/exam/ids';
import { useTestApi, type TestApi } from './helpers';
import { readForm, readResult, start, take } from './exam-support';

// Feedback surveys: the 9- and 10-question forms, submissions checked as feedback-rules.ts builds them (§5), and the
// pending state cleared by a valid one: before the exam it unblocks the start, after it the certificate.

/** Every question rated `rating`; a low rating ticks the first follow-up reason in the interface language. */
function rateAll(form: FeedbackForm, rating: number, lang: 'en' | 'ar' = 'en'): FeedbackAnswers {
  let answers: FeedbackAnswers = {};
  form.questions.forEach((question, index) => {
    answers = chooseRating(answers, index, rating);
    const reason = question.followUpQuestionOptions?.[lang][0];
    if (reason) answers = toggleFollowUp(answers, index, reason);
  });
  return answers;
}

function body(form: FeedbackForm, answers: FeedbackAnswers, read: ExamTake, type: FeedbackType, userId: string) {
  return feedbackBody(form.questions, answers, {
    type,
    userId,
    companyId: read.participant_obj?.company_id ?? null,
    examId: read.exam_obj?.record_id ?? '',
    templateLanguage: read.participant_obj?.email_template_language,
    isNpo: Boolean(read.is_npo_course),
  });
}

async function learner(t: TestApi, examNo: number) {
  const token = await t.login('learner');
  const read = await take(t, token, examNo);
  return {
    token,
    read,
    form: await readForm(t, token, examNo),
    userId: String(read.participant_obj?.user_profile?.user_id),
  };
}

describe('exam API: feedback', () => {
  const t = useTestApi();

  it("serves the 9-question course form and the 10-question training-programme form in the spec's modules", async () => {
    const course = (await learner(t, EXAM.fireFeedbackFirst)).form;
    expect(course.title_en).toBe('Course Feedback');
    expect(course.questions).toHaveLength(9);
    expect(new Set(course.questions.map((question) => question.module_en))).toEqual(
      new Set([
        'Ease of Contact',
        'Registration Process',
        'Pre-Course Support',
        'Training Delivery',
        'Venue',
        'Training Outcome',
      ]),
    );
    expect(course.questions[0]?.choices_en).toEqual(['Excellent', 'Very Good', 'Acceptable', 'Non Acceptable', 'Poor']);
    expect(course.questions[0]?.choices_ar).toHaveLength(5);
    const program = (await learner(t, EXAM.firstAidPractice)).form;
    expect([program.title_en, program.questions.length]).toEqual(['Training Program Feedback', 10]);
  });

  it('takes the before-exam survey, which unblocks the start; a replay replaces it', async () => {
    const { token, read, form, userId } = await learner(t, EXAM.fireFeedbackFirst);
    const sent = body(form, rateAll(form, 4, 'ar'), read, 'BeforeExam', userId);
    for (const path of [FEEDBACK_CREATE_PATH, 'feedbacks/create/question'])
      expect((await t.call(path, { token, body: sent })).status).toBe(200);
    const after = await take(t, token, EXAM.fireFeedbackFirst);
    expect([after.feedback_completed, feedbackBlocksStart(after)]).toEqual([true, false]);
    expect((await start(t, token, EXAM.fireFeedbackFirst)).res.status).toBe(201);
  });

  it('refuses incomplete surveys with the §5 message: a missing answer, a low rating without a reason, a reason for a high one', async () => {
    const { token, read, form, userId } = await learner(t, EXAM.fireFeedbackFirst);
    const valid = body(form, rateAll(form, 0), read, 'BeforeExam', userId);
    const noReason = body(form, chooseRating(rateAll(form, 0), 2, 3), read, 'BeforeExam', userId);
    const reasonForHigh = {
      ...valid,
      questions: valid.questions.map((item, index) => (index === 1 ? { ...item, comments: ['Too many steps'] } : item)),
    };
    const flood = { ...valid, questions: Array.from({ length: 500 }, () => valid.questions[0]), total_questions: 500 };
    for (const sent of [
      { ...valid, questions: valid.questions.slice(1), total_questions: 8 },
      noReason,
      reasonForHigh,
      flood,
    ]) {
      const res = await t.call(FEEDBACK_CREATE_PATH, { token, body: sent });
      expect([res.status, res.body.message]).toEqual([422, 'Please answer all required questions']);
    }
    expect((await t.call(FEEDBACK_CREATE_PATH, { token, body: { ...valid, user_id: '999' } })).status).toBe(403);
    expect((await t.call(FEEDBACK_CREATE_PATH, { token, body: { ...valid, feedback_type: 'AfterExam' } })).status).toBe(
      409,
    );
    const missing = await t.call(FEEDBACK_CREATE_PATH, { token, body: { ...valid, related_id: '' } });
    expect([missing.status, missing.body.message]).toEqual([422, 'Exam data not available']);
    expect((await t.call(FEEDBACK_CREATE_PATH, { token: await t.login('trainer'), body: valid })).status).toBe(404);
  });

  it('takes the after-exam survey (always sent in en), which clears the pending state on the result and the dashboard', async () => {
    const { token, read, form, userId } = await learner(t, EXAM.firstAidPractice);
    expect((await readResult(t, token, EXAM.firstAidPractice)).result?.is_feedback_pending).toBe(true);
    const sent = body(form, rateAll(form, 1), read, 'AfterExam', userId);
    expect(sent.language).toBe('en');
    expect((await t.call(FEEDBACK_CREATE_PATH, { token, body: sent })).status).toBe(200);
    expect((await readResult(t, token, EXAM.firstAidPractice)).result?.is_feedback_pending).toBe(false);
    const dashboard = await t.call<{ previous_exams: { no: number; is_feedback_pending: boolean }[] }>(
      `reports/v2/dashboard/learner/${userId}`,
      { token },
    );
    expect(
      dashboard.body.data.previous_exams.find((exam) => exam.no === EXAM.firstAidPractice)?.is_feedback_pending,
    ).toBe(false);
  });

  it('after a per-question exam the completed view warns of pending feedback until it is given', async () => {
    const { token, userId } = await learner(t, EXAM.fireQuestionTimer);
    const { attemptId } = await start(t, token, EXAM.fireQuestionTimer);
    await t.call(`exams/attempts/${attemptId}/complete`, { method: 'POST', token });
    const done = await take(t, token, EXAM.fireQuestionTimer);
    expect(showsPendingFeedback(done)).toBe(true);
    const form = await readForm(t, token, EXAM.fireQuestionTimer);
    expect(
      (await t.call(FEEDBACK_CREATE_PATH, { token, body: body(form, rateAll(form, 0), done, 'AfterExam', userId) }))
        .status,
    ).toBe(200);
    expect(showsPendingFeedback(await take(t, token, EXAM.fireQuestionTimer))).toBe(false);
  });
});
