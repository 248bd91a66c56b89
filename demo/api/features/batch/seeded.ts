import { roundScore } from '../../../../src/core/batch/scores';
import { localDate } from '../../local-time';
import { LECTURE, PERF_LECTURE_ID } from './ids';
import type { LectureRecord, SubCriterionRecord } from './types';
import type { AttendanceStatus } from '../../../../src/core/api/schemas/batch';

// The batch page's seeded attendance and scores, derived from a participant's place on the roster instead of
// stored: nothing is written until a trainer changes a row (then the row is stored as it was shown, plus the change).

const MINUTE = 60_000;

/** Lectures whose rows are seeded: 2401's finished ones and the performance lecture; others start unmarked. */
const SEEDED_LECTURES: ReadonlySet<number> = new Set([LECTURE.fireFinished, LECTURE.fireLastWeek, PERF_LECTURE_ID]);
/** Only this lecture has reviewed (locked) rows. */
const REVIEWED_LECTURE = LECTURE.fireFinished;

/** One seeded entry: minutes after the start (negative: before the end) and whether a QR scan made it. */
/** A check-in or check-out, as attendance records its entries. */
type EntryKind = 'IN' | 'OUT';
type SeedEntry = [EntryKind, number, 'SCANNED' | 'MANUAL'];

interface Pattern {
  status: AttendanceStatus;
  late: boolean;
  entries: SeedEntry[];
  comments?: string;
  flagged?: string;
}

/** Ten patterns by roster place (mod 10): every status, lateness, breaks, scans and manual entries. Offsets from the end are written as `end` + minutes. */
const END = 10_000;
const PATTERNS: Pattern[] = [
  {
    status: 'PRESENT',
    late: false,
    entries: [
      ['IN', 2, 'SCANNED'],
      ['OUT', END + 3, 'SCANNED'],
    ],
  },
  {
    status: 'PRESENT',
    late: false,
    entries: [
      ['IN', 4, 'SCANNED'],
      ['OUT', 50, 'MANUAL'],
      ['IN', 60, 'SCANNED'],
      ['OUT', END + 1, 'SCANNED'],
    ],
  },
  {
    status: 'PRESENT',
    late: false,
    entries: [
      ['IN', 1, 'MANUAL'],
      ['OUT', END, 'MANUAL'],
    ],
    comments: 'Phone battery flat: marked by hand.',
  },
  {
    status: 'PRESENT',
    late: true,
    entries: [
      ['IN', 22, 'SCANNED'],
      ['OUT', END + 5, 'SCANNED'],
    ],
  },
  {
    status: 'PRESENT',
    late: false,
    entries: [
      ['IN', 5, 'SCANNED'],
      ['OUT', 45, 'SCANNED'],
    ],
    comments: 'Left early for a shift.',
  },
  { status: 'ABSENT', late: false, entries: [] },
  {
    status: 'FLAGGED',
    late: false,
    entries: [
      ['IN', 3, 'SCANNED'],
      ['OUT', 20, 'SCANNED'],
      ['IN', 70, 'SCANNED'],
      ['OUT', END, 'SCANNED'],
    ],
    flagged: 'Fifty-minute break: check with the participant.',
  },
  { status: 'EXCUSED', late: false, entries: [], comments: 'Medical appointment (note received).' },
  {
    status: 'PRESENT',
    late: true,
    entries: [
      ['IN', 18, 'MANUAL'],
      ['OUT', END, 'MANUAL'],
    ],
    comments: 'Arrived late: traffic.',
  },
  { status: 'ABSENT', late: false, entries: [] },
];

/** Whether places without a stored record at this lecture have a seeded row (a few lectures only). */
export function hasSeededRows(lectureId: number): boolean {
  return SEEDED_LECTURES.has(lectureId);
}

/** A seeded row before the clock cuts it: entries after `now` have not happened yet. */
export interface SeededAttendance {
  status: AttendanceStatus;
  isLate: boolean;
  entries: { kind: EntryKind; at: number; source: 'SCANNED' | 'MANUAL' }[];
  updateComments: string | null;
  flaggedComments: string | null;
  reviewed: boolean;
}

/** Roster places (mod 20) whose row on the reviewed lecture is locked. */
const REVIEWED_PLACE = 13;

/**
 * The seeded row of roster place `index` at `lecture`, or null when the lecture is not seeded or the place was
 * enrolled (`enrolledOn`, `YYYY-MM-DD`) on the lecture's day or later: the seed's history predates them.
 */
export function seededAttendance(
  lecture: LectureRecord,
  index: number,
  enrolledOn: string,
  now: number,
): SeededAttendance | null {
  if (!SEEDED_LECTURES.has(lecture.id)) return null;
  if (enrolledOn >= localDate(Date.parse(lecture.start_at))) return null;
  const pattern = PATTERNS[index % PATTERNS.length]!;
  const start = Date.parse(lecture.start_at);
  const end = Date.parse(lecture.end_at);
  const entries = pattern.entries
    .map(([kind, offset, source]) => ({
      kind,
      source,
      at: offset >= END ? end + (offset - END) * MINUTE : start + offset * MINUTE,
    }))
    .filter((entry) => entry.at <= now);
  return {
    status: pattern.status,
    isLate: pattern.late,
    entries,
    updateComments: pattern.comments ?? null,
    flaggedComments: pattern.flagged ?? null,
    reviewed: lecture.id === REVIEWED_LECTURE && index % 20 === REVIEWED_PLACE,
  };
}

/** Roster places (mod 15) whose scores are final: their score cells are read-only. */
const FINAL_PLACE = 14;

export function scoresAreFinal(index: number): boolean {
  return index % 15 === FINAL_PLACE;
}

/** The seeded score of roster place `index` for a sub-criterion: null (not scored yet) for some, else 55–99 % of the maximum in halves. */
export function seededScore(sub: SubCriterionRecord, index: number): number | null {
  if ((index + sub.id) % 9 === 4) return null;
  const share = 0.55 + ((index * 37 + sub.id * 11) % 45) / 100;
  return Math.min(sub.max_score, roundScore(Math.round(sub.max_score * share * 2) / 2));
}
