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
} from 'superstruct';
import { OptionalApiUrl } from '../../http/api-url';
import { Id, OptionalText } from './common';
import { Num } from './numbers';
import { listOf, oneOf, OptionalFlag } from './tolerant';
import { maxLength } from './limits';

// Trainer batch page (learning §3 batch overview, participant, attendance row and detail, assessment row; §7 batch,
// attendance and assessment calls). Answers are tolerant (numbers as text, flags as 0/1, lists missing or null);
// request bodies are strict, since the reference API validates them with the same schemas.

/** §5/§9: comments of an edit or a bulk mark hold at most 200 characters. */
export const COMMENTS_MAX = 200;

/** §3 attendance statuses. */
export const ATTENDANCE_STATUSES = ['PRESENT', 'ABSENT', 'FLAGGED', 'EXCUSED'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

const OptionalNum = optional(nullable(Num));
const OptionalId = optional(nullable(Id));
/** Text shown as is that some servers send as a number (phone, NID, durations). */
const DisplayText = optional(nullable(coerce(string(), number(), (value) => String(value))));

/** §3 a colour and label pair (type_lbl, status_lbl, trainer_tag); a bare string is read as the label. */
export const LabelSchema = coerce(type({ label: OptionalText, color: OptionalText }), string(), (label) => ({
  label,
  color: null,
}));
export type Label = Infer<typeof LabelSchema>;
const OptionalLabel = optional(nullable(LabelSchema));

/** §3 batch_schedules item: one lecture, `duration` in minutes; its id is `record_id` or `batch_schedule_id`. */
export const BatchScheduleSchema = type({
  date: string(),
  duration: OptionalNum,
  batch_id: OptionalId,
  record_id: OptionalId,
  batch_schedule_id: OptionalId,
});
export type BatchSchedule = Infer<typeof BatchScheduleSchema>;

/** An assessment criterion of the batch (the spec names no fields; its id goes into assessment/table). */
export const AssessmentCriterionSchema = type({ id: OptionalId, record_id: OptionalId, title: OptionalText });

/** §3 Batch overview (GET batches/overview/{batchNo}, answer data.data). */
export const BatchOverviewSchema = type({
  batch_id: Id,
  batch_no: Id,
  batch_title: string(),
  participant_count: OptionalNum,
  start_date: OptionalText,
  end_date: OptionalText,
  batch_schedules: listOf(BatchScheduleSchema),
  batch_courses: listOf(type({ course_title: OptionalText })),
  batch_assessment_criterias: listOf(AssessmentCriterionSchema),
  batch_assessment_criterias_without_sub_assessments_ids: listOf(Id),
});
export type BatchOverview = Infer<typeof BatchOverviewSchema>;

/** §3 Participant (status defaults to Active when missing). */
export const ParticipantSchema = type({
  participant_id: Id,
  participant_name: string(),
  participant_arabic_name: OptionalText,
  email: OptionalText,
  participant_nid: DisplayText,
  participant_phone_number: DisplayText,
  company: OptionalText,
  position: OptionalText,
  status: OptionalText,
  enrollment_date: OptionalText,
  batch_status: OptionalText,
  profile_image: OptionalApiUrl,
});
export type Participant = Infer<typeof ParticipantSchema>;

/** GET batches/view/{batch_no}: `participant_table`, or the list itself (§7 "a direct array in data also accepted"). */
export const ParticipantsAnswer = coerce(
  array(ParticipantSchema),
  union([array(unknown()), type({ participant_table: array(unknown()) })]),
  (value) => (Array.isArray(value) ? value : value.participant_table),
);

/**
 * §3 one logged entry of an attendance row (a scan: processed_time, type IN/OUT, status_lbl SCANNED). Beyond the
 * spec, a scan's `method` (QR, TYPED, OFFLINE), its distance from the venue and the position's accuracy (metres,
 * null when unknown) and its `flags` (outside_venue, short_stay: see schemas/attendance.ts).
 */
export const AttendanceLogEntrySchema = type({
  processed_time: OptionalText,
  marked_at: OptionalText,
  type: OptionalText,
  status_lbl: OptionalLabel,
  is_deleted: OptionalFlag,
  method: OptionalText,
  distance_m: optional(nullable(Num)),
  accuracy_m: optional(nullable(Num)),
  flags: optional(array(string())),
});
export type AttendanceLogEntry = Infer<typeof AttendanceLogEntrySchema>;

/** §3 per-row permissions of the attendance table. */
export const AttendancePermissionsSchema = type({
  can_mark_attendance: OptionalFlag,
  admin_mark_attendance: OptionalFlag,
});

/** §3 Attendance row. */
export const AttendanceRowSchema = type({
  record_id: Id,
  id: OptionalId,
  user_name: string(),
  user_nid: DisplayText,
  trainer_tag: OptionalLabel,
  total_break_time: DisplayText,
  total_time_present: DisplayText,
  is_late: OptionalFlag,
  type_lbl: OptionalLabel,
  status_lbl: OptionalLabel,
  updated_at_formatted: OptionalText,
  record_permissions: optional(nullable(AttendancePermissionsSchema)),
  attendance_entries: listOf(AttendanceLogEntrySchema),
  /** Beyond the spec: every flag of the row's scans, so the table can highlight the row. */
  flags: optional(array(string())),
});
export type AttendanceRow = Infer<typeof AttendanceRowSchema>;

/** POST attendance/table answer (data.data): the lecture's rows and the table-level flag. */
export const AttendanceTableSchema = type({ rows: array(AttendanceRowSchema), can_mark_attendance: OptionalFlag });
export type AttendanceTable = Infer<typeof AttendanceTableSchema>;

/** §3 editable entry of the attendance detail; times as the server sends them, statuses e.g. SCANNED. */
export const EditableEntrySchema = type({
  entry_type: OptionalText,
  in_time: OptionalText,
  out_time: OptionalText,
  in_status: OptionalText,
  out_status: OptionalText,
  in_record_id: OptionalId,
  out_record_id: OptionalId,
});
export type EditableEntryAnswer = Infer<typeof EditableEntrySchema>;

/** §3 Attendance detail (GET attendance/get/with/entries/{batch_id}/{record_id}, answer data.data). */
export const AttendanceDetailSchema = type({
  attendance_id: Id,
  attendance_status: OptionalText,
  last_entry_type: OptionalText,
  update_comments: OptionalText,
  flagged_comments: OptionalText,
  reviewed_by_name: OptionalText,
  reviewed_comments: OptionalText,
  created_by_name: OptionalText,
  attendance_type_lbl: OptionalLabel,
  attendance_status_lbl: OptionalLabel,
  date: OptionalText,
  total_time_present: DisplayText,
  total_break_time: DisplayText,
  attendance_entries_data: listOf(
    type({
      attendance_entry_created_by_name: OptionalText,
      attendance_entry_type: OptionalText,
      attendance_entry_time: OptionalText,
      attendance_entry_status_lbl: OptionalLabel,
      is_deleted: OptionalFlag,
    }),
  ),
  attendance_entries: listOf(EditableEntrySchema),
});
export type AttendanceDetail = Infer<typeof AttendanceDetailSchema>;

/** §3 one sub-assessment cell; `batch_assessment_sub_criteria_score` is its maximum. */
export const SubAssessmentSchema = type({
  record_id: Id,
  scored: OptionalNum,
  batch_assessment_sub_criteria_title: OptionalText,
  batch_assessment_sub_criteria_score: OptionalNum,
  batch_assessment_sub_criteria_weightage: OptionalNum,
});
export type SubAssessment = Infer<typeof SubAssessmentSchema>;

/** §3 Assessment row; batch_attendances values are P, A or L. */
export const AssessmentRowSchema = type({
  record_id: Id,
  id: OptionalId,
  user_name: string(),
  user_nid: DisplayText,
  exam_attempt_id: OptionalId,
  scored: OptionalNum,
  batch_assessment_criteria_title: OptionalText,
  batch_attendances: listOf(type({ key: Id, value: OptionalText })),
  batch_sub_assessments: listOf(SubAssessmentSchema),
  record_permissions: optional(nullable(type({ can_mark_sub_assessment: OptionalFlag }))),
  updated_at_formatted: OptionalText,
});
export type AssessmentRow = Infer<typeof AssessmentRowSchema>;

/** POST assessment/table answer (data.data). */
export const AssessmentTableSchema = type({ rows: array(AssessmentRowSchema) });
export type AssessmentTable = Infer<typeof AssessmentTableSchema>;

/** attendance/update and attendance/update_one answers: `success` (and a message) is all that is read. */
export const WriteAnswer = type({ success: OptionalFlag, message: OptionalText });
export type WriteResult = Infer<typeof WriteAnswer>;

const Ref = union([maxLength(string(), 40), number()]);
const Lecture = oneOf(['lecture']);
const Comments = maxLength(string(), COMMENTS_MAX);

/** POST attendance/table body (related_type is always 'lecture'). */
export const AttendanceTableBody = type({ batch_id: Ref, related_id: Ref, related_type: Lecture });
export type AttendanceTableRequest = Infer<typeof AttendanceTableBody>;

/** POST attendance/update body; the entries are not sent (§7). */
export const AttendanceUpdateBody = type({
  attendance_id: Ref,
  status: oneOf(ATTENDANCE_STATUSES),
  entry_type: nullable(maxLength(string(), 40)),
  update_comments: Comments,
  batch_id: Ref,
  related_id: Ref,
  related_type: Lecture,
});
export type AttendanceUpdateRequest = Infer<typeof AttendanceUpdateBody>;

/** POST attendance/mark/multi/manual body: at least one record. */
export const MultiMarkBody = type({
  attendance_ids: refine(array(Ref), 'nonEmpty', (ids) => ids.length > 0),
  status: oneOf(ATTENDANCE_STATUSES),
  update_comments: Comments,
  batch_id: Ref,
  related_id: Ref,
  related_type: Lecture,
});
export type MultiMarkRequest = Infer<typeof MultiMarkBody>;

/** POST attendance/update_one body: the is-late toggle. */
export const LateToggleBody = type({ record_id: Ref, col: oneOf(['is_late']), value: boolean() });
export type LateToggleRequest = Infer<typeof LateToggleBody>;

/** POST assessment/table body. */
export const AssessmentTableBody = type({ type: oneOf(['all']), batch_id: Ref, batch_assessment_criteria_id: Ref });
export type AssessmentTableRequest = Infer<typeof AssessmentTableBody>;

/** POST assessment/mark/sub_assessment/{attempt} and assessment/update_one/{attempt} body: a score ≥ 0. */
export const ScoreBody = type({
  record_id: Ref,
  col: oneOf(['scored']),
  value: refine(number(), 'score', (value) => Number.isFinite(value) && value >= 0),
});
export type ScoreRequest = Infer<typeof ScoreBody>;
