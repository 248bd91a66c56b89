import { and, asc, eq, inArray, isNotNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { preparedPer } from '../../db/prepared';
import { answerRecord, attemptFields, attemptRecord, examRecord, paperRecord, type PaperRow } from './rows';
import { certificates, examAnswers, examAttempts, examPapers, exams, feedbackSubmissions } from './schema';
import type { ResultRelease } from './result-notice';
import { completeAttempt, isPastDeadline, isTaken } from './scoring';
import type {
  CertificateRecord,
  ExamAnswerRecord,
  ExamAttemptRecord,
  ExamPaperRecord,
  ExamRecord,
  FeedbackSubmissionRecord,
} from './types';

// The exam tables' reads and writes for the exam routes (other features use ./directory.ts; the hot answer writes are
// in ./answer-writes.ts). Rules that span rows run in one transaction on the attempt's row, locked: a start
// (./attempt-start.ts), a completion, a survey that clears the pending state.

/** An exam with its paper (none for a manually marked exam: it is not taken here). */
export interface ExamWithPaper {
  exam: ExamRecord;
  paper: ExamPaperRecord | null;
}

const withPaper = (row: { exam: typeof exams.$inferSelect; paper: PaperRow | null }): ExamWithPaper => ({
  exam: examRecord(row.exam),
  paper: row.paper && paperRecord(row.paper),
});

// Every exam page and call starts with one of these: prepared once per database handle.
const examByNoQuery = preparedPer((db) =>
  db
    .select({ exam: exams, paper: examPapers })
    .from(exams)
    .leftJoin(examPapers, eq(examPapers.exam_id, exams.id))
    .where(eq(exams.no, sql.placeholder('no')))
    .prepare('exam_by_no'),
);
const examByIdQuery = preparedPer((db) =>
  db
    .select({ exam: exams, paper: examPapers })
    .from(exams)
    .leftJoin(examPapers, eq(examPapers.exam_id, exams.id))
    .where(eq(exams.id, sql.placeholder('id')))
    .prepare('exam_by_id'),
);
const attemptByIdQuery = preparedPer((db) =>
  db
    .select({ attempt: examAttempts, batch_id: exams.batch_id, paper: examPapers })
    .from(examAttempts)
    .innerJoin(exams, eq(exams.id, examAttempts.exam_id))
    .leftJoin(examPapers, eq(examPapers.exam_id, examAttempts.exam_id))
    .where(eq(examAttempts.id, sql.placeholder('id')))
    .prepare('exam_attempt_by_id'),
);
const answerRowsQuery = preparedPer((db) =>
  db
    .select()
    .from(examAnswers)
    .where(eq(examAnswers.attempt_id, sql.placeholder('attempt')))
    .prepare('exam_answers_of_attempt'),
);

/** The exam with that public number. */
export async function examByNo(db: Db, no: number): Promise<ExamWithPaper | undefined> {
  const [row] = await examByNoQuery(db).execute({ no });
  return row && withPaper(row);
}

/** The exam with that internal id. */
export async function examById(db: Db, id: number): Promise<ExamWithPaper | undefined> {
  const [row] = await examByIdQuery(db).execute({ id });
  return row && withPaper(row);
}

/** An attempt with its exam's batch and paper. */
export interface AttemptWithPaper {
  attempt: ExamAttemptRecord;
  batchId: number;
  paper: ExamPaperRecord | null;
}

/** An attempt by id with its exam's batch and paper (one indexed read: every answer, skip and completion starts here). */
export async function attemptWithPaper(db: Db, id: number): Promise<AttemptWithPaper | undefined> {
  const [row] = await attemptByIdQuery(db).execute({ id });
  return (
    row && { attempt: attemptRecord(row.attempt), batchId: row.batch_id, paper: row.paper && paperRecord(row.paper) }
  );
}

/** The participant's attempt at an exam; `lock` holds its row until the transaction `db` ends. */
export async function attemptOf(
  db: Db,
  examId: number,
  participantId: number,
  lock = false,
): Promise<ExamAttemptRecord | undefined> {
  const query = db
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.exam_id, examId), eq(examAttempts.participant_id, participantId)));
  const [row] = lock ? await query.for('update') : await query;
  return row && attemptRecord(row);
}

/** Stores a new attempt; a second one of the same exam and participant breaks the unique index (the caller decides again). */
export async function insertAttempt(db: Db, attempt: Omit<ExamAttemptRecord, 'id'>): Promise<ExamAttemptRecord> {
  const [row] = await db.insert(examAttempts).values(attemptFields(attempt)).returning();
  if (!row) throw new Error('insert into exam_attempts returned no row');
  return attemptRecord(row);
}

/** Answer records in the paper's question order (answers to questions no longer on it are left out). */
function inPaperOrder(rows: readonly (typeof examAnswers.$inferSelect)[], paper: ExamPaperRecord): ExamAnswerRecord[] {
  const byQuestion = new Map(rows.map((row) => [row.exam_question_id, row]));
  return paper.questions.flatMap((question) => {
    const row = byQuestion.get(question.id);
    return row ? [answerRecord(row)] : [];
  });
}

/** An attempt's answer records, in the paper's question order. */
export async function answersOf(db: Db, attemptId: number, paper: ExamPaperRecord): Promise<ExamAnswerRecord[]> {
  return inPaperOrder(await answerRowsQuery(db).execute({ attempt: attemptId }), paper);
}

/** The stored answer of one question of an attempt. */
export async function answerOf(db: Db, attemptId: number, questionId: number): Promise<ExamAnswerRecord | undefined> {
  const [row] = await db
    .select()
    .from(examAnswers)
    .where(and(eq(examAnswers.attempt_id, attemptId), eq(examAnswers.exam_question_id, questionId)));
  return row && answerRecord(row);
}

/**
 * Scores and closes an attempt once: its row is locked, so two completions (the page's and the deadline's) score it
 * one after the other and the second finds it taken. With `dueOnly`, only an attempt past its deadline is closed.
 * The closing transaction also writes the result's release (its notice, #32), so each attempt is released once.
 * Answers the attempt as stored afterwards.
 */
export async function closeAttempt(
  db: Db,
  attemptId: number,
  paper: ExamPaperRecord,
  now: number,
  release: ResultRelease,
  dueOnly = false,
): Promise<ExamAttemptRecord> {
  let closed = false;
  const stored = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(examAttempts).where(eq(examAttempts.id, attemptId)).for('update');
    if (!row) throw new Error(`exam attempt ${attemptId} is gone`);
    const attempt = attemptRecord(row);
    if (isTaken(attempt) || (dueOnly && !isPastDeadline(attempt, paper, now))) return attempt;
    completeAttempt(attempt, paper, await answersOf(tx, attempt.id, paper), now);
    await tx.update(examAttempts).set(attemptFields(attempt)).where(eq(examAttempts.id, attempt.id));
    await release.write(tx, attempt, paper);
    closed = true;
    return attempt;
  });
  if (closed) release.committed();
  return stored;
}

/** Closes an attempt whose deadline has passed (the page may never say so: a closed tab); answers it as it is now. */
export async function settleAttempt(
  db: Db,
  attempt: ExamAttemptRecord | undefined,
  paper: ExamPaperRecord | null,
  now: number,
  release: ResultRelease,
): Promise<ExamAttemptRecord | undefined> {
  if (!attempt || !paper || isTaken(attempt) || !isPastDeadline(attempt, paper, now)) return attempt;
  return closeAttempt(db, attempt.id, paper, now, release, true);
}

/** Whether the participant gave a survey of this type for the exam. */
export async function feedbackGiven(
  db: Db,
  examId: number,
  participantId: number,
  type: FeedbackSubmissionRecord['feedback_type'],
): Promise<boolean> {
  const [row] = await db
    .select({ id: feedbackSubmissions.id })
    .from(feedbackSubmissions)
    .where(
      and(
        eq(feedbackSubmissions.exam_id, examId),
        eq(feedbackSubmissions.participant_id, participantId),
        eq(feedbackSubmissions.feedback_type, type),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Stores a survey, replacing one of the same exam, participant and type (a replay); an after-exam survey clears its
 * attempt's pending feedback in the same transaction.
 */
export async function saveFeedback(db: Db, submission: Omit<FeedbackSubmissionRecord, 'id'>): Promise<void> {
  const values = { ...submission, created_at: new Date(submission.created_at) };
  await db.transaction(async (tx) => {
    await tx
      .insert(feedbackSubmissions)
      .values(values)
      .onConflictDoUpdate({
        target: [feedbackSubmissions.exam_id, feedbackSubmissions.participant_id, feedbackSubmissions.feedback_type],
        set: { language: values.language, answers: values.answers, created_at: values.created_at },
      });
    if (submission.feedback_type !== 'AfterExam') return;
    await tx
      .update(examAttempts)
      .set({ is_feedback_pending: false })
      .where(
        and(eq(examAttempts.exam_id, submission.exam_id), eq(examAttempts.participant_id, submission.participant_id)),
      );
  });
}

/** The participant's issued certificate with that number, or of that exam. */
export async function issuedCertificate(
  db: Db,
  participantId: number,
  which: { no: string } | { examId: number },
): Promise<CertificateRecord | undefined> {
  const [row] = await db
    .select()
    .from(certificates)
    .where(
      and(
        eq(certificates.participant_id, participantId),
        eq(certificates.status, 'issued'),
        'no' in which ? eq(certificates.certificate_no, which.no) : eq(certificates.exam_id, which.examId),
      ),
    )
    .orderBy(asc(certificates.id))
    .limit(1);
  return row;
}

/** The started attempts at the exams of a batch with their exams, in attempt order (the batch's integrity list). */
export async function startedAttemptsOfBatch(
  db: Db,
  batchId: number,
): Promise<{ exam: ExamRecord; attempt: ExamAttemptRecord }[]> {
  const rows = await db
    .select({ exam: exams, attempt: examAttempts })
    .from(examAttempts)
    .innerJoin(exams, eq(exams.id, examAttempts.exam_id))
    .where(and(eq(exams.batch_id, batchId), isNotNull(examAttempts.attempt_date_time)))
    .orderBy(asc(examAttempts.id));
  return rows.map((row) => ({ exam: examRecord(row.exam), attempt: attemptRecord(row.attempt) }));
}

/** The started attempts at one exam, in attempt order (the live board). */
export async function startedAttemptsOfExam(db: Db, examId: number): Promise<ExamAttemptRecord[]> {
  const rows = await db
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.exam_id, examId), isNotNull(examAttempts.attempt_date_time)))
    .orderBy(asc(examAttempts.id));
  return rows.map(attemptRecord);
}

/** Per attempt: how many questions are answered (not only skipped) and when the last save came. */
export async function answerProgress(
  db: Db,
  attemptIds: readonly number[],
): Promise<Map<number, { answered: number; lastSave: string | null }>> {
  if (attemptIds.length === 0) return new Map();
  const rows = await db
    .select({
      attempt_id: examAnswers.attempt_id,
      answered: sql<number>`count(*) filter (where cardinality(${examAnswers.answer}) > 0)`.mapWith(Number),
      last: max(examAnswers.saved_at),
    })
    .from(examAnswers)
    .where(inArray(examAnswers.attempt_id, [...attemptIds]))
    .groupBy(examAnswers.attempt_id);
  return new Map(
    rows.map((row) => [row.attempt_id, { answered: row.answered, lastSave: row.last?.toISOString() ?? null }]),
  );
}
