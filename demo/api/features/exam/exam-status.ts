import type { ExamRecord, ExamStatus } from './types';

/** Cancelled sticks; otherwise Invitation Sent before the start, Live from start to end (exclusive), then Ended. */
export function examStatus(
  exam: Pick<ExamRecord, 'status' | 'start_date_time' | 'end_date_time'>,
  now: number,
): ExamStatus {
  if (exam.status === 'Cancelled') return 'Cancelled';
  if (now >= Date.parse(exam.end_date_time)) return 'Ended';
  return now >= Date.parse(exam.start_date_time) ? 'Live' : 'Invitation Sent';
}
