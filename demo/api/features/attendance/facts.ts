import { seededAttendance, type AttendanceFact, type LectureRecord, type RosterLectures } from '../batch/directory';
import { leftEarly } from './lecture-window';
import type { AttendanceStatus } from './types';

// A roster place at a lecture as the insights and exports read it (issue #34): a stored record's status, lateness
// and entry times (the first and last check-in and last check-out it carries), else the seeded row cut at `now`, exactly as the batch page shows it.

/** A stored record reduced to what the insights need: one row per record from one read. */
export interface RecordTimes {
  lecture_id: number;
  participant_id: number;
  status: string;
  is_late: boolean;
  first_in: number | null;
  last_in: number | null;
  last_out: number | null;
}

const time = (text: string | undefined) => (text ? Number(text) : null);

/**
 * A lecture's records as the database packs them: `participant status late first_in last_in last_out` per record
 * (late 0 or 1, times in epoch ms or empty), records joined by commas. Statuses and numbers hold neither separator.
 */
export function unpackRecords(lectureId: number, packed: string): RecordTimes[] {
  if (!packed) return [];
  return packed.split(',').map((record) => {
    const [participant, status = '', late, firstIn, lastIn, lastOut] = record.split(' ');
    return {
      lecture_id: lectureId,
      participant_id: Number(participant),
      status,
      is_late: late === '1',
      first_in: time(firstIn),
      last_in: time(lastIn),
      last_out: time(lastOut),
    };
  });
}

const PRESENT: ReadonlySet<string> = new Set(['PRESENT', 'FLAGGED']);

function factOf(
  lecture: LectureRecord,
  status: AttendanceStatus | null,
  late: boolean,
  times: { firstIn: number | null; lastIn: number | null; lastOut: number | null },
): AttendanceFact {
  const present = status !== null && PRESENT.has(status);
  return {
    status,
    late: present && late,
    earlyLeave: present && leftEarly(lecture, times.lastIn, times.lastOut),
    checkIn: times.firstIn,
    checkOut: times.lastOut,
  };
}

/** The seeded row of roster place `index` (what attendance/table shows without a record), or unmarked. */
export function seededFact(lecture: LectureRecord, index: number, enrolledOn: string, now: number): AttendanceFact {
  const seeded = seededAttendance(lecture, index, enrolledOn, now);
  if (!seeded) return { status: null, late: false, earlyLeave: false, checkIn: null, checkOut: null };
  const ins = seeded.entries.filter((entry) => entry.kind === 'IN').map((entry) => entry.at);
  const outs = seeded.entries.filter((entry) => entry.kind === 'OUT').map((entry) => entry.at);
  return factOf(lecture, seeded.status, seeded.isLate, {
    firstIn: ins[0] ?? null,
    lastIn: ins.at(-1) ?? null,
    lastOut: outs.at(-1) ?? null,
  });
}

/** For each group, for each of its lectures, every roster place's fact in roster order. */
export function attendanceFactsOf(
  records: readonly RecordTimes[],
  groups: readonly RosterLectures[],
  now: number,
): AttendanceFact[][][] {
  const byLecture = new Map<number, Map<number, RecordTimes>>();
  for (const record of records) {
    let places = byLecture.get(record.lecture_id);
    if (!places) byLecture.set(record.lecture_id, (places = new Map()));
    places.set(record.participant_id, record);
  }
  return groups.map(({ roster, lectures }) =>
    lectures.map((lecture) => {
      const stored = byLecture.get(lecture.id);
      return roster.map((enrolment, index) => {
        const record = stored?.get(enrolment.participant.id);
        if (!record) return seededFact(lecture, index, enrolment.place.enrollment_date, now);
        return factOf(lecture, record.status as AttendanceStatus, record.is_late, {
          firstIn: record.first_in,
          lastIn: record.last_in,
          lastOut: record.last_out,
        });
      });
    }),
  );
}
