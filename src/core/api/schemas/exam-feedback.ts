import {
  array,
  boolean,
  nullable,
  number,
  optional,
  record,
  refine,
  string,
  type,
  unknown,
  type Infer,
} from 'superstruct';
import { OptionalText } from './common';
import { BodyRef, ExamText } from './exam';
import { listOf, oneOf } from './tolerant';
import { maxLength, TEXT_MAX } from './limits';

// Feedback surveys (learning §3 feedback question and submission; §7 POST feedbacks/create and feedbacks/create/question).

/** §3 the follow-up help of a low rating, per language. */
export const LowRatingHelpSchema = type({ en: OptionalText, ar: OptionalText });

/** §3 the follow-up reasons offered after a low rating, per language (same order in both). */
export const FollowUpOptionsSchema = type({ en: listOf(ExamText), ar: listOf(ExamText) });

/** §3 Feedback question: texts and the five-step scale in both languages, and the low-rating follow-up. */
export const FeedbackQuestionSchema = type({
  module_en: OptionalText,
  module_ar: OptionalText,
  question_en: string(),
  question_ar: OptionalText,
  choices_en: listOf(ExamText),
  choices_ar: listOf(ExamText),
  lowRatingHelp: optional(nullable(LowRatingHelpSchema)),
  followUpQuestionOptions: optional(nullable(FollowUpOptionsSchema)),
});
export type FeedbackQuestion = Infer<typeof FeedbackQuestionSchema>;

/** A feedback form: §3 title/description in both languages and its questions (the 9- and 10-question forms). */
export const FeedbackFormSchema = type({
  title_en: OptionalText,
  title_ar: OptionalText,
  description_en: OptionalText,
  description_ar: OptionalText,
  questions: listOf(FeedbackQuestionSchema),
});
export type FeedbackForm = Infer<typeof FeedbackFormSchema>;

/** §3 feedback_type values. */
export const FEEDBACK_TYPES = ['BeforeExam', 'AfterExam'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

const Text = maxLength(string(), TEXT_MAX * 4);

/** §3 one answered question of a submission; `comments` are the ticked follow-up reasons, `comment` them joined. */
export const FeedbackAnswerBody = type({
  question_id: BodyRef,
  question_type: maxLength(string(), 40),
  question: Text,
  question_obj: optional(nullable(record(string(), unknown()))),
  answer_given: Text,
  comment: optional(nullable(Text)),
  comments: array(Text),
});

/** POST feedbacks/create and feedbacks/create/question body (§3 Feedback submission with its meta). */
export const FeedbackSubmissionBody = type({
  related_model: oneOf(['Exam']),
  total_questions: refine(number(), 'count', (value) => Number.isInteger(value) && value >= 0),
  questions: array(FeedbackAnswerBody),
  user_id: BodyRef,
  company_id: optional(nullable(BodyRef)),
  feedback_type: oneOf(FEEDBACK_TYPES),
  related_id: BodyRef,
  language: oneOf(['en', 'ar']),
  is_npo_course: boolean(),
});
export type FeedbackSubmissionRequest = Infer<typeof FeedbackSubmissionBody>;
