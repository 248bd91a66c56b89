import { array, boolean, nullable, number, optional, string, type, union, type Infer } from 'superstruct';
import { Id, OptionalText } from './common';
import { Num } from './numbers';
import { oneOf } from './tolerant';
import { maxLength } from './limits';

// QR attendance (learning spec §3 scan payload, QR content, lecture QR data; §7 attendance/view/qr, scan, create)
// and the trainer's live roster of a lecture (beyond the spec).

/** §3 lecture_status: the QR shows for ONGOING, STARTING_SOON and ENDED only. */
export const LECTURE_STATUSES = ['NOT_IN_RANGE', 'STARTING_SOON', 'ENDED', 'ONGOING'] as const;
export type LectureStatus = (typeof LECTURE_STATUSES)[number];

/** §3 lecture_record: date 'YYYY-MM-DD', times 'HH:mm' in `timezone` (an IANA name). */
export const LectureRecordSchema = type({
  batch_title: OptionalText,
  date: string(),
  start_time: string(),
  end_time: string(),
  timezone: OptionalText,
  duration_in_hours: optional(nullable(Num)),
});
export type LectureRecord = Infer<typeof LectureRecordSchema>;

/**
 * §3 Lecture QR data. `lecture_starts_in_time` and `lecture_ended_time_ago` are whole seconds (the platform's
 * duration formatting splits seconds into hours, minutes and seconds).
 */
export const LectureQrDataSchema = type({
  is_lecture_available: boolean(),
  lecture_status: optional(nullable(string())),
  lecture_starts_in_time: optional(nullable(Num)),
  lecture_ended_time_ago: optional(nullable(Num)),
  lecture_record: optional(nullable(LectureRecordSchema)),
});
export type LectureQrData = Infer<typeof LectureQrDataSchema>;

/** POST attendance/view/qr and the roster call: the lecture asked about. */
export const LectureRefBody = type({
  related_type: oneOf(['lecture']),
  related_id: union([string(), number()]),
});

/** {latitude, longitude} in decimal degrees. */
export const CoordsSchema = type({ latitude: number(), longitude: number() });

/**
 * §3 Attendance scan payload (POST attendance/scan; the confirm-first flow posts the same item to attendance/create).
 * `qr_created_at` (beyond the spec's payload) carries the code's creation time so the server can refuse a stale code too.
 */
export const ScanBody = type({
  language: oneOf(['En', 'Ar']),
  attendance_entry_type: oneOf(['IN', 'OUT', 'IN_OUT']),
  related_id: union([maxLength(string(), 20), number()]),
  related_type: oneOf(['lecture']),
  location_coords: CoordsSchema,
  timestamp: number(),
  qr_created_at: optional(nullable(number())),
});
export type ScanRequest = Infer<typeof ScanBody>;

/** Scan and create answers: only `message` is read (§7 "fields not read"; §8 shows the server's words). */
export const ScanAnswer = type({ message: OptionalText });

/** One learner on the roster: checked in (and when), checked out (and when), or not yet. */
export const RosterEntrySchema = type({
  participant_id: Id,
  user_name: string(),
  state: oneOf(['checked_in', 'checked_out', 'not_yet']),
  check_in_at: OptionalText,
  check_out_at: OptionalText,
});
export type RosterEntry = Infer<typeof RosterEntrySchema>;

/** POST attendance/lecture/roster answer (`data`): everyone enrolled in the lecture's batch, and when it was read. */
export const RosterSchema = type({ rows: array(RosterEntrySchema), updated_at: OptionalText });
export type Roster = Infer<typeof RosterSchema>;
