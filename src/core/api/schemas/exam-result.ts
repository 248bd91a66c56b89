import { boolean, nullable, number, optional, string, type, union, type Infer } from 'superstruct';
import { OptionalApiUrl } from '../../http/api-url';
import { Id, OptionalText } from './common';
import { ExamText } from './exam';
import { Flag, listOf } from './tolerant';
import { Num } from './numbers';

// Exam result (learning §3 exam result record; §7 GET exams/result/{examNo}, error text read from the answer's message).

const OptionalNum = optional(nullable(Num));
const OptionalFlag = optional(nullable(Flag));

/** §3 a choice of the detailed report: `attempted_choice` (true/1, or the chosen text) marks the learner's choice. */
export const ResultChoiceSchema = type({
  choice: ExamText,
  attempted_choice: optional(nullable(union([boolean(), number(), string()]))),
  is_correct: OptionalFlag,
});
export type ResultChoice = Infer<typeof ResultChoiceSchema>;

/** §3 exam_attempt_questions[]: `question` is HTML (shown only through the sanitizer). */
export const ResultQuestionSchema = type({ question: OptionalText, choices: listOf(ResultChoiceSchema) });

/** §3 certificate of a passed exam; `file_path` is the fallback link. */
export const CertificateSchema = type({
  certificate_no: optional(nullable(ExamText)),
  course_name: OptionalText,
  job_title: OptionalText,
  file_path: OptionalApiUrl,
});

/** §3 Exam result record; `total_time_spent` and `time_limit` in seconds, date-times as the server sends them. */
export const ExamResultSchema = type({
  record_id: Id,
  company_id: optional(nullable(Id)),
  no: optional(nullable(Id)),
  title: OptionalText,
  start_date_time: OptionalText,
  end_date_time: OptionalText,
  status: OptionalText,
  passing_status: optional(nullable(ExamText)),
  percentage: OptionalNum,
  scored: OptionalNum,
  total_score: OptionalNum,
  is_feedback_pending: OptionalFlag,
  is_npo_course: OptionalFlag,
  certificate: optional(nullable(CertificateSchema)),
  exam_attempt_questions: listOf(ResultQuestionSchema),
  trainer_name: OptionalText,
  venue_name: OptionalText,
  attempt_date_time: OptionalText,
  total_time_spent: OptionalNum,
  time_limit: OptionalNum,
});
export type ExamResult = Infer<typeof ExamResultSchema>;
