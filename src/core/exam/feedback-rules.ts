import type { FeedbackQuestion, FeedbackSubmissionRequest, FeedbackType } from '../api/schemas/exam-feedback';
import { FOLLOW_UP_MIN_INDEX } from './exam-constants';

// §4/§5 feedback surveys: the five-step scale, low-rating follow-ups, when the form is valid, the submission body,
// the title, the after-exam steps, and when feedback blocks the exam start or shows a pending warning.

/** §9 the five-step scale, best first; a rating is an index into it (and into a question's choices). */
export const FEEDBACK_SCALE = ['Excellent', 'Very Good', 'Acceptable', 'Non Acceptable', 'Poor'] as const;

/** One question's answer: the chosen scale index (null: none yet) and the ticked follow-up reasons. */
export interface FeedbackAnswer {
  rating: number | null;
  followUps: readonly string[];
}

/** Answers by question index. */
export type FeedbackAnswers = Readonly<Record<number, FeedbackAnswer>>;

/** §4 a rating at index 3 or more (Non Acceptable, Poor) reveals the follow-up help block. */
export function needsFollowUp(rating: number | null | undefined): boolean {
  return rating != null && rating >= FOLLOW_UP_MIN_INDEX;
}

/** Chooses a rating; choosing one that needs no follow-up hides the block and clears its reasons. */
export function chooseRating(answers: FeedbackAnswers, index: number, rating: number): FeedbackAnswers {
  const followUps = needsFollowUp(rating) ? (answers[index]?.followUps ?? []) : [];
  return { ...answers, [index]: { rating, followUps } };
}

/** Ticks or unticks a follow-up reason of a low-rated question (ignored when the rating needs none). */
export function toggleFollowUp(answers: FeedbackAnswers, index: number, reason: string): FeedbackAnswers {
  const answer = answers[index];
  if (!answer || !needsFollowUp(answer.rating)) return answers;
  const followUps = answer.followUps.includes(reason)
    ? answer.followUps.filter((item) => item !== reason)
    : [...answer.followUps, reason];
  return { ...answers, [index]: { ...answer, followUps } };
}

/** §5 valid only when every question is rated and every low rating has at least one follow-up reason. */
export function isFeedbackValid(questionCount: number, answers: FeedbackAnswers): boolean {
  for (let index = 0; index < questionCount; index += 1) {
    const answer = answers[index];
    if (!answer || answer.rating == null) return false;
    if (needsFollowUp(answer.rating) && answer.followUps.length === 0) return false;
  }
  return true;
}

/** §4 the answers kept when the course type (NPO or not) is known: reset when it changed. */
export function answersForCourseType(
  answers: FeedbackAnswers,
  previousNpo: boolean | null,
  isNpo: boolean,
): FeedbackAnswers {
  return previousNpo !== null && previousNpo !== isNpo ? {} : answers;
}

/** §2 the survey title: 'Training Program Feedback' for an NPO (capacity-building) course, else 'Course Feedback'. */
export function feedbackTitleKind(isNpo: boolean | null | undefined): 'training-program' | 'course' {
  return isNpo ? 'training-program' : 'course';
}

/** §5 the language sent: always en after the exam; before it the participant's template language, en when none. */
export function feedbackLanguage(type: FeedbackType, templateLanguage: string | null | undefined): 'en' | 'ar' {
  if (type === 'AfterExam') return 'en';
  const name = templateLanguage?.trim().toLowerCase() ?? '';
  return name === 'ar' || name.startsWith('arab') ? 'ar' : 'en';
}

/** Who and what a submission is about. */
export interface FeedbackMeta {
  type: FeedbackType;
  userId: string;
  companyId: string | null;
  /** The exam's id (related_model 'Exam'). */
  examId: string;
  templateLanguage: string | null | undefined;
  isNpo: boolean;
}

/**
 * §3 Feedback submission: each question with its text and the chosen choice in the language sent, the follow-up
 * reasons as `comments` (and joined as `comment`). Call only with a valid form.
 */
export function feedbackBody(
  questions: readonly FeedbackQuestion[],
  answers: FeedbackAnswers,
  meta: FeedbackMeta,
): FeedbackSubmissionRequest {
  const language = feedbackLanguage(meta.type, meta.templateLanguage);
  const pick = <T>(en: T, ar: T | null | undefined): T => (language === 'ar' && ar ? ar : en);
  return {
    related_model: 'Exam',
    total_questions: questions.length,
    questions: questions.map((question, index) => {
      const answer = answers[index] ?? { rating: null, followUps: [] };
      const choices = pick(question.choices_en, question.choices_ar.length > 0 ? question.choices_ar : null);
      const rating = answer.rating ?? -1;
      return {
        question_id: String(index + 1),
        question_type: 'radio',
        question: pick(question.question_en, question.question_ar),
        question_obj: { ...question },
        answer_given: choices[rating] ?? FEEDBACK_SCALE[rating] ?? '',
        comment: answer.followUps.length > 0 ? answer.followUps.join(', ') : null,
        comments: [...answer.followUps],
      };
    }),
    user_id: meta.userId,
    company_id: meta.companyId,
    feedback_type: meta.type,
    related_id: meta.examId,
    language,
    is_npo_course: meta.isNpo,
  };
}

/** §4 after-exam feedback steps. */
export type FeedbackStep = 'start' | 'active' | 'completed';

/** §4 start → active (only once the questions are loaded), active → start (Back), active → completed (submitted). */
export function nextFeedbackStep(
  step: FeedbackStep,
  action: 'begin' | 'back' | 'submitted',
  questionsLoaded: boolean,
): FeedbackStep {
  if (step === 'start' && action === 'begin' && questionsLoaded) return 'active';
  if (step === 'active' && action === 'back') return 'start';
  if (step === 'active' && action === 'submitted') return 'completed';
  return step;
}
