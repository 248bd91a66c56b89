import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { freezeExpiries } from './certificate-expiry';
import { attemptRecord, examRecord, paperRecord } from './rows';
import { certificates, examAttempts, examPapers, exams } from './schema';
import { examStanding, type ExamStanding } from './standing';
import type { ExamAttemptRecord, ExamRecord } from './types';

// What other features may ask about exams, results and certificates (the dashboards, the batch page); they never
// read the exam tables themselves. Every read is by an index: batches, a participant, an exam number.

/** The exams of these batches, in id order (learner dashboard: upcoming; trainer dashboard: to mark). */
export async function examsOfBatches(db: Db, batchIds: readonly number[]): Promise<ExamRecord[]> {
  if (batchIds.length === 0) return [];
  const rows = await db
    .select()
    .from(exams)
    .where(inArray(exams.batch_id, [...batchIds]))
    .orderBy(asc(exams.id));
  return rows.map(examRecord);
}

/** A participant's attempt with its exam. */
export interface ExamResult {
  attempt: ExamAttemptRecord;
  exam: ExamRecord;
}

/** Every attempt of a participant with its exam, in attempt id order (learner dashboard: previous exams, and what is no longer upcoming). */
export async function resultsOfParticipant(db: Db, participantId: number): Promise<ExamResult[]> {
  const rows = await db
    .select({ attempt: examAttempts, exam: exams })
    .from(examAttempts)
    .innerJoin(exams, eq(exams.id, examAttempts.exam_id))
    .where(eq(examAttempts.participant_id, participantId))
    .orderBy(asc(examAttempts.id));
  return rows.map((row) => ({ attempt: attemptRecord(row.attempt), exam: examRecord(row.exam) }));
}

export type { ExamStanding, ResultState } from './standing';
export { examStatus } from './exam-status';
export type { ExamRecord } from './types';

/**
 * The participant's standing at each of these exams, by exam id: may they take it (the take page's eligibility) and
 * does the result page have a result (learner dashboard: what an upcoming exam's row offers). `results` are theirs.
 */
export async function standingsOf(
  db: Db,
  participantId: number,
  examList: readonly ExamRecord[],
  results: readonly ExamResult[],
  now: number,
): Promise<Map<number, ExamStanding>> {
  if (examList.length === 0) return new Map();
  const papers = await db
    .select()
    .from(examPapers)
    .where(
      inArray(
        examPapers.exam_id,
        examList.map((exam) => exam.id),
      ),
    );
  const paperOf = new Map(papers.map((row) => [row.exam_id, paperRecord(row)]));
  const attemptOf = new Map(results.map((result) => [result.exam.id, result.attempt]));
  return new Map(
    examList.map((exam) => [
      exam.id,
      examStanding(paperOf.get(exam.id) ?? null, attemptOf.get(exam.id), participantId, now),
    ]),
  );
}

/** An issued certificate as the learner dashboard lists it (an achievement). */
export interface Achievement {
  course_id: number;
  issue_date: string;
  /** The public number of the exam it was earned by, if any. */
  exam_no: number | null;
}

/** A participant's issued certificates, in id order. */
export async function achievementsOf(db: Db, participantId: number): Promise<Achievement[]> {
  return db
    .select({ course_id: certificates.course_id, issue_date: certificates.issue_date, exam_no: exams.no })
    .from(certificates)
    .leftJoin(exams, eq(exams.id, certificates.exam_id))
    .where(and(eq(certificates.participant_id, participantId), eq(certificates.status, 'issued')))
    .orderBy(asc(certificates.id));
}

/** How many attempts of each of these exams wait for a trainer's marking (exams with none are left out). */
export async function pendingMarkingCounts(db: Db, examIds: readonly number[]): Promise<Map<number, number>> {
  if (examIds.length === 0) return new Map();
  const rows = await db
    .select({ exam_id: examAttempts.exam_id, pending: count() })
    .from(examAttempts)
    .where(and(inArray(examAttempts.exam_id, [...examIds]), eq(examAttempts.marking, 'pending')))
    .groupBy(examAttempts.exam_id);
  return new Map(rows.map((row) => [row.exam_id, row.pending]));
}

/** How many certificates of each of these batches are ready for the trainer to process (batches with none are left out). */
export async function readyCertificateCounts(db: Db, batchIds: readonly number[]): Promise<Map<number, number>> {
  if (batchIds.length === 0) return new Map();
  const rows = await db
    .select({ batch_id: certificates.batch_id, ready: count() })
    .from(certificates)
    .where(and(inArray(certificates.batch_id, [...batchIds]), eq(certificates.status, 'ready')))
    .groupBy(certificates.batch_id);
  return new Map(rows.map((row) => [row.batch_id, row.ready]));
}

/** The attempt id of each participant who has one at the exam with that public number (batch page: assessment rows). */
export async function attemptIdsOfExam(db: Db, examNo: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ participant_id: examAttempts.participant_id, id: examAttempts.id })
    .from(examAttempts)
    .innerJoin(exams, eq(exams.id, examAttempts.exam_id))
    .where(eq(exams.no, examNo))
    .orderBy(asc(examAttempts.id));
  return new Map(rows.map((row) => [row.participant_id, row.id]));
}

/** The participant's attempt id at the exam with that public number, or null (batch page: a score's path). */
export async function attemptIdOfParticipant(db: Db, examNo: number, participantId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: examAttempts.id })
    .from(examAttempts)
    .innerJoin(exams, eq(exams.id, examAttempts.exam_id))
    .where(and(eq(exams.no, examNo), eq(examAttempts.participant_id, participantId)))
    .limit(1);
  return row?.id ?? null;
}

/** What the verify feature reads of an issued certificate. */
export interface IssuedCertificate {
  id: number;
  certificate_no: string;
  batch_id: number;
  course_id: number;
  issue_date: string;
  holder_name: string;
  /** Frozen when issued (./certificate-expiry.ts); null: it never expires. */
  expires_on: string | null;
}

const ISSUED = {
  id: certificates.id,
  certificate_no: certificates.certificate_no,
  batch_id: certificates.batch_id,
  course_id: certificates.course_id,
  issue_date: certificates.issue_date,
  holder_name: certificates.holder_name,
  expires_on: certificates.expires_on,
};

/** The issued certificate with this verification code or number (unique indexes); 'ready' ones are not found. */
export async function issuedCertificateBy(
  db: Db,
  which: { code: string } | { no: string },
): Promise<IssuedCertificate | undefined> {
  const [row] = await db
    .select(ISSUED)
    .from(certificates)
    .where(
      and(
        'code' in which ? eq(certificates.verification_code, which.code) : eq(certificates.certificate_no, which.no),
        eq(certificates.status, 'issued'),
      ),
    )
    .limit(1);
  // An issued certificate always has its frozen name (the migration filled the older ones).
  return row && row.holder_name !== null ? { ...row, holder_name: row.holder_name } : undefined;
}

export { newVerificationCode } from './verification-code';
export { freezeExpiries };

/** A batch's issued certificates in id order (the trainer's certificate list), read through the batch index. */
export async function issuedCertificatesOfBatch(
  db: Db,
  batchId: number,
): Promise<(IssuedCertificate & { participant_id: number })[]> {
  const rows = await db
    .select({ ...ISSUED, participant_id: certificates.participant_id })
    .from(certificates)
    .where(and(eq(certificates.batch_id, batchId), eq(certificates.status, 'issued')))
    .orderBy(asc(certificates.id));
  return rows.map((row) => ({ ...row, holder_name: row.holder_name ?? '' }));
}

export { examFacts } from './facts';

/** How many of a batch's certificates wait for its trainer to issue them (#29 item 9). */
export async function readyCertificateCount(db: Db, batchId: number): Promise<number> {
  return (await readyCertificateCounts(db, [batchId])).get(batchId) ?? 0;
}

/** A certificate as issuing it left it, for the notice its holder gets (verify's ./issue-notices.ts). */
export interface NewlyIssued {
  participant_id: number;
  certificate_no: string;
  course_id: number;
  verification_code: string;
}

/**
 * Issues a batch's ready certificates (#29 item 9): each holder's name, `names` by participant id, is frozen as it
 * stands now, dated `issueDate`. A certificate already issued is left alone (a second call issues nothing); a holder
 * without a name waits; each one's expiry is frozen from its course's validity now. `onIssued` runs in the same
 * transaction with what was issued (the holders' notices, #32). Answers how many were issued.
 */
export async function issueReadyCertificates(
  db: Db,
  batchId: number,
  names: ReadonlyMap<number, string>,
  issueDate: string,
  onIssued: (tx: Db, issued: readonly NewlyIssued[]) => Promise<void>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const ready = await tx
      .select({
        id: certificates.id,
        participant_id: certificates.participant_id,
        certificate_no: certificates.certificate_no,
        course_id: certificates.course_id,
        verification_code: certificates.verification_code,
      })
      .from(certificates)
      .where(and(eq(certificates.batch_id, batchId), eq(certificates.status, 'ready')))
      .for('update');
    const issued: typeof ready = [];
    for (const row of ready) {
      const name = names.get(row.participant_id)?.trim();
      if (!name) continue;
      await tx
        .update(certificates)
        .set({ status: 'issued', holder_name: name, issue_date: issueDate })
        .where(and(eq(certificates.id, row.id), eq(certificates.status, 'ready')));
      issued.push(row);
    }
    // The expiry is frozen with the name: a later change of the course's validity leaves these alone.
    await freezeExpiries(
      tx,
      issued.map((row) => row.id),
    );
    if (issued.length > 0) await onIssued(tx, issued);
    return issued.length;
  });
}
