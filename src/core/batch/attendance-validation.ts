import { ATTENDANCE_STATUSES, COMMENTS_MAX } from '../api/schemas/batch';
import { compareTimes, isBreak, isReadableTime, type EditableEntry } from './attendance-entries';
import type { BatchIssues } from './validation-messages';

// §5 Edit attendance and Multi-mark rules: the first broken rule per field, as message keys (texts in validation-messages.ts).

export type EntryField = 'entry_type' | 'in_time' | 'out_time';
export type EditField = 'status' | 'update_comments';
export type MultiMarkField = 'status' | 'records' | 'update_comments';

/** What the edit dialog validates. */
export interface AttendanceEditInput {
  status: string;
  update_comments: string;
  entries: readonly EditableEntry[];
}

/** The edit dialog's issues: per form field, and per entry (same order as the entries). */
export interface AttendanceEditIssues {
  fields: BatchIssues<EditField>;
  entries: BatchIssues<EntryField>[];
}

/** What the multi-mark dialog validates. */
export interface MultiMarkInput {
  status: string;
  update_comments: string;
  selectedIds: readonly string[];
}

/** True for one of the four §3 statuses. */
export function isAttendanceStatus(value: string): boolean {
  return (ATTENDANCE_STATUSES as readonly string[]).includes(value);
}

/** §5/§9: what the comments box keeps of a change: at most 200 characters (a paste beyond them is cut). */
export function capComments(text: string): string {
  return text.length > COMMENTS_MAX ? text.slice(0, COMMENTS_MAX) : text;
}

/** §5: the counter's figures; `over` when the comments pass 200 characters (only a longer stored comment can). */
export function commentsCount(text: string): { count: number; max: number; over: boolean } {
  return { count: text.length, max: COMMENTS_MAX, over: text.length > COMMENTS_MAX };
}

function entryIssues(entry: EditableEntry, isLast: boolean): BatchIssues<EntryField> {
  const issues: BatchIssues<EntryField> = {};
  if (!entry.entry_type.trim()) issues.entry_type = 'batch.validation.entryTypeRequired';
  else if (isLast && isBreak(entry.entry_type)) issues.entry_type = 'batch.validation.lastEntryBreak';
  if (!entry.in_time.trim()) issues.in_time = 'batch.validation.inTimeRequired';
  else if (!isReadableTime(entry.in_time)) issues.in_time = 'batch.validation.timeInvalid';
  if (!entry.out_time.trim()) issues.out_time = 'batch.validation.outTimeRequired';
  else if (!isReadableTime(entry.out_time)) issues.out_time = 'batch.validation.timeInvalid';
  else if (!issues.in_time) {
    const order = compareTimes(entry.in_time, entry.out_time);
    if (order !== null && order >= 0) issues.out_time = 'batch.validation.inBeforeOut';
  }
  return issues;
}

/**
 * §5 Edit attendance: status and comments required (comments ≤ 200), each entry complete with in < out, the last not a
 * break; beyond the spec, a time that cannot be read (typed into the Arabic text box) is named.
 */
export function validateAttendanceEdit(input: AttendanceEditInput): AttendanceEditIssues {
  const fields: BatchIssues<EditField> = {};
  if (!isAttendanceStatus(input.status)) fields.status = 'batch.validation.statusRequired';
  if (!input.update_comments.trim()) fields.update_comments = 'batch.validation.commentsRequired';
  else if (input.update_comments.length > COMMENTS_MAX) fields.update_comments = 'batch.validation.commentsMax';
  const last = input.entries.length - 1;
  return { fields, entries: input.entries.map((entry, index) => entryIssues(entry, index === last)) };
}

/** True when the edit dialog found nothing wrong. */
export function isEditValid(issues: AttendanceEditIssues): boolean {
  return Object.keys(issues.fields).length === 0 && issues.entries.every((entry) => Object.keys(entry).length === 0);
}

/** §5 Multi-mark: status required, at least one record, comments optional but ≤ 200. */
export function validateMultiMark(input: MultiMarkInput): BatchIssues<MultiMarkField> {
  const issues: BatchIssues<MultiMarkField> = {};
  if (!isAttendanceStatus(input.status)) issues.status = 'batch.validation.attendanceStatusRequired';
  if (input.selectedIds.length === 0) issues.records = 'batch.validation.noRecordsSelected';
  if (input.update_comments.length > COMMENTS_MAX) issues.update_comments = 'batch.validation.commentsMax';
  return issues;
}

/** §5: submit is disabled while loading, with no records, or with any issue. */
export function canSubmitMultiMark(input: MultiMarkInput, loading: boolean): boolean {
  return !loading && Object.keys(validateMultiMark(input)).length === 0;
}
