import { array, boolean, enums, nullable, number, optional, string, type, union, type Infer } from 'superstruct';
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

/** One code the server issued: the QR string to draw (signed) and the short number a learner may type instead. */
export const LectureCodeSchema = type({ qr_content: string(), typed_code: string() });
export type LectureCode = Infer<typeof LectureCodeSchema>;

/** The codes of the three entry types (the QR page's tabs draw IN, OUT, or both). */
export const LectureCodesSchema = type({ IN: LectureCodeSchema, OUT: LectureCodeSchema, IN_OUT: LectureCodeSchema });

/** Where the lecture takes place: a point and a radius in metres; all null for an online lecture (no location check). */
export const VenueSchema = type({
  venue_latitude: optional(nullable(Num)),
  venue_longitude: optional(nullable(Num)),
  venue_radius_m: optional(nullable(Num)),
});
export type Venue = Infer<typeof VenueSchema>;

/**
 * §3 Lecture QR data. `lecture_starts_in_time` and `lecture_ended_time_ago` are whole seconds (the platform's
 * duration formatting splits seconds into hours, minutes and seconds).
 * Beyond the spec (attendance the trainer can trust): while the QR shows, `qr_codes` are the server-signed codes to
 * draw now, `qr_refresh_in_ms` how long until they rotate (ask again then), `print_qr_codes` the codes for paper
 * (valid through the lecture's own window only); and the venue the scans are checked against.
 */
export const LectureQrDataSchema = type({
  is_lecture_available: boolean(),
  lecture_status: optional(nullable(string())),
  lecture_starts_in_time: optional(nullable(Num)),
  lecture_ended_time_ago: optional(nullable(Num)),
  lecture_record: optional(nullable(LectureRecordSchema)),
  qr_codes: optional(nullable(LectureCodesSchema)),
  print_qr_codes: optional(nullable(LectureCodesSchema)),
  qr_refresh_in_ms: optional(nullable(Num)),
  venue_latitude: optional(nullable(Num)),
  venue_longitude: optional(nullable(Num)),
  venue_radius_m: optional(nullable(Num)),
});
export type LectureQrData = Infer<typeof LectureQrDataSchema>;

/** POST attendance/view/qr and the roster call: the lecture asked about. */
export const LectureRefBody = type({
  related_type: oneOf(['lecture']),
  related_id: union([string(), number()]),
});

/** {latitude, longitude} in decimal degrees. */
export const CoordsSchema = type({ latitude: number(), longitude: number() });

/** POST attendance/lecture/venue: the trainer sets the lecture's venue (from the QR page, where they stand). */
export const VenueBody = type({
  related_type: oneOf(['lecture']),
  related_id: union([string(), number()]),
  latitude: number(),
  longitude: number(),
  radius_m: optional(nullable(number())),
});
export type VenueRequest = Infer<typeof VenueBody>;

/**
 * §3 Attendance scan payload (POST attendance/scan; the confirm-first flow posts the same item to attendance/create).
 * Beyond the spec: `qr_content` is the code as read (the server takes the lecture and entry type from it once its
 * signature verifies), or `typed_code` the number typed instead; `location_accuracy` the position's accuracy in
 * metres; `scanned_at` (device epoch ms) marks a scan kept offline and sent later, `timestamp` being when it is sent.
 */
export const ScanBody = type({
  language: oneOf(['En', 'Ar']),
  attendance_entry_type: oneOf(['IN', 'OUT', 'IN_OUT']),
  related_id: union([maxLength(string(), 20), number()]),
  related_type: oneOf(['lecture']),
  location_coords: CoordsSchema,
  timestamp: number(),
  qr_content: optional(nullable(maxLength(string(), 200))),
  typed_code: optional(nullable(maxLength(string(), 12))),
  location_accuracy: optional(nullable(number())),
  scanned_at: optional(nullable(number())),
});
export type ScanRequest = Infer<typeof ScanBody>;

/** Scan and create answers: only `message` is read (§7 "fields not read"; §8 shows the server's words). */
export const ScanAnswer = type({ message: OptionalText });

/** Beyond §7: the lecture and direction a recorded scan's answer names (a typed code's only source of them). */
export const ScanRecorded = type({ lecture_id: Id, entry_type: enums(['IN', 'OUT'] as const) });
export type ScanRecorded = Infer<typeof ScanRecorded>;

/** How a scan reached the server: the camera read the code, the learner typed its number, or it was kept offline and sent later. */
export const SCAN_METHODS = ['QR', 'TYPED', 'OFFLINE'] as const;
export type ScanMethod = (typeof SCAN_METHODS)[number];

/**
 * Why a trainer should look twice: kept offline and not yet accepted by a trainer (its time is the device's claim),
 * scanned outside the venue (the academy accepts and flags), or checked out soon after checking in.
 */
export const SCAN_FLAGS = ['offline_unconfirmed', 'outside_venue', 'short_stay'] as const;
export type ScanFlag = (typeof SCAN_FLAGS)[number];

/**
 * One learner on the roster: checked in (and when), checked out (and when), or not yet. Beyond that: how the
 * check-in came (`method`), how far from the venue and how precise the position was (metres, null when unknown),
 * and anything flagged on the record's scans.
 */
export const RosterEntrySchema = type({
  participant_id: Id,
  user_name: string(),
  state: oneOf(['checked_in', 'checked_out', 'not_yet']),
  check_in_at: OptionalText,
  check_out_at: OptionalText,
  method: optional(nullable(string())),
  distance_m: optional(nullable(Num)),
  accuracy_m: optional(nullable(Num)),
  flags: optional(array(string())),
});
export type RosterEntry = Infer<typeof RosterEntrySchema>;

/** POST attendance/lecture/roster answer (`data`): everyone enrolled in the lecture's batch, and when it was read. */
export const RosterSchema = type({ rows: array(RosterEntrySchema), updated_at: OptionalText });
export type Roster = Infer<typeof RosterSchema>;

/**
 * POST attendance/lecture/accept (beyond the spec, issue #29): a trainer of the lecture's batch accepts a learner's
 * offline scans (their time was the device's claim); the answer is the learner's roster row without the flag.
 */
export const AcceptOfflineBody = type({
  related_type: oneOf(['lecture']),
  related_id: union([maxLength(string(), 20), number()]),
  participant_id: union([maxLength(string(), 20), number()]),
});
export type AcceptOfflineRequest = Infer<typeof AcceptOfflineBody>;
