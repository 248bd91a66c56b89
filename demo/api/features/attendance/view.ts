import { dateLocale } from '../../../../src/core/locale/locale';
import type { Lang } from '../../types';
import { localDate, localTime, timezone } from '../../local-time';
import { pick } from '../../bilingual';
import type { BatchRecord, Enrolment, LectureRecord } from '../batch/types';
import { qrLectureStatus } from './lecture-window';
import { scanTimes, stateOf } from './records';
import type { AttendanceRecord } from './types';

// The answers of the trainer's calls: §3 Lecture QR data and the lecture's roster (src/core/api/schemas/attendance.ts).

const SECOND = 1000;
const HOUR = 60 * 60 * SECOND;


/**
 * §3 Lecture QR data at `now`. Durations are whole seconds: `lecture_starts_in_time` rounds up (never 0 before the
 * start), `lecture_ended_time_ago` down (0 at the end instant).
 */
export function lectureQrData(lecture: LectureRecord, batch: BatchRecord, now: number, lang: Lang) {
  const start = Date.parse(lecture.start_at);
  const end = Date.parse(lecture.end_at);
  return {
    is_lecture_available: true,
    lecture_status: qrLectureStatus(lecture, now),
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
  };
}

/** The batch's `roster` (not withdrawn), by name in the request's language, with their scan state (from the lecture's `records`). */
export function lectureRoster(roster: readonly Enrolment[], records: readonly AttendanceRecord[], now: number, lang: Lang) {
  const collator = new Intl.Collator(dateLocale(lang));
  const byParticipant = new Map(records.map((record) => [record.participant_id, record]));
  const rows = roster.map(({ participant }) => {
    const record = byParticipant.get(participant.id);
    return {
      participant_id: participant.id,
      user_name: pick(lang, participant.name, participant.arabic_name),
      state: stateOf(record),
      ...scanTimes(record),
    };
  });
  rows.sort((a, b) => collator.compare(a.user_name, b.user_name) || a.participant_id - b.participant_id);
  return { rows, updated_at: new Date(now).toISOString() };
}
