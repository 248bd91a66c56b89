import { validate } from 'superstruct';
import { checkSchema, request } from '../http/client';
import { ApiError } from '../http/api-error';
import { innerData } from './inner-data';
import { Ignored } from './schemas/common';
import {
  AttendanceDetailSchema,
  AttendanceTableSchema,
  WriteAnswer,
  type AttendanceDetail,
  type AttendanceTable,
  type AttendanceTableRequest,
  type AttendanceUpdateRequest,
  type LateToggleRequest,
  type MultiMarkRequest,
  type WriteResult,
} from './schemas/batch';

// §7 attendance calls of the batch page; bodies come from core/batch/requests.ts.

/** §8 why an attendance table answer could not be read: nothing came, or `rows` is not a list (`got` names what it is). */
export class AttendanceTableFormatError extends Error {
  readonly reason: 'no-data' | 'not-array';
  readonly got: string;

  constructor(reason: 'no-data' | 'not-array', got = '') {
    super(
      reason === 'no-data'
        ? 'No data received from API'
        : `Invalid data format received from API. Expected array, got: ${got}`,
    );
    this.name = 'AttendanceTableFormatError';
    this.reason = reason;
    this.got = got;
  }
}

/** The JavaScript type name the §8 message shows ('null' and 'array' told apart from 'object'). */
function typeName(value: unknown): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'array' : typeof value;
}

/** Reads `data.data` of attendance/table: rows must be a list (§8), then each row is checked. */
export function readAttendanceTable(answer: unknown): AttendanceTable {
  const table = innerData(answer);
  if (table == null) throw new AttendanceTableFormatError('no-data');
  const rows = typeof table === 'object' ? (table as { rows?: unknown }).rows : table;
  if (!Array.isArray(rows)) throw new AttendanceTableFormatError('not-array', typeName(rows));
  const [failure, result] = validate(table, AttendanceTableSchema, { coerce: true });
  if (failure)
    throw new ApiError(
      'invalid-response',
      `Unexpected answer from attendance/table at ${failure.path.join('.') || 'body'}`,
    );
  return result;
}

/** POST attendance/table — the lecture's rows and the table-level can_mark_attendance (§7 data.data). */
export async function fetchAttendanceTable(
  body: AttendanceTableRequest,
  signal?: AbortSignal,
): Promise<AttendanceTable> {
  const answer = await request('POST', 'attendance/table', { json: body, schema: Ignored, silent: true, signal });
  return readAttendanceTable(answer);
}

/** GET attendance/get/with/entries/{batch_id}/{record_id} — one record with its entries (§7 data.data). */
export async function fetchAttendanceDetail(
  batchId: string,
  recordId: string,
  signal?: AbortSignal,
): Promise<AttendanceDetail> {
  const path = `attendance/get/with/entries/${encodeURIComponent(batchId)}/${encodeURIComponent(recordId)}`;
  const answer = await request('GET', path, { schema: Ignored, silent: true, signal });
  return checkSchema(innerData(answer), AttendanceDetailSchema, 'attendance/get/with/entries');
}

/** `success` and `message` of one level of an answer; nothing when it is not an object. */
function writeFields(value: unknown): WriteResult | undefined {
  return value && typeof value === 'object' ? validate(value, WriteAnswer, { coerce: true })[1] : undefined;
}

/**
 * §7 "success means data.success": read on the body itself and on its envelope's `data` (servers put it at either
 * level); the message is the body's.
 */
export function readWrite(body: unknown): WriteResult {
  const outer = writeFields(body);
  const inner = writeFields((body as { data?: unknown } | null)?.data);
  return {
    success: outer?.success === true || inner?.success === true,
    message: outer?.message ?? inner?.message ?? null,
  };
}

async function write(path: string, body: object): Promise<WriteResult> {
  return readWrite(await request('POST', path, { json: body, schema: Ignored, silent: true, unwrap: false }));
}

/** POST attendance/update — one record's status and comments (entries are not sent). */
export function updateAttendance(body: AttendanceUpdateRequest): Promise<WriteResult> {
  return write('attendance/update', body);
}

/** POST attendance/mark/multi/manual — one status and comments for every selected record. */
export function markAttendance(body: MultiMarkRequest): Promise<WriteResult> {
  return write('attendance/mark/multi/manual', body);
}

/** POST attendance/update_one — the is-late toggle of one record. */
export function updateLate(body: LateToggleRequest): Promise<WriteResult> {
  return write('attendance/update_one', body);
}
