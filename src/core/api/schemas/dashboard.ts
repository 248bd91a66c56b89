import { array, boolean, nullable, optional, string, type, type Infer } from 'superstruct';
import { OptionalApiUrl } from '../../http/api-url';
import { Id, OptionalText } from './common';
import { Num } from './numbers';
import { ActivityItemSchema } from './profile';

const OptionalNum = optional(nullable(Num));

/** §3 Schedule item; `status` is 'active', 'completed' or anything else (= upcoming). Date YYYY-MM-DD, times HH:mm in `timezone`. */
export const ScheduleItemSchema = type({
  lecture_id: Id,
  title: string(),
  course_name: OptionalText,
  batch_title: OptionalText,
  date: string(),
  start_time: string(),
  end_time: string(),
  venue: OptionalText,
  delivered_by: OptionalText,
  timezone: OptionalText,
  status: OptionalText,
  /** Learner dashboard, beyond §3: the learner's own check-in state (checked_in, checked_out, not_yet). */
  attendance_state: OptionalText,
});
export type ScheduleItem = Infer<typeof ScheduleItemSchema>;

/** §3 Active course card (learner: own progress; trainer: the batch with its students). */
export const ActiveCourseSchema = type({
  id: Id,
  title: string(),
  batch_title: OptionalText,
  batch_no: optional(nullable(Id)),
  batch_course_id: optional(nullable(Id)),
  batch_participant_course_progress_id: optional(nullable(Id)),
  instructor: OptionalText,
  progress: OptionalNum,
  status: OptionalText,
  students: OptionalNum,
  /** Trainer cards (issue #34): learners of this batch at risk (GET batches/insights/{batchNo} at_risk). */
  at_risk: OptionalNum,
  next_session: OptionalText,
  next_session_meeting_link: OptionalApiUrl,
  venue: OptionalText,
  active_lecture_id: optional(nullable(Id)),
  schedule: optional(array(ScheduleItemSchema)),
});
export type ActiveCourse = Infer<typeof ActiveCourseSchema>;

/**
 * §3 Upcoming exam; status Invitation Sent, Live, Ended or Cancelled; date-times ISO 8601. Beyond the spec, so the
 * row never offers a page that refuses: `eligible_for_exam` (false: the take page says not eligible) and
 * `result_state` ('available', 'pending' or 'not_attempted': whether the result page has a result, and why not).
 */
export const UpcomingExamSchema = type({
  no: Id,
  title: string(),
  status: string(),
  start_date_time: OptionalText,
  end_date_time: OptionalText,
  duration: OptionalNum,
  availability: OptionalText,
  location: OptionalText,
  eligible_for_exam: optional(nullable(boolean())),
  result_state: OptionalText,
});
export type UpcomingExam = Infer<typeof UpcomingExamSchema>;

/** §3 Previous exam; passing_status Pass, Fail, Incomplete or Not attempted. */
export const PreviousExamSchema = type({
  no: Id,
  title: string(),
  passing_status: string(),
  percentage: OptionalNum,
  scored: OptionalNum,
  total_score: OptionalNum,
  is_feedback_pending: optional(nullable(boolean())),
});
export type PreviousExam = Infer<typeof PreviousExamSchema>;

/** §3 Achievement (a certificate); issue_date YYYY-MM-DD. */
export const AchievementSchema = type({
  title: string(),
  issue_date: OptionalText,
  exam_no: optional(nullable(Id)),
});
export type Achievement = Infer<typeof AchievementSchema>;

/** Trainer: an exam with answers waiting to be marked, in one batch. */
export const PendingAssessmentSchema = type({
  exam_no: Id,
  title: string(),
  batch_no: Id,
  batch_title: OptionalText,
  course_name: OptionalText,
  pending_count: Num,
  due_date: OptionalText,
});
export type PendingAssessment = Infer<typeof PendingAssessmentSchema>;

/** Trainer: a batch whose certificates are ready to process. */
export const CertificateReadySchema = type({
  batch_no: Id,
  batch_title: OptionalText,
  course_name: string(),
  count: Num,
  issue_date: OptionalText,
});
export type CertificateReady = Infer<typeof CertificateReadySchema>;

/** Each section validated on its own, so one card's bad data never blanks the others. */
export const LEARNER_SECTIONS = {
  active_courses: array(ActiveCourseSchema),
  schedule: array(ScheduleItemSchema),
  upcoming_exams: array(UpcomingExamSchema),
  previous_exams: array(PreviousExamSchema),
  completed_courses: array(ActiveCourseSchema),
  achievements: array(AchievementSchema),
};

export const TRAINER_SECTIONS = {
  active_courses: array(ActiveCourseSchema),
  schedule: array(ScheduleItemSchema),
  pending_assessments: array(PendingAssessmentSchema),
  certificates_ready: array(CertificateReadySchema),
  recent_activity: array(ActivityItemSchema),
};

/** The whole answer, every section required: what the reference API promises (contract tests). */
export const LearnerDashboardSchema = type(LEARNER_SECTIONS);
export const TrainerDashboardSchema = type(TRAINER_SECTIONS);

/** What the client asks of the envelope before it reads each section apart: an object. */
export const DashboardEnvelope = type({});
