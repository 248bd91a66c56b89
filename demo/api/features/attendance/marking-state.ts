import type { UserRecord } from '../../types';
import type { ScanFlag, ScanMethod } from '../../../../src/core/api/schemas/attendance';
import {
  seededAttendance,
  type AttendanceMark,
  type BatchScope,
  type Enrolment,
  type LectureRecord,
} from '../batch/directory';
import {
  UNSAVED,
  type AttendanceEntryRecord,
  type AttendanceRecord,
  type AttendanceStatus,
  type EntryKind,
} from './types';

// A participant's attendance at one lecture as the batch page sees it: the stored record (scans, manual changes)
// where there is one, else the seeded row, else "not marked". Writes turn the row into a record first (`storeRecord`),
// which the route saves through ./directory.ts.

const DAY = 24 * 60 * 60 * 1000;
/** Attendance can be marked from the lecture's start until this long after its end; then it is closed. */
const MARKING_WINDOW_MS = 3 * DAY;

export interface EntryState {
  /** Stored entry id, or `<row key>:<n>` for a seeded one. */
  id: string;
  kind: EntryKind;
  at: number;
  source: 'SCANNED' | 'MANUAL';
  /** User id of the trainer who added a manual entry (null: the participant's own scan, or seeded). */
  createdBy: number | null;
  /** A scan's method, distance from the venue and accuracy (metres) and flags; null and empty for manual or seeded entries. */
  method: ScanMethod | null;
  distanceM: number | null;
  accuracyM: number | null;
  flags: ScanFlag[];
}

/** What a manual or seeded entry says about how it was made: nothing. */
const MANUAL_FACTS = { method: null, distance_m: null, accuracy_m: null, flags: [] } as const satisfies Pick<
  AttendanceEntryRecord,
  'method' | 'distance_m' | 'accuracy_m' | 'flags'
>;

export interface AttendanceState {
  /** The row's `record_id`: a stored record's id, else `<lecture id>-<participant id>`. */
  key: string;
  lecture: LectureRecord;
  enrolment: Enrolment;
  stored: AttendanceRecord | undefined;
  /** Null: not marked yet. */
  status: AttendanceStatus | null;
  isLate: boolean;
  /** In time order. */
  entries: EntryState[];
  updateComments: string | null;
  flaggedComments: string | null;
  reviewedByName: string | null;
  reviewedComments: string | null;
  updatedBy: number | null;
  updatedAt: string | null;
}

/** Who reviews seeded rows (no such account signs in). */
const REVIEWER = 'Academy Admin';
const REVIEW_NOTE = 'Confirmed against the venue sign-in sheet.';

function fromStored(lecture: LectureRecord, enrolment: Enrolment, record: AttendanceRecord): AttendanceState {
  const entries = record.entries
    .map((entry): EntryState => ({
      id: String(entry.id),
      kind: entry.kind,
      at: Date.parse(entry.at),
      source: entry.source,
      createdBy: entry.created_by ?? null,
      method: entry.method,
      distanceM: entry.distance_m,
      accuracyM: entry.accuracy_m,
      flags: entry.flags,
    }))
    .sort((a, b) => a.at - b.at);
  return {
    key: String(record.id),
    lecture,
    enrolment,
    stored: record,
    status: record.status,
    isLate: record.is_late,
    entries,
    updateComments: record.update_comments ?? null,
    flaggedComments: record.flagged_comments ?? null,
    reviewedByName: record.reviewed_by_name ?? null,
    reviewedComments: record.reviewed_comments ?? null,
    updatedBy: record.updated_by ?? null,
    updatedAt: record.updated_at,
  };
}

function derived(lecture: LectureRecord, enrolment: Enrolment, index: number, now: number): AttendanceState {
  const key = `${lecture.id}-${enrolment.participant.id}`;
  const seeded = seededAttendance(lecture, index, enrolment.place.enrollment_date, now);
  const last = seeded?.entries.at(-1);
  return {
    key,
    lecture,
    enrolment,
    stored: undefined,
    status: seeded?.status ?? null,
    isLate: seeded?.isLate ?? false,
    entries: (seeded?.entries ?? []).map((entry, n) => ({
      ...entry,
      id: `${key}:${n + 1}`,
      createdBy: null,
      method: null,
      distanceM: null,
      accuracyM: null,
      flags: [],
    })),
    updateComments: seeded?.updateComments ?? null,
    flaggedComments: seeded?.flaggedComments ?? null,
    reviewedByName: seeded?.reviewed ? REVIEWER : null,
    reviewedComments: seeded?.reviewed ? REVIEW_NOTE : null,
    updatedBy: null,
    updatedAt: seeded ? new Date(last?.at ?? Math.min(now, Date.parse(lecture.end_at))).toISOString() : null,
  };
}

/** Every roster row of a lecture, in roster order, from the lecture's stored `records` (recordsOfLecture). */
export function lectureStates(
  records: readonly AttendanceRecord[],
  scope: BatchScope,
  lecture: LectureRecord,
  now: number,
): AttendanceState[] {
  const stored = new Map<number, AttendanceRecord>();
  for (const record of records) if (record.lecture_id === lecture.id) stored.set(record.participant_id, record);
  return scope.roster.map((enrolment, index) => {
    const record = stored.get(enrolment.participant.id);
    return record ? fromStored(lecture, enrolment, record) : derived(lecture, enrolment, index, now);
  });
}

/** A row on the assessment grid: P for present on time, L for late, A for absent or excused; null when not marked. */
export function markOf(state: AttendanceState): AttendanceMark {
  if (state.status === 'PRESENT' || state.status === 'FLAGGED') return state.isLate ? 'L' : 'P';
  return state.status ? 'A' : null;
}

/**
 * The rows of `lecture` named by `keys`, by key (a derived key whose participant now has a stored record still finds
 * it, so an optimistic page holding an old key keeps working); undefined in the result for a key of no row.
 */
export function statesByKeys(
  records: readonly AttendanceRecord[],
  scope: BatchScope,
  lecture: LectureRecord,
  keys: readonly string[],
  now: number,
): Map<string, AttendanceState | undefined> {
  const all = lectureStates(records, scope, lecture, now);
  const byKey = new Map<string, AttendanceState>();
  for (const state of all) {
    byKey.set(state.key, state);
    byKey.set(`${lecture.id}-${state.enrolment.participant.id}`, state);
  }
  return new Map(keys.map((key) => [key, byKey.get(key)]));
}

/** Marking is open from the lecture's start until MARKING_WINDOW_MS after its end; the reason when it is not. */
export function lectureMarking(lecture: LectureRecord, now: number): 'open' | 'lectureNotStarted' | 'lectureClosed' {
  if (now < Date.parse(lecture.start_at)) return 'lectureNotStarted';
  return now > Date.parse(lecture.end_at) + MARKING_WINDOW_MS ? 'lectureClosed' : 'open';
}

/** An administrator may mark any row (no seeded account is one). */
export function isAdmin(user: UserRecord): boolean {
  return user.roles.some((role) => role.trim().toLowerCase() === 'admin');
}

/** §6 row permissions: a trainer marks while the lecture is open and the row is not reviewed; an admin always. */
export function rowPermissions(state: AttendanceState, user: UserRecord, now: number) {
  return {
    can_mark_attendance: lectureMarking(state.lecture, now) === 'open' && state.reviewedByName === null,
    admin_mark_attendance: isAdmin(user),
  };
}

/** The record behind a row, made from the row as shown when it was only derived (the route saves it). */
export function storeRecord(state: AttendanceState, now: number): AttendanceRecord {
  if (state.stored) return state.stored;
  const iso = new Date(now).toISOString();
  const record: AttendanceRecord = {
    id: UNSAVED,
    lecture_id: state.lecture.id,
    batch_id: state.lecture.batch_id,
    participant_id: state.enrolment.participant.id,
    batch_participant_id: state.enrolment.place.id,
    status: state.status ?? 'ABSENT',
    is_late: state.isLate,
    entries: state.entries.map((entry) => ({
      id: UNSAVED,
      kind: entry.kind,
      at: new Date(entry.at).toISOString(),
      client_timestamp: null,
      coords: null,
      language: 'En',
      source: entry.source,
      created_by: entry.createdBy,
      method: entry.method,
      distance_m: entry.distanceM,
      accuracy_m: entry.accuracyM,
      flags: entry.flags,
    })),
    created_at: state.updatedAt ?? iso,
    updated_at: state.updatedAt ?? iso,
    update_comments: state.updateComments,
    flagged_comments: state.flaggedComments,
    reviewed_by_name: state.reviewedByName,
    reviewed_comments: state.reviewedComments,
    updated_by: state.updatedBy,
  };
  state.stored = record;
  return record;
}

/** Adds a trainer's manual entry (never SCANNED) to a stored record. */
export function addManualEntry(
  record: AttendanceRecord,
  kind: EntryKind,
  at: number,
  user: UserRecord,
  lang: 'En' | 'Ar',
): void {
  record.entries.push({
    id: UNSAVED,
    kind,
    at: new Date(at).toISOString(),
    client_timestamp: null,
    coords: null,
    language: lang,
    source: 'MANUAL',
    created_by: user.id,
    ...MANUAL_FACTS,
  });
  record.entries.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}
