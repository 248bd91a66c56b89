import { findByIds } from '../../users';
import { array, number, string, type, union } from 'superstruct';
import {
  AttendanceTableBody,
  AttendanceUpdateBody,
  COMMENTS_MAX,
  LateToggleBody,
  MultiMarkBody,
} from '../../../../src/core/api/schemas/batch';
import { maxLength } from '../../../../src/core/api/schemas/limits';
import { ENTRY_TYPES } from '../../../../src/core/batch/attendance-entries';
import { isAttendanceStatus } from '../../../../src/core/batch/attendance-validation';
import type { ApiContext } from '../../context';
import type { Db } from '../../db/database';
import { againOnUniqueViolation } from '../../db/errors';
import type { JsonReply } from '../../http';
import type { ApiRequest } from '../../request';
import type { Router } from '../../router';
import type { UserRecord } from '../../types';
import { FieldErrors, text, rowId } from '../../validation';
import { scopeById, scopeOfLecture, type BatchScope, type LectureRecord } from '../batch/directory';
import { lectureOfRecord, recordsOfLecture, saveRecord } from './directory';
import {
  addManualEntry,
  isAdmin,
  lectureMarking,
  lectureStates,
  rowPermissions,
  statesByKeys,
  storeRecord,
  type AttendanceState,
} from './marking-state';
import { attendanceDetail, attendanceRow } from './marking-view';
import { queueMarkNotices } from './notices';
import type { AttendanceRecord, AttendanceStatus } from './types';

// §7 attendance calls of the batch page. Checks in this order: batch and lecture (404 to anyone who does not teach
// it, through batch's trainer scope), permission (403), then the §5 rules (422). Writes go to attendance_records.

/** Comments longer than this are refused by the body check; up to it, by the §5 rule with the spec's message. */
const COMMENTS_HARD_MAX = 1000;
/** More ids than the largest batch holds is not a selection. */
const MULTI_MARK_MAX = 5000;

const Ref = union([maxLength(string(), 40), number()]);
// The client's bodies, with the status and comments rules left to the handler so they answer in the spec's words.
const UpdateBody = type({
  ...AttendanceUpdateBody.schema,
  status: maxLength(string(), 40),
  update_comments: maxLength(string(), COMMENTS_HARD_MAX),
});
const MultiBody = type({
  ...MultiMarkBody.schema,
  attendance_ids: array(Ref),
  status: maxLength(string(), 40),
  update_comments: maxLength(string(), COMMENTS_HARD_MAX),
});

const PRESENT_LIKE: readonly AttendanceStatus[] = ['PRESENT', 'FLAGGED'];

const STORED_KEY = /^\d{1,15}$/;
const DERIVED_KEY = /^(\d{1,15})-(\d{1,15})$/;

/** The lecture a row key belongs to, read from the key or the stored record; undefined for a key of no row. */
async function lectureIdOfKey(db: Db, raw: unknown): Promise<number | undefined> {
  const key = String(raw);
  if (STORED_KEY.test(key)) return Number(key) <= 2_147_483_647 ? lectureOfRecord(db, Number(key)) : undefined;
  const match = DERIVED_KEY.exec(key);
  return match ? Number(match[1]) : undefined;
}

/** The lecture of a body, checked against its `batch_id`. */
async function bodyLecture(
  ctx: ApiContext,
  req: ApiRequest,
  body: Record<string, unknown>,
): Promise<{ scope: BatchScope; lecture: LectureRecord }> {
  const found = await scopeOfLecture(ctx, req, body.related_id);
  if (rowId(body.batch_id) !== found.scope.batch.id) throw req.fail(404, 'batchNotFound');
  return found;
}

/** 403 unless the row may be changed (lecture open and row not reviewed, or an admin); the reason in the message. */
function assertWritable(req: ApiRequest, state: AttendanceState, user: UserRecord, now: number): void {
  const permissions = rowPermissions(state, user, now);
  if (permissions.can_mark_attendance || permissions.admin_mark_attendance) return;
  const marking = lectureMarking(state.lecture, now);
  throw req.fail(403, marking === 'open' ? 'recordLocked' : marking);
}

/** 403 unless the lecture takes marks (the table-level can_mark_attendance). */
function assertLectureOpen(req: ApiRequest, lecture: LectureRecord, user: UserRecord, now: number): void {
  const marking = lectureMarking(lecture, now);
  if (marking !== 'open' && !isAdmin(user)) throw req.fail(403, marking);
}

/** Comments: required or optional; at most 200 characters. */
function checkComments(errors: FieldErrors, comments: string, required: boolean): void {
  if (required && comments.trim() === '') errors.add('update_comments', 'commentsRequired');
  else if (comments.length > COMMENTS_MAX) errors.add('update_comments', 'commentsMax');
}

/**
 * A status and comments set by hand: absent or excused is never late; present with no entry gets a manual check-in at
 * the start. Returns the record to save.
 */
function applyMark(
  req: ApiRequest,
  state: AttendanceState,
  status: AttendanceStatus,
  comments: string,
  now: number,
): AttendanceRecord {
  const user = req.currentUser;
  const record = storeRecord(state, now);
  record.status = status;
  if (comments.trim() !== '') record.update_comments = comments.trim();
  if (!PRESENT_LIKE.includes(status)) record.is_late = false;
  else if (!record.entries.some((entry) => entry.kind === 'IN')) {
    addManualEntry(
      record,
      'IN',
      Math.min(now, Date.parse(state.lecture.start_at)),
      user,
      req.lang === 'ar' ? 'Ar' : 'En',
    );
  }
  record.updated_by = user.id;
  record.updated_at = new Date(now).toISOString();
  return record;
}

/**
 * A write handler that decides once more when a learner's first scan inserted the row it was about to insert (the
 * unique lecture–participant index): the second run reads the scanned record and marks it instead.
 */
function againOnRace<R>(handler: (req: ApiRequest) => Promise<R>): (req: ApiRequest) => Promise<R> {
  return (req) => againOnUniqueViolation(() => handler(req));
}

/** Saves changed records in one transaction (a bulk mark is all or nothing), with the notices they cause. */
async function saveAll(
  ctx: ApiContext,
  req: ApiRequest,
  changes: ReadonlyArray<{ before: AttendanceState; after: AttendanceRecord }>,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    for (const { after } of changes) await saveRecord(tx, after);
    await queueMarkNotices(ctx, tx, changes);
  });
  ctx.mail.wake();
}

/** The batch page's attendance tab: the lecture's rows, one row's detail, and the trainer's marks. */
export function markingRoutes(router: Router, ctx: ApiContext): void {
  router.post(
    'attendance/table',
    async (req) => {
      const { scope, lecture } = await bodyLecture(ctx, req, await req.body());
      const now = ctx.now();
      const user = req.currentUser;
      const records = await recordsOfLecture(ctx.db, lecture.id);
      const rows = lectureStates(records, scope, lecture, now).map((state) => attendanceRow(req, state, user, now));
      return req.ok('ok', {
        data: { rows, can_mark_attendance: lectureMarking(lecture, now) === 'open' || isAdmin(user) },
      });
    },
    { auth: true, body: AttendanceTableBody },
  );

  router.get(
    'attendance/get/with/entries/{batch}/{record}',
    async (req) => {
      const scope = await scopeById(ctx, req, req.params.batch);
      const lectureId = await lectureIdOfKey(ctx.db, req.params.record);
      const lecture = scope.lectures.find((candidate) => candidate.id === lectureId);
      const key = req.params.record ?? '';
      const state =
        lecture && statesByKeys(await recordsOfLecture(ctx.db, lecture.id), scope, lecture, [key], ctx.now()).get(key);
      if (!state) throw req.fail(404, 'attendanceRecordNotFound');
      const people = await findByIds(ctx.db, [
        ...state.entries.flatMap((entry) => entry.createdBy ?? []),
        ...(state.updatedBy === null ? [] : [state.updatedBy]),
      ]);
      return req.ok('ok', { data: attendanceDetail(people, req, state, ctx.now()) });
    },
    { auth: true },
  );

  router.post(
    'attendance/update',
    againOnRace(async (req) => {
      const body = await req.body();
      const { scope, lecture } = await bodyLecture(ctx, req, body);
      const now = ctx.now();
      const key = String(body.attendance_id ?? '');
      const state = statesByKeys(await recordsOfLecture(ctx.db, lecture.id), scope, lecture, [key], now).get(key);
      if (!state) throw req.fail(404, 'attendanceRecordNotFound');
      assertWritable(req, state, req.currentUser, now);
      const status = text(body, 'status');
      const comments = text(body, 'update_comments');
      const errors = new FieldErrors(req);
      if (!isAttendanceStatus(status)) errors.add('status', 'statusRequired');
      checkComments(errors, comments, true);
      const entryType = body.entry_type;
      if (entryType != null && !(ENTRY_TYPES as readonly unknown[]).includes(entryType))
        errors.add('entry_type', 'entryTypeInvalid');
      errors.throwIfAny();
      const record = applyMark(req, state, status as AttendanceStatus, comments, now);
      await saveAll(ctx, req, [{ before: state, after: record }]);
      return req.ok('attendanceSaved', { success: true, record_id: String(record.id) });
    }),
    { auth: true, body: UpdateBody },
  );

  router.post(
    'attendance/mark/multi/manual',
    againOnRace(async (req): Promise<JsonReply> => {
      const body = await req.body();
      const { scope, lecture } = await bodyLecture(ctx, req, body);
      const now = ctx.now();
      const user = req.currentUser;
      assertLectureOpen(req, lecture, user, now);
      const ids = Array.isArray(body.attendance_ids) ? body.attendance_ids.map(String) : [];
      const status = text(body, 'status');
      const comments = text(body, 'update_comments');
      const errors = new FieldErrors(req);
      if (ids.length === 0) errors.add('attendance_ids', 'noRecordsSelected');
      else if (ids.length > MULTI_MARK_MAX) errors.add('attendance_ids', 'tooManyRecords');
      if (!isAttendanceStatus(status)) errors.add('status', 'attendanceStatusRequired');
      checkComments(errors, comments, false);
      errors.throwIfAny();
      const found = statesByKeys(await recordsOfLecture(ctx.db, lecture.id), scope, lecture, ids, now);
      const states = new Set<AttendanceState>();
      for (const state of found.values()) {
        if (!state) throw req.fail(404, 'attendanceRecordNotFound');
        states.add(state);
      }
      // All or nothing: one reviewed row refuses the whole selection.
      for (const state of states) assertWritable(req, state, user, now);
      await saveAll(
        ctx,
        req,
        [...states].map((state) => ({
          before: state,
          after: applyMark(req, state, status as AttendanceStatus, comments, now),
        })),
      );
      return {
        status: 200,
        message: req.t('attendanceMarkedSaved', { count: states.size }),
        data: { success: true, updated: states.size },
      };
    }),
    { auth: true, body: MultiBody },
  );

  router.post(
    'attendance/update_one',
    againOnRace(async (req) => {
      const body = await req.body();
      const lectureId = await lectureIdOfKey(ctx.db, body.record_id ?? '');
      if (lectureId === undefined) throw req.fail(404, 'attendanceRecordNotFound');
      const { scope, lecture } = await scopeOfLecture(ctx, req, lectureId);
      const now = ctx.now();
      const key = String(body.record_id);
      const state = statesByKeys(await recordsOfLecture(ctx.db, lecture.id), scope, lecture, [key], now).get(key);
      if (!state) throw req.fail(404, 'attendanceRecordNotFound');
      assertWritable(req, state, req.currentUser, now);
      const errors = new FieldErrors(req);
      if (body.col !== 'is_late') errors.add('col', 'bodyShapeInvalid', { field: 'col' });
      if (typeof body.value !== 'boolean') errors.add('value', 'bodyShapeInvalid', { field: 'value' });
      // The refusal the page reverts on: lateness needs presence.
      else if (body.value && !PRESENT_LIKE.includes(state.status as AttendanceStatus))
        errors.add('value', 'lateNeedsPresence');
      errors.throwIfAny();
      if (body.value !== state.isLate) {
        const record = storeRecord(state, now);
        record.is_late = body.value as boolean;
        record.updated_by = req.currentUser.id;
        record.updated_at = new Date(now).toISOString();
        await saveAll(ctx, req, [{ before: state, after: record }]);
      }
      return req.ok('recordSaved', {
        success: true,
        record_id: String(state.stored?.id ?? state.key),
        is_late: body.value,
      });
    }),
    { auth: true, body: LateToggleBody },
  );
}
