// The exam feature's records (learning §3 exams, exam_obj questions, attempts and results, question attempts,
// certificates and feedback submissions).

/** Stored exam status; 'Cancelled' sticks, the others follow the clock (see `examStatus`). */
export type ExamStatus = 'Invitation Sent' | 'Live' | 'Ended' | 'Cancelled';

/** An exam of a batch (learning §3 exam_obj / result record); `no` is the public exam number. */
export interface ExamRecord {
  id: number;
  no: number;
  title: string;
  title_ar: string;
  batch_id: number;
  course_id: number;
  status: ExamStatus;
  start_date_time: string;
  end_date_time: string;
  /** Minutes. */
  duration: number;
  availability: string;
  availability_ar: string;
  location: string;
  location_ar: string;
  /** Written answers a trainer marks by hand (assignments, reports): their attempts wait in `marking: 'pending'`. */
  manual_marking: boolean;
  /** Due date of the marking, YYYY-MM-DD, for manually marked exams. */
  marking_due_date: string | null;
}

export type PassingStatus = 'Pass' | 'Fail' | 'Incomplete' | 'Not attempted';

/** One participant's attempt and result (learning §3 Exam result record). */
export interface ExamAttemptRecord {
  id: number;
  exam_id: number;
  participant_id: number;
  batch_participant_id: number;
  passing_status: PassingStatus | null;
  percentage: number | null;
  scored: number | null;
  total_score: number;
  is_feedback_pending: boolean;
  /** 'pending' until a trainer marks a manually marked answer. */
  marking: 'marked' | 'pending';
  attempt_date_time: string | null;
  total_time_spent: number;
  /** Seconds beyond the paper's time: the allowance at the start plus a trainer's extensions (issue #33). */
  extra_seconds: number;
}

/** A certificate: 'issued' ones are achievements, 'ready' ones wait for the trainer to process. */
export interface CertificateRecord {
  id: number;
  certificate_no: string;
  participant_id: number;
  batch_id: number;
  course_id: number;
  exam_id: number | null;
  status: 'ready' | 'issued';
  issue_date: string;
  verification_code: string;
  holder_name: string | null;
  /** Frozen when issued; null: never expires (or still 'ready'). */
  expires_on: string | null;
}

/** When the feedback survey of an exam is asked: before the start (it blocks the start) or after the end. */
export type FeedbackTiming = 'before' | 'after';

/** One question of a paper; `correct` is never sent while the exam is taken (only in the result's report). */
export interface PaperQuestionRecord {
  /** The exam question id (`record_id`, `exam_question_id`). */
  id: number;
  /** The question bank's id (`question_id`). */
  question_id: number;
  /** HTML, shown through the client's sanitizer. */
  question: string;
  choices: string[];
  correct: string;
}

/** How an exam is taken: its questions, timer, language, results, feedback and who may not take it. */
export interface ExamPaperRecord {
  exam_id: number;
  /** Seconds: the whole exam (total timer) or each question (per-question timer). */
  time_limit: number;
  /** '2' total timer; '1' per question. */
  timer_type: '1' | '2';
  /** 'English' or 'Arabic' (the exam body is right-to-left). */
  language: 'English' | 'Arabic';
  /** Percentage at or above which an attempt passes. */
  pass_mark: number;
  /** Marks per correct answer. */
  marks: number;
  is_show_result: boolean;
  feedback_timing: FeedbackTiming | null;
  /** An organisational capacity-building course: 'Training Program Feedback' and the 10-question form. */
  is_npo_course: boolean;
  /** The company the exam is provided by (its logo and name). */
  provided_by: number;
  /** Participants refused the exam (maximum attempts reached, prerequisites unmet). */
  ineligible: number[];
  questions: PaperQuestionRecord[];
}

/** One answered or skipped question of an attempt: one record per attempt and question (the idempotency key). */
export interface ExamAnswerRecord {
  id: number;
  attempt_id: number;
  exam_question_id: number;
  /** Chosen values; empty while only skipped. */
  answer: string[];
  skipped: boolean;
  started_at: string | null;
  ended_at: string | null;
  saved_at: string;
}

/** A feedback survey given for an exam; a second one of the same type replaces the first (a replay). */
export interface FeedbackSubmissionRecord {
  id: number;
  exam_id: number;
  participant_id: number;
  feedback_type: 'BeforeExam' | 'AfterExam';
  language: 'en' | 'ar';
  /** [question index, rating index, follow-up reasons]. */
  answers: [number, number, string[]][];
  created_at: string;
}

/** What an answer save writes (the hot path: one statement, batched per attempt under bursts). */
export type AnswerFields = Pick<ExamAnswerRecord, 'answer' | 'skipped' | 'started_at' | 'ended_at'>;

/** What the next question depends on: which questions are answered or skipped. */
export type AnswerState = Pick<ExamAnswerRecord, 'exam_question_id' | 'answer' | 'skipped'>;
