import type { LectureRecord } from './types';

export type LectureStatus = 'active' | 'completed' | 'upcoming';

/** Active from its start instant (inclusive) until its end instant (exclusive); completed from the end instant on. */
export function lectureStatus(lecture: Pick<LectureRecord, 'start_at' | 'end_at'>, now: number): LectureStatus {
  if (now >= Date.parse(lecture.end_at)) return 'completed';
  return now >= Date.parse(lecture.start_at) ? 'active' : 'upcoming';
}
