import type { LectureStatus } from '../../../../src/core/api/schemas/attendance';
import type { LectureRecord } from '../batch/directory';
import type { EntryKind } from './types';

// When a lecture's QR shows and when scans are taken: one set of windows for view/qr and the scan rules.

const MINUTE = 60_000;

/** The QR page says STARTING_SOON, and check-in opens, this long before the start. */
export const OPENS_BEFORE_START_MS = 30 * MINUTE;
/** The QR page says ENDED, and check-out stays open, until this long after the end (inclusive). */
export const CLOSES_AFTER_END_MS = 3 * 60 * MINUTE;
/** A check-in more than this long after the start is late (exactly this long is on time). */
export const LATE_AFTER_MS = 15 * MINUTE;
/**
 * A present learner whose last check-out is more than this long before the lecture's end left early (issue #34
 * insights): ten minutes spares the ones who pack up as the trainer closes, as LATE_AFTER_MS spares late arrivals.
 */
export const EARLY_LEAVE_MS = 10 * MINUTE;
/** A check-out less than this long after the check-in is flagged: a learner who scans in and straight out was not there. */
export const SHORT_STAY_MS = 10 * MINUTE;
/**
 * A scan kept offline counts when it reaches the server within this long of being read (issue #29). The scanner sends
 * a kept scan as soon as the network returns; a longer outage is the trainer's to mark. It keeps a rotating code's
 * whole life, slot and grace included, at two minutes even when kept, so a photo passed on later is refused.
 */
export const OFFLINE_MAX_DELAY_MS = MINUTE;

type Span = Pick<LectureRecord, 'start_at' | 'end_at'>;

/** STARTING_SOON in [start − 30 min, start), ONGOING in [start, end), ENDED in [end, end + 3 h], else NOT_IN_RANGE. */
export function qrLectureStatus(lecture: Span, now: number): LectureStatus {
  const start = Date.parse(lecture.start_at);
  const end = Date.parse(lecture.end_at);
  if (now < start - OPENS_BEFORE_START_MS) return 'NOT_IN_RANGE';
  if (now < start) return 'STARTING_SOON';
  if (now < end) return 'ONGOING';
  return now <= end + CLOSES_AFTER_END_MS ? 'ENDED' : 'NOT_IN_RANGE';
}

/** Check-in while STARTING_SOON or ONGOING ([start − 30 min, end)); check-out while ONGOING or ENDED ([start, end + 3 h]). */
export function isOpenFor(kind: EntryKind, lecture: Span, now: number): boolean {
  const status = qrLectureStatus(lecture, now);
  return status === 'ONGOING' || status === (kind === 'IN' ? 'STARTING_SOON' : 'ENDED');
}

/** Late when checked in more than LATE_AFTER_MS after the start. */
export function isLate(lecture: Span, checkedInAt: number): boolean {
  return checkedInAt - Date.parse(lecture.start_at) > LATE_AFTER_MS;
}

/** Left early: the last entry is a check-out (none after it) more than EARLY_LEAVE_MS before the end. */
export function leftEarly(lecture: Span, lastIn: number | null, lastOut: number | null): boolean {
  if (lastOut === null || (lastIn !== null && lastIn > lastOut)) return false;
  return Date.parse(lecture.end_at) - lastOut > EARLY_LEAVE_MS;
}
