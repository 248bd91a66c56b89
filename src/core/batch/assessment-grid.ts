import type { AssessmentRow, AssessmentTable, BatchOverview, SubAssessment } from '../api/schemas/batch';
import { maxScoreOf } from './scores';

// §2/§7 the assessment grid: columns come from the first row; attendances read P / A / L in green / red / yellow.

/** A sub-assessment column: its title and maximum score (null when the server sends none). */
export interface SubColumn {
  title: string;
  maxScore: number | null;
}

/** The grid's columns: one per attendance key, one per sub-assessment. */
export interface AssessmentColumns {
  attendances: string[];
  subs: SubColumn[];
}

/** §7: headers from the first row (no row, no dynamic column). */
export function assessmentColumns(rows: readonly AssessmentRow[]): AssessmentColumns {
  const first = rows[0];
  if (!first) return { attendances: [], subs: [] };
  return {
    attendances: first.batch_attendances.map((attendance) => attendance.key),
    subs: first.batch_sub_assessments.map((sub) => ({
      title: sub.batch_assessment_sub_criteria_title ?? '',
      maxScore: maxScoreOf(sub.batch_assessment_sub_criteria_score),
    })),
  };
}

export type AttendanceMark = 'P' | 'A' | 'L';
/** §9 colour of each mark. */
export const MARK_TONES: Record<AttendanceMark, 'green' | 'red' | 'yellow'> = { P: 'green', A: 'red', L: 'yellow' };

/** A row's mark for attendance column `key` (P, A or L, any case); null when missing or another value. */
export function attendanceMark(row: AssessmentRow, key: string): AttendanceMark | null {
  const value = row.batch_attendances
    .find((attendance) => attendance.key === key)
    ?.value?.trim()
    .toUpperCase();
  return value === 'P' || value === 'A' || value === 'L' ? value : null;
}

/** A row's cell for sub-assessment column `index` (rows list them in the first row's order). */
export function subAssessmentAt(row: AssessmentRow, index: number): SubAssessment | null {
  return row.batch_sub_assessments[index] ?? null;
}

/**
 * The grid with the score of the sub-assessment `subRecordId` set to `value`: new objects along that cell's path, the
 * rest shared; the same grid when no cell has that id.
 */
export function withScore(table: AssessmentTable, subRecordId: string, value: number): AssessmentTable {
  let found = false;
  const rows = table.rows.map((row) => {
    if (!row.batch_sub_assessments.some((sub) => sub.record_id === subRecordId)) return row;
    found = true;
    return {
      ...row,
      batch_sub_assessments: row.batch_sub_assessments.map((sub) =>
        sub.record_id === subRecordId ? { ...sub, scored: value } : sub,
      ),
    };
  });
  return found ? { ...table, rows } : table;
}

/** The criterion assessment/table asks for: the first one with sub-assessments, else the first; null with none. */
export function assessmentCriteriaId(
  overview: Pick<
    BatchOverview,
    'batch_assessment_criterias' | 'batch_assessment_criterias_without_sub_assessments_ids'
  >,
): string | null {
  const ids = overview.batch_assessment_criterias.map((criterion) => criterion.id ?? criterion.record_id ?? null);
  const without = new Set(overview.batch_assessment_criterias_without_sub_assessments_ids);
  return ids.find((id) => id !== null && !without.has(id)) ?? ids.find((id) => id !== null) ?? null;
}
