// The shared learning data (learning spec §3); the data file gains these collections through `DataCollections`.
// Bilingual texts are stored as `x` (English) and `x_ar` (Arabic); answers pick one by the request's language.

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
}

declare module '../../types' {
  interface DataCollections {
    exams: ExamRecord[];
    exam_attempts: ExamAttemptRecord[];
    certificates: CertificateRecord[];
  }
}
