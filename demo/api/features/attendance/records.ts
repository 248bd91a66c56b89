import type { Enrolment, LectureRecord } from '../batch/directory';
import { isLate, SHORT_STAY_MS } from './lecture-window';
import { UNSAVED, type AttendanceEntryRecord, type AttendanceRecord, type EntryKind } from './types';

// Building attendance records in memory (./directory.ts saves them); shared by the seed and the routes.

/** The first entry of a kind (a record holds at most one of each). */
export function entryOf(record: AttendanceRecord | undefined, kind: EntryKind): AttendanceEntryRecord | undefined {
  return record?.entries.find((entry) => entry.kind === kind);
}

export type RosterState = 'checked_in' | 'checked_out' | 'not_yet';

export function stateOf(record: AttendanceRecord | undefined): RosterState {
  if (entryOf(record, 'OUT')) return 'checked_out';
  return entryOf(record, 'IN') ? 'checked_in' : 'not_yet';
}

/** What a scan carries besides its kind and time. */
export type ScanFacts = Pick<
  AttendanceEntryRecord,
  'client_timestamp' | 'coords' | 'language' | 'method' | 'distance_m' | 'accuracy_m' | 'flags'
>;

function newEntry(kind: EntryKind, at: number, facts: ScanFacts): AttendanceEntryRecord {
  return { id: UNSAVED, kind, at: new Date(at).toISOString(), ...facts, source: 'SCANNED' };
}

/** PRESENT, or FLAGGED when a scan of the record carries a flag (the trainer reviews it; it is not a full presence). */
function statusOf(entries: readonly AttendanceEntryRecord[]): 'PRESENT' | 'FLAGGED' {
  return entries.some((entry) => entry.flags.length > 0) ? 'FLAGGED' : 'PRESENT';
}

/** A PRESENT (or FLAGGED) record opened by a check-in at `at` (not yet stored). */
export function checkInRecord(
  lecture: LectureRecord,
  enrolment: Enrolment,
  at: number,
  facts: ScanFacts,
): AttendanceRecord {
  const iso = new Date(at).toISOString();
  return {
    id: UNSAVED,
    lecture_id: lecture.id,
    batch_id: lecture.batch_id,
    participant_id: enrolment.participant.id,
    batch_participant_id: enrolment.place.id,
    status: statusOf([newEntry('IN', at, facts)]),
    is_late: isLate(lecture, at),
    entries: [newEntry('IN', at, facts)],
    created_at: iso,
    updated_at: iso,
  };
}

/** Adds a check-in at `at` to a record a trainer opened by hand without one (batch page): it turns PRESENT (or FLAGGED). */
export function addCheckIn(lecture: LectureRecord, record: AttendanceRecord, at: number, facts: ScanFacts): void {
  record.entries.push(newEntry('IN', at, facts));
  record.status = statusOf(record.entries);
  record.is_late = isLate(lecture, at);
  record.updated_at = new Date(at).toISOString();
}

/** Adds a check-out at `at` to a checked-in record; one within SHORT_STAY_MS of the check-in is flagged. */
export function addCheckOut(record: AttendanceRecord, at: number, facts: ScanFacts): void {
  const checkIn = entryOf(record, 'IN');
  const short = checkIn !== undefined && at - Date.parse(checkIn.at) < SHORT_STAY_MS;
  record.entries.push(newEntry('OUT', at, short ? { ...facts, flags: [...facts.flags, 'short_stay'] } : facts));
  if (record.entries.some((entry) => entry.flags.length > 0)) record.status = 'FLAGGED';
  record.updated_at = new Date(at).toISOString();
}

/** The times the roster and the scan answers show: ISO, or null when not scanned. */
export function scanTimes(record: AttendanceRecord | undefined) {
  return { check_in_at: entryOf(record, 'IN')?.at ?? null, check_out_at: entryOf(record, 'OUT')?.at ?? null };
}

/**
 * A trainer accepts the record's offline scans (issue #29): `offline_unconfirmed` goes from its entries, and a record
 * FLAGGED by its scans alone (never marked by hand) with no other flag left turns PRESENT. False when none was offline.
 */
export function acceptOffline(record: AttendanceRecord, at: number): boolean {
  if (!record.entries.some((entry) => entry.flags.includes('offline_unconfirmed'))) return false;
  for (const entry of record.entries) entry.flags = entry.flags.filter((flag) => flag !== 'offline_unconfirmed');
  if (record.status === 'FLAGGED' && record.updated_by == null) record.status = statusOf(record.entries);
  record.updated_at = new Date(at).toISOString();
  return true;
}
