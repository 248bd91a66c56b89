import { validate } from 'superstruct';
import { checkSchema, request } from '../http/client';
import { innerData } from './inner-data';
import { Ignored } from './schemas/common';
import {
  LectureQrDataSchema,
  RosterEntrySchema,
  RosterSchema,
  ScanRecorded,
  VenueSchema,
  type AcceptOfflineRequest,
  type LectureQrData,
  type Roster,
  type RosterEntry,
  type ScanRequest,
  type Venue,
  type VenueRequest,
} from './schemas/attendance';

export * from './schemas/attendance';

const lectureRef = (lectureId: string) => ({ related_type: 'lecture' as const, related_id: lectureId });

/** POST attendance/view/qr — §7 "data.data or data" is the lecture's QR data (§3). */
export async function fetchLectureQr(lectureId: string): Promise<LectureQrData> {
  const answer = await request('POST', 'attendance/view/qr', {
    json: lectureRef(lectureId),
    schema: Ignored,
    silent: true,
  });
  return checkSchema(innerData(answer), LectureQrDataSchema, 'attendance/view/qr');
}

/** POST attendance/lecture/roster — who has checked in and out of the lecture (beyond the spec). */
export function fetchRoster(lectureId: string): Promise<Roster> {
  return request('POST', 'attendance/lecture/roster', {
    json: lectureRef(lectureId),
    schema: RosterSchema,
    silent: true,
  });
}

/** What a recorded scan's answer says: its message, and the lecture and direction when the server names them. */
export interface ScanOutcome {
  message: string | undefined;
  recorded: { lectureId: string; entryType: ScanRecorded['entry_type'] } | null;
}

/**
 * POST attendance/scan, or attendance/create for the confirm-first flow. A recorded scan is a success whatever the
 * body holds (§7): only a text message is shown, and the lecture and direction are read when they are well formed.
 */
export async function submitAttendance(body: ScanRequest, call: 'scan' | 'create'): Promise<ScanOutcome> {
  const answer = await request('POST', `attendance/${call}`, {
    json: body,
    schema: Ignored,
    silent: true,
    unwrap: false,
  });
  const { message, data } = (answer && typeof answer === 'object' ? answer : {}) as {
    message?: unknown;
    data?: unknown;
  };
  const [, recorded] = validate(data, ScanRecorded, { coerce: true });
  return {
    message: typeof message === 'string' && message ? message : undefined,
    recorded: recorded ? { lectureId: recorded.lecture_id, entryType: recorded.entry_type } : null,
  };
}

/** POST attendance/lecture/venue — the lecture's venue as the server stored it (trainers of its batch only; 422 with field errors on bad values). */
export function saveVenue(body: VenueRequest): Promise<Venue> {
  return request('POST', 'attendance/lecture/venue', { json: body, schema: VenueSchema, silent: true });
}

/**
 * POST attendance/lecture/accept — a trainer of the lecture's batch accepts a learner's offline scans (beyond the
 * spec, issue #29); the learner's roster row as it now stands (403 to anyone else, 404 without a record).
 */
export function acceptOfflineScans(body: AcceptOfflineRequest): Promise<RosterEntry> {
  return request('POST', 'attendance/lecture/accept', { json: body, schema: RosterEntrySchema, silent: true });
}
