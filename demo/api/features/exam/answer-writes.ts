import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { isNotNullViolation } from '../../db/errors';
import { preparedPer } from '../../db/prepared';
import type { OwnAttempt } from './attempt-state';
import { examAnswers, examAttempts } from './schema';
import type { ExamAnswerRecord, ExamAttemptRecord, ExamPaperRecord } from './types';

// The hot writes: an answer or a skip is one prepared statement, and answers arriving together for one attempt are one
// statement (500 saves at once on one attempt is the benchmark).

export type AnswerFields = Pick<ExamAnswerRecord, 'answer' | 'skipped' | 'started_at' | 'ended_at'>;

/** What the next question depends on: which questions are answered or skipped. */
export type AnswerState = Pick<ExamAnswerRecord, 'exam_question_id' | 'answer' | 'skipped'>;

const excluded = (column: string) => sql`excluded.${sql.identifier(column)}`;
/** An upsert's update: the record takes the new answer's fields. */
const REPLACE_ANSWER = {
  answer: excluded('answer'),
  skipped: excluded('skipped'),
  started_at: excluded('started_at'),
  ended_at: excluded('ended_at'),
  saved_at: excluded('saved_at'),
};

/** The upsert of one answer record, prepared once per database handle (the hot write: every answer and skip). */
function answerUpsert(keepAnswered: boolean) {
  return preparedPer((db) => {
    // The attempt as the caller knows it (id, owner, exam, start), and still open.
    const open = db
      .select({ id: examAttempts.id })
      .from(examAttempts)
      .where(
        and(
          eq(examAttempts.id, sql.placeholder('attempt')),
          eq(examAttempts.participant_id, sql.placeholder('participant')),
          eq(examAttempts.exam_id, sql.placeholder('exam')),
          eq(examAttempts.attempt_date_time, sql`${sql.placeholder('started')}::timestamptz`),
          isNull(examAttempts.passing_status),
        ),
      )
      .for('share');
    const saved = db.$with('saved').as(
      db
        .insert(examAnswers)
        .values({
          attempt_id: sql`(${open})`,
          exam_question_id: sql.placeholder('question'),
          answer: sql`${sql.placeholder('answer')}::text[]`,
          skipped: sql.placeholder('skipped'),
          started_at: sql`${sql.placeholder('started_at')}::timestamptz`,
          ended_at: sql`${sql.placeholder('ended_at')}::timestamptz`,
          saved_at: sql`${sql.placeholder('saved_at')}::timestamptz`,
        })
        .onConflictDoUpdate({
          target: [examAnswers.attempt_id, examAnswers.exam_question_id],
          set: REPLACE_ANSWER,
          setWhere: keepAnswered ? sql`cardinality(${examAnswers.answer}) = 0` : undefined,
        })
        .returning({ id: examAnswers.id }),
    );
    return db
      .with(saved)
      .select({
        exam_question_id: examAnswers.exam_question_id,
        answer: examAnswers.answer,
        skipped: examAnswers.skipped,
      })
      .from(examAnswers)
      .where(eq(examAnswers.attempt_id, sql.placeholder('attempt')))
      .prepare(keepAnswered ? 'exam_answer_skip' : 'exam_answer_save');
  });
}
const saveQuery = answerUpsert(false);
const skipQuery = answerUpsert(true);

/**
 * One statement: the upsert of the attempt's record for a question, while the attempt is open, with the attempt's
 * records as they were before it. The attempt id comes from a subquery that reads the row for share only while it
 * is the attempt the caller knows and not taken, so a completion scores either before this write or with it;
 * otherwise the id is null, which the NOT NULL column refuses (SQLSTATE 23502): nothing is written.
 * `keepAnswered` leaves an answered record as is.
 */
async function upsertAnswer(
  db: Db,
  attempt: ExamAttemptRecord,
  questionId: number,
  fields: AnswerFields,
  now: number,
  keepAnswered: boolean,
) {
  const query = (keepAnswered ? skipQuery : saveQuery)(db);
  // Prepared parameters skip the columns' own encoding: the array and the instants go as text, cast in the statement.
  const values = {
    attempt: attempt.id,
    participant: attempt.participant_id,
    exam: attempt.exam_id,
    started: attempt.attempt_date_time,
    question: questionId,
    answer: examAnswers.answer.mapToDriverValue(fields.answer),
    skipped: fields.skipped,
    started_at: fields.started_at,
    ended_at: fields.ended_at,
    saved_at: new Date(now).toISOString(),
  };
  try {
    return await query.execute(values);
  } catch (error) {
    if (isNotNullViolation(error)) return undefined;
    throw error;
  }
}

/** The records after a write, from the ones before it (`written` replaces the question's), in the paper's order. */
function afterWrite(before: readonly AnswerState[], written: AnswerState, paper: ExamPaperRecord): AnswerState[] {
  const byQuestion = new Map(before.map((answer) => [answer.exam_question_id, answer]));
  byQuestion.set(written.exam_question_id, written);
  return paper.questions.flatMap((question) => byQuestion.get(question.id) ?? []);
}

/** One answer waiting to be written with the others that came while its attempt's previous write ran. */
interface PendingSave {
  own: OwnAttempt;
  questionId: number;
  fields: AnswerFields;
  now: number;
  done: (state: AnswerState[] | undefined) => void;
  failed: (error: unknown) => void;
}

/** Per database handle: the attempts with a write running, and the answers that arrived meanwhile. */
const waiting = new WeakMap<Db, Map<number, PendingSave[]>>();

/**
 * The upsert of several answers to one attempt as one statement (the single upsert's rules: the attempt still the one
 * described and open, or nothing is written), the last answer per question winning, with the records before it.
 */
async function upsertAnswers(db: Db, group: readonly PendingSave[]) {
  const { attempt } = group[0]!.own;
  const latest = new Map(group.map((save) => [save.questionId, save]));
  const open = db
    .select({ id: examAttempts.id })
    .from(examAttempts)
    .where(
      and(
        eq(examAttempts.id, attempt.id),
        eq(examAttempts.participant_id, attempt.participant_id),
        eq(examAttempts.exam_id, attempt.exam_id),
        eq(examAttempts.attempt_date_time, sql`${attempt.attempt_date_time}::timestamptz`),
        isNull(examAttempts.passing_status),
      ),
    )
    .for('share');
  const instant = (text: string | null) => (text === null ? null : new Date(text));
  const saved = db.$with('saved').as(
    db
      .insert(examAnswers)
      .values(
        [...latest.values()].map((save) => ({
          attempt_id: sql`(${open})`,
          exam_question_id: save.questionId,
          answer: save.fields.answer,
          skipped: save.fields.skipped,
          started_at: instant(save.fields.started_at),
          ended_at: instant(save.fields.ended_at),
          saved_at: new Date(save.now),
        })),
      )
      .onConflictDoUpdate({
        target: [examAnswers.attempt_id, examAnswers.exam_question_id],
        set: REPLACE_ANSWER,
      })
      .returning({ id: examAnswers.id }),
  );
  try {
    return await db
      .with(saved)
      .select({
        exam_question_id: examAnswers.exam_question_id,
        answer: examAnswers.answer,
        skipped: examAnswers.skipped,
      })
      .from(examAnswers)
      .where(eq(examAnswers.attempt_id, attempt.id));
  } catch (error) {
    if (isNotNullViolation(error)) return undefined;
    throw error;
  }
}

/** Writes a group (one answer alone by the prepared upsert), answers each with the records after the whole group. */
async function writeGroup(db: Db, group: readonly PendingSave[]): Promise<void> {
  const first = group[0]!;
  try {
    const before =
      group.length === 1
        ? await upsertAnswer(db, first.own.attempt, first.questionId, first.fields, first.now, false)
        : await upsertAnswers(db, group);
    const after =
      before &&
      group.reduce<AnswerState[]>(
        (state, save) =>
          afterWrite(
            state,
            { exam_question_id: save.questionId, answer: save.fields.answer, skipped: save.fields.skipped },
            first.own.paper,
          ),
        before,
      );
    for (const save of group) save.done(after);
  } catch (error) {
    for (const save of group) save.failed(error);
  }
}

/** Two saves describe the attempt alike (owner, exam, start): one statement checks one description. */
const sameAttempt = (a: PendingSave, b: PendingSave) =>
  a.own.attempt.participant_id === b.own.attempt.participant_id &&
  a.own.attempt.exam_id === b.own.attempt.exam_id &&
  a.own.attempt.attempt_date_time === b.own.attempt.attempt_date_time;

/**
 * Writes groups for an attempt until no answer waits: each group is the answers that came during the last write and
 * describe the attempt as the first of them does (any other waits for the next group).
 */
async function drainAttempt(db: Db, attemptId: number, first: PendingSave): Promise<void> {
  const queues = waiting.get(db)!;
  for (let group = [first]; group.length > 0;) {
    await writeGroup(db, group);
    const queued = queues.get(attemptId) ?? [];
    const lead = queued[0];
    group = lead ? queued.filter((save) => sameAttempt(save, lead)) : [];
    queues.set(
      attemptId,
      queued.filter((save) => !group.includes(save)),
    );
  }
  queues.delete(attemptId);
}

/**
 * Saves the answer to a question of an open attempt (a replay or a new choice replaces it: nothing is counted
 * twice). Answers that arrive while a write for the same attempt runs are written together next, in one statement
 * (issue #33: 500 saves at once no longer queue one by one on the embedded database); the last one per question wins.
 * Answers the attempt's records afterwards, or undefined when nothing was written: the attempt was closed meanwhile,
 * or is not the one described.
 */
export function saveAnswer(
  db: Db,
  own: OwnAttempt,
  questionId: number,
  fields: AnswerFields,
  now: number,
): Promise<AnswerState[] | undefined> {
  return new Promise((done, failed) => {
    const save: PendingSave = { own, questionId, fields, now, done, failed };
    let queues = waiting.get(db);
    if (!queues) waiting.set(db, (queues = new Map()));
    const queue = queues.get(own.attempt.id);
    if (queue) queue.push(save);
    else {
      queues.set(own.attempt.id, []);
      void drainAttempt(db, own.attempt.id, save);
    }
  });
}

/**
 * Marks a question of an open attempt skipped unless it is answered (skipping keeps an answer), as one conditional
 * upsert. Answers the attempt's records afterwards, or undefined when it was closed meanwhile.
 */
export async function skipQuestion(
  db: Db,
  { attempt, paper }: OwnAttempt,
  questionId: number,
  now: number,
): Promise<AnswerState[] | undefined> {
  const before = await upsertAnswer(
    db,
    attempt,
    questionId,
    { answer: [], skipped: true, started_at: null, ended_at: null },
    now,
    true,
  );
  const answered = before?.find((answer) => answer.exam_question_id === questionId && answer.answer.length > 0);
  return before && afterWrite(before, answered ?? { exam_question_id: questionId, answer: [], skipped: true }, paper);
}
