import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeedbackQuestion } from '../../../../src/core/api/schemas/exam-feedback';
import { chooseRating, toggleFollowUp, type FeedbackAnswers } from '../../../../src/core/exam/feedback-rules';
import { ApiError } from '../../../../src/core/http/api-error';

// §5/§8 feedback submit: 'Exam data not available', 'Please answer all required questions', the §3 body, and
// 'Failed to submit feedback. Please try again.'

const api = vi.hoisted(() => ({ submitFeedback: vi.fn(), fetchFeedbackForm: vi.fn() }));
// Files share modules in this worker (isolate: false): load them afresh so the mock below reaches every importer, and
// again afterwards so no later file gets the mocked ones.
vi.hoisted(() => vi.resetModules());
vi.mock('../../../../src/core/api/exam-feedback', () => api);
afterAll(() => {
  vi.doUnmock('../../../../src/core/api/exam-feedback');
  vi.resetModules();
});
const { sendFeedback } = await import('../../../../src/core/exam/feedback-store');

const question: FeedbackQuestion = {
  module_en: 'Venue',
  module_ar: 'مكان التدريب',
  question_en: 'How suitable was the venue?',
  question_ar: 'ما مدى ملاءمة المكان؟',
  choices_en: ['Excellent', 'Very Good', 'Acceptable', 'Non Acceptable', 'Poor'],
  choices_ar: ['ممتاز', 'جيد جدًا', 'مقبول', 'غير مقبول', 'ضعيف'],
  lowRatingHelp: null,
  followUpQuestionOptions: { en: ['Hard to reach'], ar: ['صعوبة الوصول'] },
};
const subject = {
  type: 'BeforeExam' as const,
  userId: '7',
  companyId: '4',
  examId: '31',
  templateLanguage: 'Arabic',
  isNpo: false,
};

describe('sendFeedback', () => {
  beforeEach(() => api.submitFeedback.mockReset().mockResolvedValue(undefined));

  it("refuses without the exam or the participant: 'Exam data not available'", async () => {
    expect(await sendFeedback([question], {}, { ...subject, examId: null })).toEqual({
      ok: false,
      message: { key: 'exam.errors.examDataUnavailable' },
    });
    expect(await sendFeedback([question], {}, { ...subject, userId: '' })).toEqual({
      ok: false,
      message: { key: 'exam.errors.examDataUnavailable' },
    });
  });

  it("refuses an incomplete form: 'Please answer all required questions'", async () => {
    const low: FeedbackAnswers = chooseRating({}, 0, 4);
    expect(await sendFeedback([question], low, subject)).toEqual({
      ok: false,
      message: { key: 'exam.errors.answerAll' },
    });
    expect(api.submitFeedback).not.toHaveBeenCalled();
  });

  it('sends the §3 body in the template language before the exam', async () => {
    const answers = toggleFollowUp(chooseRating({}, 0, 4), 0, 'Hard to reach');
    expect(await sendFeedback([question], answers, subject)).toEqual({ ok: true });
    expect(api.submitFeedback.mock.calls[0]![0]).toMatchObject({
      related_model: 'Exam',
      total_questions: 1,
      feedback_type: 'BeforeExam',
      related_id: '31',
      user_id: '7',
      language: 'ar',
      questions: [{ question_id: '1', answer_given: 'ضعيف', comments: ['Hard to reach'], comment: 'Hard to reach' }],
    });
  });

  it("says 'Failed to submit feedback. Please try again.' when the call fails", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.submitFeedback.mockRejectedValueOnce(new ApiError('http', 'x', { status: 500 }));
    expect(await sendFeedback([question], chooseRating({}, 0, 0), { ...subject, type: 'AfterExam' })).toEqual({
      ok: false,
      message: { key: 'exam.errors.feedbackFailedRetry' },
    });
    expect(logged).toHaveBeenCalled();
  });
});

describe('feedbackDraft', () => {
  it("keeps a survey's answers per exam and type until sent, and resets them when the course type changes", async () => {
    const { feedbackDraft } = await import('../../../../src/core/exam/feedback-store');
    const draft = feedbackDraft('EX-9', 'AfterExam');
    expect(feedbackDraft('EX-9', 'AfterExam')).toBe(draft);
    draft.courseType(false);
    draft.set(chooseRating({}, 0, 1));
    // The form unmounting (Back) and mounting again reads the same draft.
    expect(feedbackDraft('EX-9', 'AfterExam').$draft.get().answers).toEqual(chooseRating({}, 0, 1));
    expect(feedbackDraft('EX-9', 'BeforeExam').$draft.get().answers).toEqual({});
    draft.courseType(false);
    expect(draft.$draft.get().answers).toEqual(chooseRating({}, 0, 1));
    draft.courseType(true);
    expect(draft.$draft.get()).toEqual({ answers: {}, isNpo: true });
    draft.set(chooseRating({}, 0, 2));
    draft.clear();
    expect(draft.$draft.get().answers).toEqual({});
  });

  it("forgets the drafts with the user's caches (sign-out, a new sign-in)", async () => {
    const { feedbackDraft } = await import('../../../../src/core/exam/feedback-store');
    const { clearUserQueries } = await import('../../../../src/core/query/query');
    const draft = feedbackDraft('EX-8', 'AfterExam');
    draft.set(chooseRating({}, 0, 1));
    clearUserQueries();
    expect(draft.$draft.get().answers).toEqual({});
    expect(feedbackDraft('EX-8', 'AfterExam')).not.toBe(draft);
  });
});
