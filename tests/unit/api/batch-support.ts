import type { AssessmentRow, AttendanceDetail, AttendanceRow } from '../../../src/core/api/schemas/batch';
import type { AttendanceRecord } from '../../../demo/api/features/attendance/types';
import { BATCH_PAGE, CRITERIA } from '../../../demo/api/features/batch/ids';
import { storedRecords, tokenOf } from './attendance-support';
import type { CallResult, TestApi } from './helpers';
import { assessmentScores } from '../../../demo/api/features/batch/schema';

// Shared by the batch page's API tests: the calls as the page makes them (ids as numbers in answers).

/** A row as sent: ids are numbers or strings, flags booleans. */
export type Row = Omit<AttendanceRow, 'id'> & { id: number };

export async function table(
  t: TestApi,
  lecture: number,
  options: { as?: string; lang?: string; batchId?: number } = {},
) {
  const token = await tokenOf(t, options.as ?? 'trainer');
  const body = {
    batch_id: String(options.batchId ?? BATCH_PAGE.batchId),
    related_id: String(lecture),
    related_type: 'lecture',
  };
  return t.call<{ data: { rows: Row[]; can_mark_attendance: boolean } }>('attendance/table', {
    token,
    lang: options.lang,
    body,
  });
}

/** The rows of a lecture by participant id. */
export async function rowsBy(t: TestApi, lecture: number, lang?: string): Promise<Map<number, Row>> {
  const res = await table(t, lecture, { lang });
  return new Map(res.body.data.data.rows.map((row) => [row.id, row]));
}

export async function detail(
  t: TestApi,
  recordId: string,
  options: { as?: string; lang?: string } = {},
): Promise<CallResult<{ data: AttendanceDetail }>> {
  const token = await tokenOf(t, options.as ?? 'trainer');
  return t.call(`attendance/get/with/entries/${BATCH_PAGE.batchId}/${recordId}`, { token, lang: options.lang });
}

/** Posts a write as `as` (trainer by default). */
export async function write<T = { success: boolean }>(
  t: TestApi,
  path: string,
  body: object,
  options: { as?: string; lang?: string } = {},
) {
  return t.call<T>(path, { token: await tokenOf(t, options.as ?? 'trainer'), lang: options.lang, body });
}

/** The body of attendance/update for a row of `lecture`. */
export function updateBody(lecture: number, recordId: string, extra: object = {}) {
  return {
    attendance_id: recordId,
    status: 'PRESENT',
    entry_type: 'IN_CLASS',
    update_comments: 'Checked with the venue log.',
    batch_id: String(BATCH_PAGE.batchId),
    related_id: String(lecture),
    related_type: 'lecture',
    ...extra,
  };
}

export async function grid(t: TestApi, criterion: number = CRITERIA.written.id, lang?: string) {
  const token = await tokenOf(t, 'trainer');
  const body = { type: 'all', batch_id: String(BATCH_PAGE.batchId), batch_assessment_criteria_id: String(criterion) };
  return t.call<{ data: { rows: (Omit<AssessmentRow, 'id'> & { id: number })[] } }>('assessment/table', {
    token,
    lang,
    body,
  });
}

/** What the batch page stored: attendance records (tables) and entered scores (data file, after pending writes). */
export async function storedData(t: TestApi): Promise<{
  attendance_records: AttendanceRecord[];
  assessment_scores: { sub_criterion_id: number; participant_id: number; scored: number }[];
}> {
  const scores = await t.api.database.db.select().from(assessmentScores);
  return { attendance_records: await storedRecords(t), assessment_scores: scores };
}
