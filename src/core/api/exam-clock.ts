import { request } from '../http/client';
import { attemptClockPath } from './exam-endpoints';
import { AttemptClockSchema, type AttemptClock } from './schemas/exam-allowances';

export type { AttemptClock };

/** GET exams/attempts/{attemptId}/clock (#33): the learner's running attempt's time left, limit and whether it ended. */
export function getAttemptClock(attemptId: string): Promise<AttemptClock> {
  return request('GET', attemptClockPath(attemptId), { schema: AttemptClockSchema, silent: true });
}
