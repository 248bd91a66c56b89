import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { isNotNullViolation } from '../../db/errors';
import type { AnswerFields, AnswerState, ExamAttemptRecord } from './types';

// Many answers of one attempt in one statement: the per-attempt batcher's write (500 saves at once on one attempt
// were 500 statements and 500 disk flushes in line on the embedded database).

/** One answer of a batch: the question and what the page sent. */
export interface BatchedAnswer {
  questionId: number;
  fields: AnswerFields;
  /** When the save arrived (server time). */
  now: number;
}

/** Each question's last answer in arrival order: a later save of a question replaces an earlier one, as one by one. */
export function lastPerQuestion(answers: readonly BatchedAnswer[]): BatchedAnswer[] {
  const last = new Map<number, BatchedAnswer>();
  for (const answer of answers) {
    last.delete(answer.questionId);
    last.set(answer.questionId, answer);
  }
  return [...last.values()];
}

/**
 * Upserts `answers` (one per question) of an open attempt in one statement, with the attempt's records as they were
 * before it; undefined when the attempt is not open or not the one described (the NOT NULL attempt id refuses the
 * rows, SQLSTATE 23502: nothing is written). Same checks as the one-answer upsert (answer-writes.ts).
 */
export async function upsertAnswers(
  db: Db,
  attempt: ExamAttemptRecord,
  answers: readonly BatchedAnswer[],
): Promise<AnswerState[] | undefined> {
  const rows = JSON.stringify(
    answers.map(({ questionId, fields, now }) => ({
      question: questionId,
      answer: fields.answer,
      skipped: fields.skipped,
      started_at: fields.started_at,
      ended_at: fields.ended_at,
      saved_at: new Date(now).toISOString(),
    })),
  );
  try {
    const result = await db.execute(sql`
      with open as (
        select id from exam_attempts
        where id = ${attempt.id} and participant_id = ${attempt.participant_id} and exam_id = ${attempt.exam_id}
          and attempt_date_time = ${attempt.attempt_date_time}::timestamptz and passing_status is null
        for share
      ), saved as (
        insert into exam_answers (attempt_id, exam_question_id, answer, skipped, started_at, ended_at, saved_at)
        select (select id from open), r.question, r.answer, r.skipped, r.started_at, r.ended_at, r.saved_at
        from jsonb_to_recordset(${rows}::jsonb) as r(question integer, answer text[], skipped boolean,
          started_at timestamptz, ended_at timestamptz, saved_at timestamptz)
        on conflict (attempt_id, exam_question_id) do update set answer = excluded.answer,
          skipped = excluded.skipped, started_at = excluded.started_at, ended_at = excluded.ended_at,
          saved_at = excluded.saved_at
        returning id
      )
      select exam_question_id, answer, skipped from exam_answers where attempt_id = ${attempt.id}`);
    // Both drivers answer `{ rows }`.
    return (result as unknown as { rows: AnswerState[] }).rows;
  } catch (error) {
    if (isNotNullViolation(error)) return undefined;
    throw error;
  }
}
