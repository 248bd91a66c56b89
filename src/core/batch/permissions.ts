import type { AssessmentRow, AttendanceRow, AttendanceTable } from '../api/schemas/batch';

// §6 batch permissions, as the server sends them per row and per table (the server enforces them too).

/** The is-late toggle is editable with the row's can_mark_attendance or admin_mark_attendance; otherwise Yes/No text. */
export function canToggleLate(row: AttendanceRow): boolean {
  const permissions = row.record_permissions;
  return !!(permissions?.can_mark_attendance || permissions?.admin_mark_attendance);
}

/** The bulk 'Mark Attendance' button needs the table-level can_mark_attendance. */
export function canBulkMark(table: Pick<AttendanceTable, 'can_mark_attendance'>): boolean {
  return table.can_mark_attendance === true;
}

/** Score inputs are editable only where the row has can_mark_sub_assessment. */
export function canEditScores(row: AssessmentRow): boolean {
  return row.record_permissions?.can_mark_sub_assessment === true;
}
