import type { examAnswers, examAttempts, examPapers, exams } from './schema';
import type { ExamAnswerRecord, ExamAttemptRecord, ExamPaperRecord, ExamRecord } from './types';

// Rows of ./schema.ts as the records the routes, the seed and ./directory.ts work with (instants as ISO 8601).

type ExamRow = typeof exams.$inferSelect;
export type PaperRow = typeof examPapers.$inferSelect;
type AttemptRow = typeof examAttempts.$inferSelect;
type AnswerRow = typeof examAnswers.$inferSelect;

const iso = (at: Date | null): string | null => (at === null ? null : at.toISOString());

/** An exam row as its record. */
export function examRecord(row: ExamRow): ExamRecord {
  return { ...row, start_date_time: row.start_date_time.toISOString(), end_date_time: row.end_date_time.toISOString() };
}

/** A paper row as its record. */
export function paperRecord(row: PaperRow): ExamPaperRecord {
  return row;
}

/** An attempt row as its record. */
export function attemptRecord(row: AttemptRow): ExamAttemptRecord {
  return { ...row, attempt_date_time: iso(row.attempt_date_time) };
}

/** An answer row as its record. */
export function answerRecord(row: AnswerRow): ExamAnswerRecord {
  return { ...row, started_at: iso(row.started_at), ended_at: iso(row.ended_at), saved_at: row.saved_at.toISOString() };
}

/** The columns an attempt record sets (all but its id), as a row stores them. */
export function attemptFields(attempt: Omit<ExamAttemptRecord, 'id'>): Omit<AttemptRow, 'id'> {
  return {
    exam_id: attempt.exam_id,
    participant_id: attempt.participant_id,
    batch_participant_id: attempt.batch_participant_id,
    passing_status: attempt.passing_status,
    percentage: attempt.percentage,
    scored: attempt.scored,
    total_score: attempt.total_score,
    is_feedback_pending: attempt.is_feedback_pending,
    marking: attempt.marking,
    attempt_date_time: attempt.attempt_date_time === null ? null : new Date(attempt.attempt_date_time),
    total_time_spent: attempt.total_time_spent,
    extra_seconds: attempt.extra_seconds,
  };
}
