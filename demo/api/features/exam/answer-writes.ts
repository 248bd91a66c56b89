import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { isNotNullViolation } from '../../db/errors';
import { preparedPer } from '../../db/prepared';
import { keyedBatcher, type Settled } from '../../db/keyed-batch';
import { lastPerQuestion, upsertAnswers, type BatchedAnswer } from './answer-batch';
import type { OwnAttempt } from './attempt-state';
import { examAnswers, examAttempts } from './schema';
import type { AnswerFields, AnswerState, ExamAttemptRecord, ExamPaperRecord } from './types';

// The hot writes: an answer or a skip is one prepared statement (500 saves at once on one attempt is the benchmark).

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
    const excluded = (column: string) => sql`excluded.${sql.identifier(column)}`;
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
          set: {
            answer: excluded('answer'),
            skipped: excluded('skipped'),
            started_at: excluded('started_at'),
            ended_at: excluded('ended_at'),
            saved_at: excluded('saved_at'),
          },
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

/** One save waiting in its attempt's batch. */
interface Save extends BatchedAnswer {
  own: OwnAttempt;
}

/** The records after `answers` were written over `before`, in order. */
const afterAll = (before: AnswerState[], answers: readonly BatchedAnswer[], paper: ExamPaperRecord) =>
  answers.reduce(
    (state, { questionId, fields }) =>
      afterWrite(state, { exam_question_id: questionId, answer: fields.answer, skipped: fields.skipped }, paper),
    before,
  );

/** One save alone: its own upsert, settled on its own. */
async function saveAlone(db: Db, save: Save): Promise<Settled<AnswerState[] | undefined>> {
  try {
    const before = await upsertAnswer(db, save.own.attempt, save.questionId, save.fields, save.now, false);
    return { ok: true, value: before && afterAll(before, [save], save.own.paper) };
  } catch (error) {
    return { ok: false, error };
  }
}

/** A batch of one attempt's saves as one upsert; when it fails, each alone, so one bad save fails by itself. */
async function writeSaves(db: Db, saves: Save[]): Promise<Settled<AnswerState[] | undefined>[]> {
  const [first] = saves;
  if (!first) return [];
  if (saves.length === 1) return [await saveAlone(db, first)];
  const answers = lastPerQuestion(saves);
  try {
    const before = await upsertAnswers(db, first.own.attempt, answers);
    const after = before && afterAll(before, answers, first.own.paper);
    return saves.map(() => ({ ok: true, value: after }));
  } catch {
    const settled: Settled<AnswerState[] | undefined>[] = [];
    for (const save of saves) settled.push(await saveAlone(db, save));
    return settled;
  }
}

/** How long an attempt's first save waits for others to share its upsert: a page's burst arrives within it. */
const BATCH_WINDOW_MS = 3;

const batchers = new WeakMap<Db, ReturnType<typeof keyedBatcher<number, Save, AnswerState[] | undefined>>>();

/** The answer batcher of a database handle: saves per attempt id. */
export function answerBatcher(db: Db) {
  let batcher = batchers.get(db);
  if (!batcher) {
    batcher = keyedBatcher((_attemptId: number, saves: Save[]) => writeSaves(db, saves), { windowMs: BATCH_WINDOW_MS });
    batchers.set(db, batcher);
  }
  return batcher;
}

/**
 * Saves the answer to a question of an open attempt (a replay or a new choice replaces it: nothing is counted
 * twice). Saves of one attempt that arrive while its last batch is being written share the next upsert; each is
 * answered once that upsert is done. Answers the attempt's records afterwards, or undefined when nothing was
 * written: the attempt was closed meanwhile, or is not the one described.
 */
export function saveAnswer(
  db: Db,
  own: OwnAttempt,
  questionId: number,
  fields: AnswerFields,
  now: number,
): Promise<AnswerState[] | undefined> {
  return answerBatcher(db).add(own.attempt.id, { own, questionId, fields, now });
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
