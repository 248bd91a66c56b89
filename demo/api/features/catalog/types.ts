import type { ActivityType } from '../../types';

// The shared learning data (learning spec §3); the data file gains these collections through `DataCollections`.
// Bilingual texts are stored as `x` (English) and `x_ar` (Arabic); answers pick one by the request's language.

/** A person on batch rosters (learning §3 Participant); `user_id` links the ones who can sign in. */
export interface ParticipantRecord {
  id: number;
  user_id: number | null;
  name: string;
  arabic_name: string;
  email: string;
  nid: string | null;
  phone_number: string | null;
  company: string | null;
  position: string | null;
}

/** One participant's place in a batch (`batch_participant_id`). */
export interface BatchParticipantRecord {
  id: number;
  participant_id: number;
  status: 'Active' | 'Completed' | 'Withdrawn';
  enrollment_date: string;
}

/** One course taught in a batch (`batch_course_id`). */
export interface BatchCourseRecord {
  id: number;
  course_id: number;
}

/** A cohort: its courses, trainers (user ids) and participants; dates YYYY-MM-DD (local). */
export interface BatchRecord {
  id: number;
  batch_no: number;
  title: string;
  title_ar: string;
  start_date: string;
  end_date: string;
  status: 'active' | 'completed';
  trainer_ids: number[];
  courses: BatchCourseRecord[];
  participants: BatchParticipantRecord[];
}

/** A scheduled session of a batch (learning §3 batch_schedules, Lecture QR data); instants in ISO 8601. */
export interface LectureRecord {
  id: number;
  batch_id: number;
  course_id: number;
  title: string;
  title_ar: string;
  start_at: string;
  end_at: string;
  venue: string;
  venue_ar: string;
  /** User id of the trainer who delivers it. */
  delivered_by: number;
  meeting_link: string | null;
}

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

/** Something that happened in a batch, for its trainers' recent activity. */
export interface BatchActivityRecord {
  id: number;
  batch_id: number;
  type: ActivityType;
  message: string;
  message_ar: string;
  created_at: string;
}

declare module '../../types' {
  interface DataCollections {
    participants: ParticipantRecord[];
    batches: BatchRecord[];
    lectures: LectureRecord[];
    exams: ExamRecord[];
    exam_attempts: ExamAttemptRecord[];
    certificates: CertificateRecord[];
    batch_activity: BatchActivityRecord[];
  }
}
