import { ScanBody } from '../../../../src/core/api/schemas/attendance';
import { isQrFresh } from '../../../../src/core/qr/qr-content';
import type { ApiContext } from '../../context';
import { againOnUniqueViolation } from '../../db/errors';
import { ApiError, type Reply } from '../../http';
import type { MessageKey } from '../../messages';
import type { ApiRequest } from '../../request';
import type { Router } from '../../router';
import { throttleUser } from '../../rate-limit';
import { isOpenFor } from './lecture-window';
import { recordOfParticipant, saveRecord } from './directory';
import { lectureWithEnrolment } from '../batch/directory';
import { addCheckIn, addCheckOut, checkInRecord, entryOf, scanTimes, stateOf, type ScanFacts } from './records';
import type { AttendanceRecord, Coords, EntryKind } from './types';

// POST attendance/scan and attendance/create (the scanner's confirm-first flow): one handler, learning §4 rules.

type EntryType = 'IN' | 'OUT' | 'IN_OUT';

/** A 422 with one field error, as `FieldErrors` builds it (the spec's error shape; the client shows the message). */
function refusal(req: ApiRequest, field: string, key: MessageKey): ApiError {
  const message = req.t(key);
  return new ApiError(422, message, 'Unprocessable Entity', { [field]: [message] });
}

/** Finite decimal degrees within range, else null. */
function coordsOf(value: unknown): Coords | null {
  if (typeof value !== 'object' || value === null) return null;
  const { latitude, longitude } = value as Record<string, unknown>;
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  return Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 ? { latitude, longitude } : null;
}

/** What a scan would do: IN and OUT as named; IN_OUT checks in first, then out. */
function kindOf(entryType: EntryType, record: AttendanceRecord | undefined): EntryKind {
  if (entryType !== 'IN_OUT') return entryType;
  return entryOf(record, 'IN') ? 'OUT' : 'IN';
}

/** Why this scan repeats or precedes what it must not (check-in before check-out, no repeats), or undefined. */
function repeatOf(entryType: EntryType, record: AttendanceRecord | undefined): MessageKey | undefined {
  const checkedIn = entryOf(record, 'IN') !== undefined;
  const checkedOut = entryOf(record, 'OUT') !== undefined;
  if (entryType === 'IN') return checkedIn ? 'alreadyCheckedIn' : undefined;
  if (entryType === 'OUT') return !checkedIn ? 'mustCheckInFirst' : checkedOut ? 'alreadyCheckedOut' : undefined;
  return checkedIn && checkedOut ? 'alreadyMarked' : undefined;
}

export function scanRoutes(router: Router, ctx: ApiContext): void {
  const { limits } = ctx;

  // Checks in this order: throttle, lecture, enrolment, freshness, location, window, repeats.
  async function scan(req: ApiRequest): Promise<Reply> {
    const user = req.currentUser;
    const now = ctx.now();
    // Every attempt counts: the scanner submits by itself, so a client stuck in a loop is stopped here.
    await throttleUser(req, limits.scansByUser, limits.settings.scansPerUser, now);
    await limits.scansByUser.record(String(user.id), now);

    const body = await req.body();
    const found = await lectureWithEnrolment(ctx.db, body.related_id, user.id);
    if (!found) throw req.fail(404, 'lectureNotFound');
    const { lecture, enrolment } = found;
    if (!enrolment) throw req.fail(403, 'notEnrolled');
    const createdAt = typeof body.qr_created_at === 'number' && Number.isFinite(body.qr_created_at) ? body.qr_created_at : null;
    if (!isQrFresh({ createdAt }, now)) throw refusal(req, 'qr_created_at', 'qrExpired');
    const coords = coordsOf(body.location_coords);
    if (!coords) throw refusal(req, 'location_coords', 'locationInvalid');

    const entryType = (body.attendance_entry_type ?? 'IN') as EntryType;
    const facts: ScanFacts = {
      client_timestamp: typeof body.timestamp === 'number' && Number.isFinite(body.timestamp) ? body.timestamp : null,
      coords,
      // The payload's language; the request's when it sends none.
      language: body.language === 'Ar' || body.language === 'En' ? body.language : req.lang === 'ar' ? 'Ar' : 'En',
    };
    // The person's record is read locked and written in one transaction: parallel scans of one person decide in turn,
    // and the unique (lecture, participant) index keeps a second first check-in from opening a second record.
    const decide = () => ctx.db.transaction(async (tx) => {
      const existing = await recordOfParticipant(tx, lecture.id, enrolment.participant.id, true);
      const kind = kindOf(entryType, existing);
      if (!isOpenFor(kind, lecture, now)) throw refusal(req, 'related_id', 'attendanceClosed');
      const repeat = repeatOf(entryType, existing);
      if (repeat) throw refusal(req, 'attendance_entry_type', repeat);
      // A scan that passed the rules opens a record, checks in on one a trainer marked by hand (batch page), or checks out.
      const record = existing ?? checkInRecord(lecture, enrolment, now, facts);
      if (existing && kind === 'IN') addCheckIn(lecture, existing, now, facts);
      else if (existing) addCheckOut(existing, now, facts);
      await saveRecord(tx, record);
      return { record, kind };
    });
    // Two first scans at once: the one that lost the race decides again, now seeing the record the other opened.
    const { record, kind } = await againOnUniqueViolation(decide);
    const summary = {
      record_id: record.id,
      lecture_id: lecture.id,
      entry_type: kind,
      state: stateOf(record),
      status: record.status,
      is_late: record.is_late,
      ...scanTimes(record),
    };
    return req.ok(kind === 'IN' ? 'checkedIn' : 'checkedOut', summary);
  }

  for (const path of ['attendance/scan', 'attendance/create']) router.post(path, scan, { auth: true, body: ScanBody });
}
