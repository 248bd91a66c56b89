import type {
  AssessmentRow,
  AssessmentTableRequest,
  AttendanceTableRequest,
  AttendanceUpdateRequest,
  LateToggleRequest,
  MultiMarkRequest,
  ScoreRequest,
  SubAssessment,
  WriteResult,
} from '../api/schemas/batch';
import type { EditableEntry } from './attendance-entries';

// §7 request bodies of the batch calls and the rules that read their answers.

/** The lecture a table or a write is about. */
export interface LectureRef {
  batchId: string;
  lectureId: string;
}

/** POST attendance/table body. */
export function attendanceTableBody(ref: LectureRef): AttendanceTableRequest {
  return { batch_id: ref.batchId, related_id: ref.lectureId, related_type: 'lecture' };
}

/** POST attendance/update body: `entry_type` is the last entry's type (else the detail's last_entry_type); entries are not sent. */
export function attendanceUpdateBody(
  ref: LectureRef,
  edit: {
    attendanceId: string;
    status: AttendanceUpdateRequest['status'];
    comments: string;
    entries: readonly EditableEntry[];
    lastEntryType?: string | null;
  },
): AttendanceUpdateRequest {
  const lastType = edit.entries[edit.entries.length - 1]?.entry_type || edit.lastEntryType || null;
  return {
    attendance_id: edit.attendanceId,
    status: edit.status,
    entry_type: lastType,
    update_comments: edit.comments.trim(),
    batch_id: ref.batchId,
    related_id: ref.lectureId,
    related_type: 'lecture',
  };
}

/** POST attendance/mark/multi/manual body. */
export function multiMarkBody(
  ref: LectureRef,
  ids: readonly string[],
  status: MultiMarkRequest['status'],
  comments: string,
): MultiMarkRequest {
  return {
    attendance_ids: [...ids],
    status,
    update_comments: comments.trim(),
    batch_id: ref.batchId,
    related_id: ref.lectureId,
    related_type: 'lecture',
  };
}

/** POST attendance/update_one body of the is-late toggle. */
export function lateToggleBody(recordId: string, isLate: boolean): LateToggleRequest {
  return { record_id: recordId, col: 'is_late', value: isLate };
}

/** POST assessment/table body. */
export function assessmentTableBody(batchId: string, criteriaId: string): AssessmentTableRequest {
  return { type: 'all', batch_id: batchId, batch_assessment_criteria_id: criteriaId };
}

/** §7 the score call for one sub-assessment cell: path by the row's attempt ('no_exam' without one). */
export function scoreRequest(
  row: AssessmentRow,
  sub: SubAssessment,
  value: number,
): { path: string; body: ScoreRequest } {
  const attempt = row.exam_attempt_id ? encodeURIComponent(row.exam_attempt_id) : 'no_exam';
  return {
    path: `assessment/mark/sub_assessment/${attempt}`,
    body: { record_id: sub.record_id, col: 'scored', value },
  };
}

/** §7 attendance/update and update_one: success means `success` is true. */
export function isWriteSaved(answer: WriteResult | null | undefined): boolean {
  return answer?.success === true;
}

/** §7 multi-mark (after an HTTP 200): success true or 'true', or a message containing 'saved'. */
export function isMultiMarkSaved(answer: WriteResult | null | undefined): boolean {
  return answer?.success === true || /saved/i.test(answer?.message ?? '');
}
