import {
  array,
  boolean,
  coerce,
  nullable,
  number,
  optional,
  refine,
  string,
  type,
  union,
  unknown,
  type Infer,
  type Struct,
} from 'superstruct';
import { OptionalApiUrl } from '../../http/api-url';
import { Id, OptionalText } from './common';
import { maxLength, TEXT_MAX } from './limits';
import { Num } from './numbers';
import { listOf, OptionalFlag } from './tolerant';

// Exam taking (learning §3 exam take response, exam_obj, participant_obj, attempt_obj, start attempt payload, question
// attempt and its answer; §7 exam calls). Answers are tolerant (numbers and flags as text, lists missing or null);
// request bodies are strict, since the reference API validates them with the same schemas. The provided-by logo answer
// is `CompanyLogoSchema` of company.ts.

const OptionalNum = optional(nullable(Num));
const OptionalId = optional(nullable(Id));
/** Text shown as is that some servers send as a number (choices, NID, timer type). */
export const ExamText = coerce(string(), number(), (value) => String(value));
const OptionalExamText = optional(nullable(ExamText));

/** §3 one choice of a question; `choice` is both the label and the value sent in `attempted_answer`. */
export const ExamChoiceSchema = type({ choice: ExamText, record_id: OptionalId });

/** §3 exam_obj.questions[]: `record_id` is the exam question id, `question` is HTML (shown only through the sanitizer). */
export const ExamQuestionSchema = type({
  record_id: Id,
  question_id: OptionalId,
  question: OptionalText,
  question_type: OptionalText,
  choices: listOf(ExamChoiceSchema),
});
export type ExamQuestion = Infer<typeof ExamQuestionSchema>;

/** §3 exam_obj: `time_limit` in seconds, `timer_type` '2' = total timer (else per question), language 'Arabic' = RTL. */
export const ExamObjSchema = type({
  record_id: Id,
  title: OptionalText,
  duration: OptionalNum,
  time_limit: OptionalNum,
  timer_type: OptionalExamText,
  language: OptionalText,
  batch: optional(nullable(type({ title: OptionalText }))),
  questions: listOf(ExamQuestionSchema),
});

/** §3 participant_obj; `record_id` is the participant id, `user_profile.cnic` is shown as NID. */
export const ExamParticipantSchema = type({
  name: OptionalText,
  email: OptionalText,
  record_id: OptionalId,
  batch_participant_id: OptionalId,
  company_id: OptionalId,
  company_name: OptionalText,
  email_template_language: OptionalText,
  eligible_for_exam: OptionalFlag,
  user_profile: optional(nullable(type({ cnic: OptionalExamText, user_id: OptionalId }))),
});

/** §3 attempt_obj. */
export const ExamAttemptSchema = type({ record_id: Id });
export type ExamAttempt = Infer<typeof ExamAttemptSchema>;

/**
 * attempted_questions_obj[] (shape not in the spec): the questions of the attempt already answered or skipped, so a
 * reload resumes where it was. `is_skipped` (beyond the spec) marks a skipped, unanswered question.
 */
export const AttemptedQuestionSchema = type({
  exam_question_id: Id,
  question_id: OptionalId,
  attempted_answer: coerce(listOf(ExamText), union([string(), number()]), (value) => [String(value)]),
  is_skipped: OptionalFlag,
});

/** A list, or an object keyed by id whose values are the items. */
function listOrRecord<T, S>(item: Struct<T, S>): Struct<T[], Struct<T, S>> {
  return coerce(listOf(item), type({}), (value) => (Array.isArray(value) ? value : Object.values(value)));
}

/**
 * §3 Exam take response (GET exams/take/{examNo}). `exam_starts_in`, `exam_ends_in` and `remaining_time` are whole
 * seconds; `active_question` is the exam question id (`record_id`) shown last. `server_time` (beyond the spec; epoch ms
 * or ISO) lets the timer anchor on the server's clock when present.
 */
export const ExamTakeSchema = type({
  exam_found: OptionalFlag,
  provided_by_logo: OptionalApiUrl,
  provided_by_name: OptionalText,
  provided_by_id: OptionalId,
  exam_obj: optional(nullable(ExamObjSchema)),
  exam_started: OptionalFlag,
  exam_starts_in: OptionalNum,
  exam_ended: OptionalFlag,
  exam_ends_in: OptionalNum,
  participant_found: OptionalFlag,
  participant_obj: optional(nullable(ExamParticipantSchema)),
  attempt_found: OptionalFlag,
  attempt_obj: optional(nullable(ExamAttemptSchema)),
  active_question: OptionalId,
  remaining_time: OptionalNum,
  exam_taken: OptionalFlag,
  passing_status: optional(nullable(union([string(), number(), boolean()]))),
  percentage: OptionalNum,
  scored: OptionalNum,
  total_score: OptionalNum,
  total_questions: OptionalNum,
  attempted_questions: OptionalNum,
  attempted_questions_obj: listOrRecord(AttemptedQuestionSchema),
  is_show_result: OptionalFlag,
  feedback_completed: OptionalFlag,
  feedback_timing: OptionalText,
  feedback_started: OptionalFlag,
  feedback_attempted: OptionalFlag,
  is_npo_course: OptionalFlag,
  feedback_attempt_obj: optional(unknown()),
  server_time: optional(nullable(union([number(), string()]))),
});
export type ExamTake = Infer<typeof ExamTakeSchema>;

/** POST exams/attempts/create answer (after the envelope): the attempt; only its id is read. */
export const StartAttemptAnswer = coerce(
  ExamAttemptSchema,
  type({ attempt_obj: type({}) }),
  (value) => value.attempt_obj,
);

/** next_question: an exam question id, or the question itself (its `record_id` is read). */
const NextQuestion = coerce(Id, type({ record_id: union([string(), number()]) }), (value) => value.record_id);

/** POST exams/attempts/create/question answer (§3): the server may report completion or demand a reload. */
export const QuestionAttemptAnswer = type({
  is_completed: OptionalFlag,
  reload: OptionalFlag,
  next_question: optional(nullable(NextQuestion)),
});
export type QuestionAttemptResult = Infer<typeof QuestionAttemptAnswer>;

// Bodies: what the client really sends.
/** An id as sent: text or number. */
export const BodyRef = union([maxLength(string(), 64), number()]);
const Count = refine(number(), 'count', (value) => Number.isInteger(value) && value >= 0);
/** An ISO 8601 date-time the server can read. */
export const IsoTime = refine(
  maxLength(string(), 40),
  'isoTime',
  (value) => !Number.isNaN(Date.parse(value)) || 'not a date-time',
);
const Answer = array(maxLength(string(), TEXT_MAX * 8));

/** POST exams/attempts/create body (§3 Start attempt payload). */
export const StartAttemptBody = type({
  exam_id: BodyRef,
  batch_participant_id: BodyRef,
  participant_id: BodyRef,
  active_question: optional(nullable(BodyRef)),
});
export type StartAttemptRequest = Infer<typeof StartAttemptBody>;

/**
 * POST exams/attempts/create/question body (§3 Question attempt). `idempotency_key` (beyond the spec) is the attempt
 * and question pair: the server keeps one answer per key, so a replay replaces rather than double-counts.
 * `selectedValue` is the payload's other form (§3) and is accepted, never sent.
 */
export const QuestionAttemptBody = type({
  exam_question_id: BodyRef,
  question_id: BodyRef,
  exam_attempt_id: BodyRef,
  exam_question_attempt_started_at: IsoTime,
  exam_question_attempt_ended_at: IsoTime,
  attempted_answer: Answer,
  total_questions: Count,
  attempted_questions: Count,
  active_question: optional(nullable(BodyRef)),
  exam_completed: boolean(),
  idempotency_key: optional(maxLength(string(), 140)),
  selectedValue: optional(nullable(union([maxLength(string(), TEXT_MAX * 8), Answer]))),
});
export type QuestionAttemptRequest = Infer<typeof QuestionAttemptBody>;

/** POST exams/attempts/skip/question body (shape not in the spec): the question skipped in the attempt. */
export const SkipQuestionBody = type({
  exam_question_id: BodyRef,
  question_id: BodyRef,
  exam_attempt_id: BodyRef,
  active_question: optional(nullable(BodyRef)),
});
export type SkipQuestionRequest = Infer<typeof SkipQuestionBody>;
