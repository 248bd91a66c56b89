import { ScanBody, type ScanMethod, type ScanRequest } from '../../../../src/core/api/schemas/attendance';
import type { ApiContext } from '../../context';
import { againOnUniqueViolation } from '../../db/errors';
import { ApiError, type Reply } from '../../http';
import type { MessageKey } from '../../messages';
import type { ApiRequest } from '../../request';
import type { Router } from '../../router';
import { takeOrRefuse, throttleUser } from '../../rate-limit';
import { isOpenFor, OFFLINE_MAX_DELAY_MS } from './lecture-window';
import { recordOfParticipant, saveRecord } from './directory';
import { lectureWithEnrolment } from '../batch/directory';
import { matchTypedCode, verifyCode, type VerifiedCode } from './codes';
import { openLecturesOf } from './open-lectures';
import { addCheckIn, addCheckOut, checkInRecord, entryOf, scanTimes, stateOf, type ScanFacts } from './records';
import type { AttendanceRecord, Coords, EntryKind } from './types';
import { accuracyOf, distanceText, placementOf } from './venue';

// POST attendance/scan and attendance/create (the scanner's confirm-first flow): one handler, learning §4 rules, and
// what makes a scan proof of presence: a code the server issued, read at the venue, in time.

type EntryType = 'IN' | 'OUT' | 'IN_OUT';

/** A 422 with one field error, as `FieldErrors` builds it (the spec's error shape; the client shows the message). */
function refusal(req: ApiRequest, field: string, key: MessageKey, params?: Record<string, string | number>): ApiError {
  const message = req.t(key, params);
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

const finite = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * When the scan claims to have been made, in server time: now, or for a scan kept offline (`scanned_at`) now less the
 * delay the device measured between reading the code and sending it (`timestamp` − `scanned_at`), so its clock's
 * offset does not matter. Null when an offline scan's delay is negative or past OFFLINE_MAX_DELAY_MS.
 */
function scanMoment(
  body: Pick<ScanRequest, 'scanned_at' | 'timestamp'>,
  now: number,
): { at: number; offline: boolean } | null {
  const scannedAt = finite(body.scanned_at);
  if (scannedAt === null) return { at: now, offline: false };
  const delay = (finite(body.timestamp) ?? Number.NaN) - scannedAt;
  return delay >= 0 && delay <= OFFLINE_MAX_DELAY_MS ? { at: now - delay, offline: true } : null;
}

/**
 * The time a kept scan counts at: the claim is evidence, not proof. A rotating code was not shown before its slot, so
 * never earlier than that (lateness is judged from it); a printed code proves no time, so the moment it arrived.
 */
function offlineTime(code: VerifiedCode, claimed: number, now: number): number {
  return code.kind === 'P' ? now : Math.max(claimed, code.createdAt);
}

export function scanRoutes(router: Router, ctx: ApiContext): void {
  const { limits } = ctx;

  /**
   * The code the scan carries, verified at `at`: a signed QR string, or a typed number among the learner's open
   * lectures. Numbers that matched nothing are counted: past the hour's allowance typing waits, scanning does not.
   */
  async function codeOf(req: ApiRequest, body: ScanRequest, at: number, now: number): Promise<VerifiedCode> {
    const typed = body.typed_code?.trim();
    if (typed) {
      // Each number takes a miss before it is tried and gives it back when it matches: parallel guesses never
      // outnumber the misses left.
      const misses = limits.get('typedCodeMissesPerUser');
      const miss = await takeOrRefuse(req, misses, String(req.currentUser.id), now, 'typedCodeLocked');
      const code = matchTypedCode(
        ctx.attendanceSecret,
        typed,
        await openLecturesOf(ctx.db, req.currentUser.id, at),
        at,
        ctx.codeGraceMs,
      );
      if (code) {
        await misses.refund(miss);
        return code;
      }
      throw refusal(req, 'typed_code', 'typedCodeInvalid');
    }
    const check = verifyCode(ctx.attendanceSecret, body.qr_content ?? '', at, ctx.codeGraceMs);
    if (!check.ok) throw refusal(req, 'qr_content', check.reason === 'forged' ? 'qrInvalid' : 'qrExpired');
    return check.code;
  }

  // Checks in this order: throttle, scan time, code, lecture, enrolment, location, venue, window, repeats.
  async function scan(req: ApiRequest): Promise<Reply> {
    const user = req.currentUser;
    const now = ctx.now();
    // Every attempt counts: the scanner submits by itself, so a client stuck in a loop is stopped here.
    await throttleUser(req, limits.get('scansPerUser'), now);

    const body = (await req.body()) as ScanRequest;
    const moment = scanMoment(body, now);
    if (!moment) throw refusal(req, 'scanned_at', 'offlineTooLate');
    // The code must have been valid at the claimed time; the scan then counts at the time the code can prove.
    const code = await codeOf(req, body, moment.at, now);
    const at = moment.offline ? offlineTime(code, moment.at, now) : now;
    // A code for another lecture than the one the client names (a typed code names none) is not this lecture's.
    const named = String(body.related_id ?? '').trim();
    if (named !== '' && named !== String(code.lectureId)) throw refusal(req, 'qr_content', 'qrInvalid');
    // The lecture and entry type are the code's, never the client's `related_id` or `attendance_entry_type`.
    const found = await lectureWithEnrolment(ctx.db, code.lectureId, user.id);
    if (!found) throw req.fail(404, 'lectureNotFound');
    const { lecture, enrolment } = found;
    if (!enrolment) throw req.fail(403, 'notEnrolled');
    const coords = coordsOf(body.location_coords);
    if (!coords) throw refusal(req, 'location_coords', 'locationInvalid');
    const placement = placementOf(lecture, coords, accuracyOf(body.location_accuracy));
    if (placement.outside && ctx.locationPolicy === 'refuse') {
      throw refusal(req, 'location_coords', 'outsideVenue', {
        distance: distanceText(placement.distance_m ?? 0, req.lang),
      });
    }

    const entryType = code.entryType;
    const method: ScanMethod = moment.offline ? 'OFFLINE' : body.typed_code?.trim() ? 'TYPED' : 'QR';
    const facts: ScanFacts = {
      client_timestamp: finite(body.timestamp),
      coords,
      // The payload's language; the request's when it sends none.
      language: body.language === 'Ar' || body.language === 'En' ? body.language : req.lang === 'ar' ? 'Ar' : 'En',
      method,
      distance_m: placement.distance_m,
      accuracy_m: placement.accuracy_m,
      // A kept scan waits for the trainer's acceptance (attendance/lecture/accept): its time is only claimed.
      flags: [
        ...(placement.outside ? (['outside_venue'] as const) : []),
        ...(moment.offline ? (['offline_unconfirmed'] as const) : []),
      ],
    };
    // The person's record is read locked and written in one transaction: parallel scans of one person decide in turn,
    // and the unique (lecture, participant) index keeps a second first check-in from opening a second record.
    const decide = () =>
      ctx.db.transaction(async (tx) => {
        const existing = await recordOfParticipant(tx, lecture.id, enrolment.participant.id, true);
        const kind = kindOf(entryType, existing);
        if (!isOpenFor(kind, lecture, at)) throw refusal(req, 'related_id', 'attendanceClosed');
        const repeat = repeatOf(entryType, existing);
        if (repeat) throw refusal(req, 'attendance_entry_type', repeat);
        // A scan that passed the rules opens a record, checks in on one a trainer marked by hand (batch page), or checks out.
        const record = existing ?? checkInRecord(lecture, enrolment, at, facts);
        if (existing && kind === 'IN') addCheckIn(lecture, existing, at, facts);
        else if (existing) addCheckOut(existing, at, facts);
        await saveRecord(tx, record);
        return { record, kind };
      });
    // Two first scans at once: the one that lost the race decides again, now seeing the record the other opened.
    const { record, kind } = await againOnUniqueViolation(decide);
    if (kind === 'IN') ctx.metrics.checkIns.inc({ method });
    const summary = {
      record_id: record.id,
      lecture_id: lecture.id,
      entry_type: kind,
      state: stateOf(record),
      status: record.status,
      is_late: record.is_late,
      ...scanTimes(record),
      method,
      distance_m: placement.distance_m,
      flags: entryOf(record, kind)?.flags ?? [],
    };
    return req.ok(kind === 'IN' ? 'checkedIn' : 'checkedOut', summary);
  }

  for (const path of ['attendance/scan', 'attendance/create']) router.post(path, scan, { auth: true, body: ScanBody });
}
