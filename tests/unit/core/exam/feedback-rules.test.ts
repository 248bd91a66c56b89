import { describe, expect, it } from 'vitest';
import type { FeedbackQuestion } from '../../../../src/core/api/schemas/exam-feedback';
import { FeedbackSubmissionBody } from '../../../../src/core/api/schemas/exam-feedback';
import {
  answersForCourseType,
  chooseRating,
  FEEDBACK_SCALE,
  feedbackBody,
  feedbackLanguage,
  feedbackTitleKind,
  isFeedbackValid,
  needsFollowUp,
  nextFeedbackStep,
  toggleFollowUp,
  type FeedbackAnswers,
  type FeedbackMeta,
} from '../../../../src/core/exam/feedback-rules';
import { ok } from '../schema-check';

// §4/§5/§9 feedback: scale, follow-ups at index ≥ 3, validity, body, title, steps, before-exam block, pending warning.

const SCALE_AR = ['ممتاز', 'جيد جدًا', 'مقبول', 'غير مقبول', 'ضعيف'];
const question = (n: number): FeedbackQuestion => ({
  module_en: 'Training Delivery',
  module_ar: 'تقديم التدريب',
  question_en: `Question ${n}`,
  question_ar: `السؤال ${n}`,
  choices_en: [...FEEDBACK_SCALE],
  choices_ar: SCALE_AR,
  followUpQuestionOptions: { en: ['Too fast', 'Unclear'], ar: ['سريع جدًا', 'غير واضح'] },
});
const meta = (partial: Partial<FeedbackMeta> = {}): FeedbackMeta => ({
  type: 'AfterExam',
  userId: '12',
  companyId: '4',
  examId: '31',
  templateLanguage: 'Arabic',
  isNpo: false,
  ...partial,
});

describe('scale and follow-ups', () => {
  it('five steps, Excellent first and Poor last', () => {
    expect(FEEDBACK_SCALE).toEqual(['Excellent', 'Very Good', 'Acceptable', 'Non Acceptable', 'Poor']);
  });

  it('a follow-up is asked at index 3 or more, not at 2', () => {
    expect([0, 1, 2, 3, 4].map(needsFollowUp)).toEqual([false, false, false, true, true]);
    expect(needsFollowUp(null)).toBe(false);
  });

  it('choosing a better rating hides the block and clears the reasons; a low one keeps them', () => {
    let answers: FeedbackAnswers = chooseRating({}, 0, 4);
    answers = toggleFollowUp(answers, 0, 'Too fast');
    expect(chooseRating(answers, 0, 3)[0]).toEqual({ rating: 3, followUps: ['Too fast'] });
    expect(chooseRating(answers, 0, 2)[0]).toEqual({ rating: 2, followUps: [] });
  });

  it('ticking twice unticks; ticking without a low rating does nothing', () => {
    const low = chooseRating({}, 0, 3);
    expect(toggleFollowUp(toggleFollowUp(low, 0, 'Unclear'), 0, 'Unclear')[0]?.followUps).toEqual([]);
    const high = chooseRating({}, 0, 1);
    expect(toggleFollowUp(high, 0, 'Unclear')).toBe(high);
    expect(toggleFollowUp({}, 5, 'Unclear')).toEqual({});
  });
});

describe('isFeedbackValid', () => {
  it('every question answered, every low rating with a follow-up', () => {
    const two = chooseRating(chooseRating({}, 0, 0), 1, 2);
    expect(isFeedbackValid(2, two)).toBe(true);
    expect(isFeedbackValid(3, two)).toBe(false);
    const low = chooseRating(two, 1, 3);
    expect(isFeedbackValid(2, low)).toBe(false);
    expect(isFeedbackValid(2, toggleFollowUp(low, 1, 'Unclear'))).toBe(true);
    expect(isFeedbackValid(0, {})).toBe(true);
  });
});

describe('feedbackBody', () => {
  it('after the exam: always en, AfterExam, the chosen choice and the follow-ups', () => {
    const answers = toggleFollowUp(chooseRating(chooseRating({}, 0, 0), 1, 4), 1, 'Unclear');
    const body = feedbackBody([question(1), question(2)], answers, meta());
    expect(body).toMatchObject({
      related_model: 'Exam',
      total_questions: 2,
      user_id: '12',
      company_id: '4',
      feedback_type: 'AfterExam',
      related_id: '31',
      language: 'en',
      is_npo_course: false,
    });
    expect(body.questions.map((item) => [item.question, item.answer_given, item.comment, item.comments])).toEqual([
      ['Question 1', 'Excellent', null, []],
      ['Question 2', 'Poor', 'Unclear', ['Unclear']],
    ]);
    ok(body, FeedbackSubmissionBody);
  });

  it("before the exam: the participant's template language, en when none", () => {
    const answers = chooseRating({}, 0, 2);
    const body = feedbackBody([question(1)], answers, meta({ type: 'BeforeExam', isNpo: true }));
    expect(body).toMatchObject({ feedback_type: 'BeforeExam', language: 'ar', is_npo_course: true });
    expect(body.questions[0]).toMatchObject({ question: 'السؤال 1', answer_given: 'مقبول' });
    ok(body, FeedbackSubmissionBody);
    expect(feedbackLanguage('BeforeExam', null)).toBe('en');
    expect(feedbackLanguage('BeforeExam', '')).toBe('en');
    expect(feedbackLanguage('BeforeExam', 'ar')).toBe('ar');
    expect(feedbackLanguage('BeforeExam', 'English')).toBe('en');
    expect(feedbackLanguage('AfterExam', 'ar')).toBe('en');
  });
});

describe('title, course type, steps', () => {
  it("'Training Program Feedback' for an NPO course, else 'Course Feedback'", () => {
    expect(feedbackTitleKind(true)).toBe('training-program');
    expect(feedbackTitleKind(false)).toBe('course');
    expect(feedbackTitleKind(null)).toBe('course');
  });

  it('answers reset when the course type changes, not when it is first known or unchanged', () => {
    const answers = chooseRating({}, 0, 1);
    expect(answersForCourseType(answers, null, true)).toBe(answers);
    expect(answersForCourseType(answers, true, true)).toBe(answers);
    expect(answersForCourseType(answers, true, false)).toEqual({});
  });

  it('start → active once questions are loaded; Back returns; success completes', () => {
    expect(nextFeedbackStep('start', 'begin', false)).toBe('start');
    expect(nextFeedbackStep('start', 'begin', true)).toBe('active');
    expect(nextFeedbackStep('active', 'back', true)).toBe('start');
    expect(nextFeedbackStep('active', 'submitted', true)).toBe('completed');
    expect(nextFeedbackStep('completed', 'back', true)).toBe('completed');
    expect(nextFeedbackStep('start', 'submitted', true)).toBe('start');
  });
});
