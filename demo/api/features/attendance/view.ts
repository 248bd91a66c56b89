import { dateLocale } from '../../../../src/core/locale/locale';
import type { Lang } from '../../types';
import { localDate, localTime, timezone } from '../../local-time';
import { pick } from '../../bilingual';
import type { BatchRecord, Enrolment, LectureRecord } from '../batch/directory';
import { qrLectureStatus } from './lecture-window';
import { entryOf, scanTimes, stateOf } from './records';
import { issueCodes } from './codes';
import type { AttendanceRecord } from './types';

// The answers of the trainer's calls: §3 Lecture QR data and the lecture's roster (src/core/api/schemas/attendance.ts).

const SECOND = 1000;
const HOUR = 60 * 60 * SECOND;

/** The statuses whose page shows a code (§4): the server issues codes for these only. */
const SHOWS_CODE: ReadonlySet<string> = new Set(['STARTING_SOON', 'ONGOING', 'ENDED']);

/**
 * §3 Lecture QR data at `now`. Durations are whole seconds: `lecture_starts_in_time` rounds up (never 0 before the
 * start), `lecture_ended_time_ago` down (0 at the end instant). While a code shows: the signed codes to draw, when
 * they rotate and the printable ones; and always the venue scans are checked against.
 */
export function lectureQrData(lecture: LectureRecord, batch: BatchRecord, now: number, lang: Lang, secret: string) {
  const start = Date.parse(lecture.start_at);
  const end = Date.parse(lecture.end_at);
  const status = qrLectureStatus(lecture, now);
  const codes = SHOWS_CODE.has(status)
    ? issueCodes(secret, lecture, now)
    : { qr_codes: null, print_qr_codes: null, qr_refresh_in_ms: null };
  return {
    is_lecture_available: true,
    lecture_status: status,
    lecture_starts_in_time: now < start ? Math.ceil((start - now) / SECOND) : null,
    lecture_ended_time_ago: now >= end ? Math.floor((now - end) / SECOND) : null,
    lecture_record: {
      batch_title: pick(lang, batch.title, batch.title_ar),
      date: localDate(start),
      start_time: localTime(start),
      end_time: localTime(end),
      timezone: timezone(),
      duration_in_hours: Math.round(((end - start) / HOUR) * 10) / 10,
    },
    ...codes,
    ...venueOf(lecture),
  };
}

/** The venue fields of view/qr and the venue call. */
export function venueOf(lecture: Pick<LectureRecord, 'venue_latitude' | 'venue_longitude' | 'venue_radius_m'>) {
  return {
    venue_latitude: lecture.venue_latitude,
    venue_longitude: lecture.venue_longitude,
    venue_radius_m: lecture.venue_radius_m,
  };
}

/** The batch's `roster` (not withdrawn), by name in the request's language, with their scan state (from the lecture's `records`). */
export function lectureRoster(
  roster: readonly Enrolment[],
  records: readonly AttendanceRecord[],
  now: number,
  lang: Lang,
) {
  const collator = new Intl.Collator(dateLocale(lang));
  const byParticipant = new Map(records.map((record) => [record.participant_id, record]));
  const rows = roster.map(({ participant }) => {
    const record = byParticipant.get(participant.id);
    const checkIn = entryOf(record, 'IN');
    return {
      participant_id: participant.id,
      user_name: pick(lang, participant.name, participant.arabic_name),
      state: stateOf(record),
      ...scanTimes(record),
      method: checkIn?.method ?? null,
      distance_m: checkIn?.distance_m ?? null,
      accuracy_m: checkIn?.accuracy_m ?? null,
      flags: [...new Set(record?.entries.flatMap((entry) => entry.flags) ?? [])],
    };
  });
  rows.sort((a, b) => collator.compare(a.user_name, b.user_name) || a.participant_id - b.participant_id);
  return { rows, updated_at: new Date(now).toISOString() };
}
