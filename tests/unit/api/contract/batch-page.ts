import { validate, type Struct } from 'superstruct';
import { readWrite } from '../../../../src/core/api/batch-attendance';
import { innerData } from '../../../../src/core/api/inner-data';
import type { isWriteSaved } from '../../../../src/core/batch/requests';
import { ATTENDANCE_LECTURE, BATCH_PAGE } from '../../../../demo/api/features/batch/ids';
import type { Call, ClientCheck } from './support';

// What the batch page's cases share: its tabs are served by batch (participants, overview, assessment) and by
// attendance (the attendance tab), each feature's cases in its own file.

/** The client's `checkSchema(innerData(answer), schema)`: `data.data`, or `data` itself. */
export function nested<T, S>(schema: Struct<T, S>): ClientCheck {
  return (body) => {
    const [failure] = validate(innerData(body.data), schema, { coerce: true });
    return failure ? `${failure.path.join('.') || 'data'}: ${failure.message}` : undefined;
  };
}

/** §7: the client's `readWrite` (success on the body or its `data`), then its success rule (multi-mark also by 'saved'). */
export function saved(rule: typeof isWriteSaved): ClientCheck {
  return (body) => (rule(readWrite(body)) ? undefined : 'not read as saved');
}

/** The batch's trainer. */
export const as = 'trainer';
/** The lecture the attendance tab's cases mark. */
export const LECTURE = ATTENDANCE_LECTURE.finishedToday;
export const REF = { batch_id: String(BATCH_PAGE.batchId), related_id: String(LECTURE), related_type: 'lecture' };
export const post = (path: string, body: object, account: Call['as'] = as): Call => ({
  method: 'POST',
  path,
  as: account,
  body,
});
