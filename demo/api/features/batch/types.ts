import type { AttendanceStatus } from '../../../../src/core/api/schemas/batch';
import type { ActivityType } from '../../types';

// Batches, their rosters, lectures and assessment (learning §3), as the batch directory hands them to every feature.
// Attendance itself lives in the QR feature's tables: this feature reads and saves those through its directory.
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
  /** The venue scans are checked against (decimal degrees, metres); all null for an online lecture. */
  venue_latitude: number | null;
  venue_longitude: number | null;
  venue_radius_m: number | null;
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

/** A participant's active place in a batch (a withdrawn one is off the roster). */
export interface Enrolment {
  participant: ParticipantRecord;
  place: BatchParticipantRecord;
}

/** A sub-criterion of an assessment criterion: one score column, marked out of `max_score`. */
export interface SubCriterionRecord {
  id: number;
  title: string;
  title_ar: string;
  max_score: number;
  weightage: number;
}

/** A batch's assessment criterion; `exam_no` links the rows to that exam's attempts (the score path's attempt id). */
export interface AssessmentCriterionRecord {
  id: number;
  batch_id: number;
  title: string;
  title_ar: string;
  exam_no: number | null;
  sub_criteria: SubCriterionRecord[];
}

/** A score a trainer entered; seeded scores are derived (see seeded.ts) and only entered ones are stored. */
export interface AssessmentScoreRecord {
  sub_criterion_id: number;
  participant_id: number;
  scored: number;
  updated_by: number;
  updated_at: string;
}

/** A roster place at a lecture as the insights read it (issue #34): the stored record, else the seeded row. */
export interface AttendanceFact {
  /** Null: not marked. */
  status: AttendanceStatus | null;
  late: boolean;
  /** Present and checked out more than the attendance feature's EARLY_LEAVE_MS before the end. */
  earlyLeave: boolean;
  /** The first check-in and the last check-out (epoch ms), null when there is none. */
  checkIn: number | null;
  checkOut: number | null;
}
