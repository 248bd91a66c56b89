import { request } from '../http/client';
import { AttemptClockSchema, type AttemptClock } from './schemas/exam-allowances';
import { ExamBoardSchema, type ExamBoard } from './schemas/exam-board';

// Issue #33: the trainer's live exam board and the extra minutes given to a running attempt from it. The paths are
// written here as in exam-integrity.ts (exam-endpoints.ts names them for the API tests): that module is the exam
// page's, and importing it would put all its paths in the batch page.

export type { AttemptClock, ExamBoard };

/** GET exams/board/{examNo}: every attempt at the exam, running ones first (404 unless the caller trains its batch). */
export function getExamBoard(examNo: string | number): Promise<ExamBoard> {
  return request('GET', `exams/board/${encodeURIComponent(examNo)}`, { schema: ExamBoardSchema, silent: true });
}

/** POST exams/attempts/{id}/extend: adds `minutes` (1–240) to a running attempt; 409 once it has ended. */
export function extendAttempt(attemptId: number, minutes: number): Promise<AttemptClock> {
  return request('POST', `exams/attempts/${encodeURIComponent(attemptId)}/extend`, {
    json: { minutes },
    schema: AttemptClockSchema,
    silent: true,
  });
}
