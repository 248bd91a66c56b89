import {
  AttendanceTableFormatError,
  fetchAttendanceDetail,
  fetchAttendanceTable,
  markAttendance,
  updateAttendance,
  updateLate,
} from '../api/batch-attendance';
import type {
  AttendanceDetail,
  AttendanceRow,
  AttendanceStatus,
  AttendanceTable,
  WriteResult,
} from '../api/schemas/batch';
import { ApiError } from '../http/api-error';
import type { Message } from '../locale/message';
import { keyedStores } from '../query/keyed-stores';
import { createQueryFamily } from '../query/query';
import type { QueryStore } from '../query/query-store';
import { pushToast } from '../toasts/toasts';
import type { EditableEntry } from './attendance-entries';
import {
  attendanceTableBody,
  attendanceUpdateBody,
  isMultiMarkSaved,
  isWriteSaved,
  lateToggleBody,
  multiMarkBody,
  type LectureRef,
} from './requests';

// §7 the Attendance tab's reads and writes; §8 their messages and toasts.

/** §4/§9 the edit dialog's success state shows this long before it closes. */
export const EDIT_SUCCESS_MS = 1000;

/** Trainers mark under each other: a short lifetime keeps lecture switches instant without going stale. */
const ATTENDANCE_TTL_MS = 30_000;

const tableKey = (ref: LectureRef): string => JSON.stringify([ref.batchId, ref.lectureId]);

/** One lecture's table per `[batchId, lectureId]` key. */
const attendanceTableQuery = createQueryFamily(
  (key: string) => {
    const [batchId, lectureId] = JSON.parse(key) as [string, string];
    return fetchAttendanceTable(attendanceTableBody({ batchId, lectureId }));
  },
  { ttlMs: ATTENDANCE_TTL_MS },
);

/** One record's detail with its entries per `[batchId, recordId]` key. */
const attendanceDetailQuery = createQueryFamily(
  (key: string) => {
    const [batchId, recordId] = JSON.parse(key) as [string, string];
    return fetchAttendanceDetail(batchId, recordId);
  },
  { ttlMs: ATTENDANCE_TTL_MS },
);

const tableStores = keyedStores(attendanceTableQuery);
const detailStores = keyedStores(attendanceDetailQuery);

/** A lecture's attendance table as a store: loads when first watched; `load({ force: true })` reloads it. */
export const attendanceTableStore = (ref: LectureRef): QueryStore<AttendanceTable> => tableStores(tableKey(ref));

/** One record's detail (entry log and editable entries) as a store. */
export const attendanceDetailStore = (batchId: string, recordId: string): QueryStore<AttendanceDetail> =>
  detailStores(JSON.stringify([batchId, recordId]));

function detailOf(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message : '';
}

/** §8 a table that failed: no data, not a list, else 'Failed to load attendance data: {message or Unknown error}'. */
export function attendanceFailure(error: unknown): Message {
  if (error instanceof AttendanceTableFormatError) {
    return error.reason === 'no-data'
      ? { key: 'batch.attendance.errors.noData' }
      : { key: 'batch.attendance.errors.invalidFormat', params: { type: error.got } };
  }
  const message = detailOf(error);
  return message
    ? { key: 'batch.attendance.errors.loadFailed', params: { message } }
    : { key: 'batch.attendance.errors.loadFailedUnknown' };
}

function isNetwork(error: unknown): boolean {
  return error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout');
}

/** The table and every detail change after a write. */
function afterWrite(ref: LectureRef): void {
  attendanceDetailQuery.invalidate();
  void attendanceTableStore(ref).load({ force: true });
}

/** The outcome of a write: saved, or the message to show. */
export type WriteOutcome = { ok: true } | { ok: false; message: Message };

/**
 * §4/§8 the is-late toggle's write. On success the cached row takes the value and 'Record updated successfully!' is
 * toasted; a refusal gives 'Update failed: {message}', a network failure the network message (the caller reverts).
 */
export async function saveLate(row: AttendanceRow, value: boolean): Promise<WriteOutcome> {
  let answer: WriteResult;
  try {
    answer = await updateLate(lateToggleBody(row.record_id, value));
  } catch (error) {
    const message: Message = isNetwork(error)
      ? { key: 'batch.attendance.errors.network' }
      : lateFailure(detailOf(error));
    return fail(message);
  }
  if (!isWriteSaved(answer)) return fail(lateFailure(answer.message ?? ''));
  // The cached table keeps the saved value, so a re-render without a refetch shows it.
  row.is_late = value;
  pushToast({ variant: 'success', message: { key: 'batch.attendance.success.late' } });
  return { ok: true };
}

function lateFailure(detail: string): Message {
  return detail
    ? { key: 'batch.attendance.errors.lateFailed', params: { message: detail } }
    : { key: 'batch.attendance.errors.lateFailedUnknown' };
}

function fail(message: Message): WriteOutcome {
  pushToast({ variant: 'danger', message });
  return { ok: false, message };
}

/** What the edit dialog sends. */
export interface AttendanceEdit {
  attendanceId: string;
  status: AttendanceStatus;
  comments: string;
  entries: readonly EditableEntry[];
  lastEntryType?: string | null;
}

/** §7 attendance/update: saved when the body says success; the table reloads either way. §8 'Failed to update attendance'. */
export async function saveAttendanceEdit(ref: LectureRef, edit: AttendanceEdit): Promise<WriteOutcome> {
  try {
    const answer = await updateAttendance(attendanceUpdateBody(ref, edit));
    if (!isWriteSaved(answer)) return fail({ key: 'batch.attendance.errors.updateFailed' });
    pushToast({ variant: 'success', message: { key: 'batch.attendance.success.updated' } });
    return { ok: true };
  } catch (error) {
    console.error('[academy] attendance update failed', detailOf(error));
    return fail(
      isNetwork(error) ? { key: 'batch.attendance.errors.network' } : { key: 'batch.attendance.errors.updateFailed' },
    );
  } finally {
    afterWrite(ref);
  }
}

/**
 * §7 attendance/mark/multi/manual: one status and comments for every selected record. Saved → 'Successfully updated
 * {n} attendance record(s)!' and the table reloads; an answer that is not a success → 'Failed to update attendance
 * records'; a failed call → 'Failed to mark attendance'.
 */
export async function markSelected(
  ref: LectureRef,
  ids: readonly string[],
  status: AttendanceStatus,
  comments: string,
): Promise<WriteOutcome> {
  try {
    const answer = await markAttendance(multiMarkBody(ref, ids, status, comments));
    if (!isMultiMarkSaved(answer)) return fail({ key: 'batch.attendance.errors.multiFailed' });
    pushToast({ variant: 'success', message: { key: 'batch.attendance.success.multi', params: { n: ids.length } } });
    afterWrite(ref);
    return { ok: true };
  } catch (error) {
    console.error('[academy] bulk attendance failed', detailOf(error));
    return fail(
      isNetwork(error) ? { key: 'batch.attendance.errors.network' } : { key: 'batch.attendance.errors.markFailed' },
    );
  }
}
