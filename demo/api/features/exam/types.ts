// The exam feature's own records (learning §3 exam_obj questions, question attempts, feedback submissions); exams,
// attempts and results themselves are the catalog's `exams` and `exam_attempts`.

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

declare module '../../types' {
  interface DataCollections {
    exam_papers: ExamPaperRecord[];
    exam_answers: ExamAnswerRecord[];
    feedback_submissions: FeedbackSubmissionRecord[];
  }
}
