// QR attendance records (learning §3 Attendance row), as loaded from and saved to ./schema.ts by ./directory.ts.
import type { ScanFlag, ScanMethod } from '../../../../src/core/api/schemas/attendance';

/** A scan either checks in or checks out; an IN_OUT code resolves to one of them. */
export type EntryKind = 'IN' | 'OUT';

/** §3 Attendance statuses; a scan always records PRESENT, the batch page (issue #13) may change it. */
export type AttendanceStatus = 'PRESENT' | 'ABSENT' | 'FLAGGED' | 'EXCUSED';

export interface Coords {
  latitude: number;
  longitude: number;
}

/** One scan: server time, and what the learner's device sent (its clock, position and language); or a trainer's manual entry (batch page: MANUAL, no position). */
export interface AttendanceEntryRecord {
  id: number;
  kind: EntryKind;
  /** Server time of the scan (ISO 8601): the time that counts. */
  at: string;
  /** The payload's `timestamp` (epoch ms on the learner's device), null when it sent none. */
  client_timestamp: number | null;
  coords: Coords | null;
  language: 'En' | 'Ar';
  source: 'SCANNED' | 'MANUAL';
  /** User id of the trainer who added a MANUAL entry. */
  created_by?: number | null;
  /** How a scan came (the camera, a typed code, kept offline); null for a manual entry. */
  method: ScanMethod | null;
  /** Metres from the venue (null: unknown, or a lecture without coordinates) and the position's reported accuracy. */
  distance_m: number | null;
  accuracy_m: number | null;
  /** What the trainer should look at twice (empty for most scans). */
  flags: ScanFlag[];
}

/**
 * One participant's attendance at one lecture, created by their first check-in. The batch page (issue #13,
 * attendance/table) derives its row from it: record_id = `id`, user_name and user_nid from the participant (the roster sends no NID: the trainer page does not show it),
 * `is_late`, `status`, and attendance_entries = `entries` as { processed_time (scans) or marked_at (MANUAL): at, type: the §3 entry type of the check-in or check-out, status_lbl: source } (./marking-view.ts).
 */
export interface AttendanceRecord {
  id: number;
  lecture_id: number;
  batch_id: number;
  /** Participant id (the roster's `participant_id`, batch's). */
  participant_id: number;
  batch_participant_id: number;
  status: AttendanceStatus;
  /** Checked in more than LATE_AFTER_MS after the lecture's start. */
  is_late: boolean;
  /** Oldest first: at most one IN, then at most one OUT. */
  entries: AttendanceEntryRecord[];
  created_at: string;
  updated_at: string;
  // The batch page's manual fields (absent or null on a record only scans made).
  update_comments?: string | null;
  flagged_comments?: string | null;
  /** Reviewed records are locked: the trainer may no longer change them. */
  reviewed_by_name?: string | null;
  reviewed_comments?: string | null;
  /** User id of the trainer who last changed it by hand. */
  updated_by?: number | null;
}

/** Ids of records and entries not saved yet (`saveRecord` gives them the database's). */
export const UNSAVED = 0;
