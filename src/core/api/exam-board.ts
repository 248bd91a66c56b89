import { request } from '../http/client';
import { examBoardPath, extendAttemptPath } from './exam-endpoints';
import { AttemptClockSchema, type AttemptClock } from './schemas/exam-allowances';
import { ExamBoardSchema, type ExamBoard } from './schemas/exam-board';

// Issue #33: the trainer's live exam board and the extra minutes given to a running attempt from it.

export type { AttemptClock, ExamBoard };

/** GET exams/board/{examNo}: every attempt at the exam, running ones first (404 unless the caller trains its batch). */
export function getExamBoard(examNo: string | number): Promise<ExamBoard> {
  return request('GET', examBoardPath(String(examNo)), { schema: ExamBoardSchema, silent: true });
}

/** POST exams/attempts/{id}/extend: adds `minutes` (1–240) to a running attempt; 409 once it has ended. */
export function extendAttempt(attemptId: number, minutes: number): Promise<AttemptClock> {
  return request('POST', extendAttemptPath(String(attemptId)), {
    json: { minutes },
    schema: AttemptClockSchema,
    silent: true,
  });
}
