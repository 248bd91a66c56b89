import type { Db } from '../../db/database';
import type { SeedContext } from '../../feature';
import { EXAM } from './ids';
import { PARTICIPANT } from '../batch/ids';
import { attemptFields, attemptRecord, examRecord } from './rows';
import { certificates, examAnswers, examAttempts, examPapers, exams } from './schema';
import { seededAttempts, seededCertificates, seededExams, type Unsaved, type SeedBatches } from './seed-exams';
import { paperSeconds } from './scoring';
import { CCTV, CROWD, EVACUATION, FIRE, FIRE_AR, FIRST_AID, GUARD, type BankQuestion } from './question-bank';
import type { ExamAnswerRecord, ExamAttemptRecord, ExamPaperRecord, FeedbackTiming } from './types';
import { batchesByIds, lecturesOfBatches } from '../batch/directory';
import { BATCH_ID } from '../batch/ids';

// The exam tables' demo data: the exams, results and certificates of ./seed-exams.ts, the papers of every exam the
// learner can take or has taken (manually marked ones have none: not available), and the answers behind the seeded
// results, so each result's detailed report has its questions and choices.

/** Safe Academy, and the Arabic brand (أكاديمية الأمان) that provides the Arabic exam. */
const SAFE_ACADEMY = 1;
const ARABIC_BRAND = 2;

interface PaperSeed {
  bank: BankQuestion[];
  /** Indexes into the bank. */
  pick: number[];
  timeLimit: number;
  timer?: '1' | '2';
  arabic?: boolean;
  hidden?: boolean;
  feedback?: FeedbackTiming;
  npo?: boolean;
  ineligible?: number[];
}

const FIVE = [0, 1, 2, 3, 4];

const PAPERS: [number, PaperSeed][] = [
  [EXAM.fireLive, { bank: FIRE, pick: [5, 6, 7, 8, 9], timeLimit: 1800 }],
  [EXAM.firstAidFinal, { bank: FIRST_AID, pick: FIVE, timeLimit: 3600, feedback: 'after' }],
  [EXAM.crowdMidterm, { bank: CROWD, pick: FIVE, timeLimit: 1800 }],
  [EXAM.cctvPractical, { bank: CCTV, pick: [0, 1, 2, 3], timeLimit: 1800 }],
  [EXAM.guardFinal, { bank: GUARD, pick: FIVE, timeLimit: 3600, feedback: 'after' }],
  [EXAM.evacuationFinal, { bank: EVACUATION, pick: FIVE, timeLimit: 3600, feedback: 'after' }],
  // The dashboard's pending feedback: the 10-question training-programme form.
  [EXAM.firstAidPractice, { bank: FIRST_AID, pick: FIVE, timeLimit: 2700, feedback: 'after', npo: true }],
  [EXAM.crowdQuiz, { bank: CROWD, pick: [0, 1, 2, 3], timeLimit: 1800 }],
  [EXAM.cctvQuiz, { bank: CCTV, pick: [0, 1, 2, 3], timeLimit: 1800 }],
  [EXAM.fireQuiz, { bank: FIRE, pick: FIVE, timeLimit: 1800 }],
  [EXAM.fireTotalTimer, { bank: FIRE, pick: FIVE, timeLimit: 600, timer: '2' }],
  [
    EXAM.fireQuestionTimer,
    { bank: FIRE, pick: [5, 7, 9, 10], timeLimit: 30, timer: '1', hidden: true, feedback: 'after' },
  ],
  [EXAM.fireArabic, { bank: FIRE_AR, pick: [0, 1, 2, 3], timeLimit: 480, arabic: true }],
  [EXAM.fireFeedbackFirst, { bank: FIRE, pick: [3, 4, 7, 10, 11], timeLimit: 900, feedback: 'before' }],
  [EXAM.fireStartsSoon, { bank: FIRE, pick: [6, 7, 8, 9, 11], timeLimit: 600 }],
  [
    EXAM.fireNotEligible,
    { bank: FIRE, pick: FIVE, timeLimit: 600, ineligible: [PARTICIPANT.learner, PARTICIPANT.both] },
  ],
  [EXAM.fireCompleted, { bank: FIRE, pick: [0, 4, 5, 8, 9], timeLimit: 600 }],
];

/** The exam question id of a paper's n-th question: unique across papers and stable across re-seeds. */
const examQuestionId = (examNo: number, index: number): number => examNo * 100 + index + 1;

function paperOf(examId: number, examNo: number, seed: PaperSeed): ExamPaperRecord {
  return {
    exam_id: examId,
    time_limit: seed.timeLimit,
    timer_type: seed.timer ?? '2',
    language: seed.arabic ? 'Arabic' : 'English',
    pass_mark: 60,
    marks: 10,
    is_show_result: !seed.hidden,
    feedback_timing: seed.feedback ?? null,
    is_npo_course: seed.npo ?? false,
    provided_by: seed.arabic ? ARABIC_BRAND : SAFE_ACADEMY,
    ineligible: [...(seed.ineligible ?? [])],
    questions: seed.pick.map((bankIndex, index) => {
      const [question, choices, correct] = seed.bank[bankIndex] as BankQuestion;
      return {
        id: examQuestionId(examNo, index),
        question_id: bankIndex + 1,
        question,
        choices: [...choices],
        correct: choices[correct] ?? '',
      };
    }),
  };
}

/** Answers behind a seeded result: correct ones for its percentage, then wrong ones; none when not attempted. */
function seededAnswers(attempt: ExamAttemptRecord, paper: ExamPaperRecord): Unsaved<ExamAnswerRecord>[] {
  if (attempt.passing_status === null || attempt.attempt_date_time === null) return [];
  const count = paper.questions.length;
  const right = Math.round(((attempt.percentage ?? 0) / 100) * count);
  // An incomplete attempt stopped after answering about half.
  const answered = attempt.passing_status === 'Incomplete' ? Math.max(right, Math.ceil(count / 2)) : count;
  const at = attempt.attempt_date_time;
  return paper.questions.slice(0, answered).map((question, index) => {
    const wrong = question.choices.find((choice) => choice !== question.correct) ?? question.correct;
    return {
      attempt_id: attempt.id,
      exam_question_id: question.id,
      answer: [index < right ? question.correct : wrong],
      skipped: false,
      started_at: at,
      ended_at: at,
      saved_at: at,
    };
  });
}

const instant = (iso: string | null) => (iso === null ? null : new Date(iso));

/**
 * The exam feature's table seed (after batch: batches and lectures come through its directory). Rows are stored in
 * the order their ids were always given, so ids start at 1 on a new or wiped database as before.
 */
export async function seedExamTables(db: Db, seed: SeedContext): Promise<void> {
  const { now } = seed;
  const batchIds = Object.values(BATCH_ID);
  const data: SeedBatches = {
    batches: await batchesByIds(db, batchIds),
    lectures: await lecturesOfBatches(db, batchIds),
  };
  const storedExams = await db
    .insert(exams)
    .values(
      seededExams(data, now).map((exam) => ({
        ...exam,
        start_date_time: new Date(exam.start_date_time),
        end_date_time: new Date(exam.end_date_time),
      })),
    )
    .returning();
  const examByNo = new Map(storedExams.map((row) => [row.no, examRecord(row)]));
  const papers = PAPERS.flatMap(([no, paperSeed]) => {
    const exam = examByNo.get(no);
    return exam ? [paperOf(exam.id, no, paperSeed)] : [];
  });
  await db.insert(examPapers).values(papers);
  const paperByExam = new Map(papers.map((paper) => [paper.exam_id, paper]));
  const attempts = seededAttempts(data, examByNo).map((attempt) => {
    const paper = paperByExam.get(attempt.exam_id);
    // A seeded attempt took as long as a careful learner would, within the paper's limit.
    if (!paper || attempt.total_time_spent === 0) return attempt;
    return { ...attempt, total_time_spent: Math.min(attempt.total_time_spent, Math.round(paperSeconds(paper) * 0.8)) };
  });
  const storedAttempts = (await db.insert(examAttempts).values(attempts.map(attemptFields)).returning()).map(
    attemptRecord,
  );
  // Answers paper by paper, as they were always numbered.
  const answers = papers.flatMap((paper) =>
    storedAttempts
      .filter((attempt) => attempt.exam_id === paper.exam_id)
      .flatMap((attempt) => seededAnswers(attempt, paper)),
  );
  if (answers.length > 0) {
    await db.insert(examAnswers).values(
      answers.map((answer) => ({
        ...answer,
        started_at: instant(answer.started_at),
        ended_at: instant(answer.ended_at),
        saved_at: new Date(answer.saved_at),
      })),
    );
  }
  const made = seededCertificates(data, examByNo);
  if (made.length > 0) await db.insert(certificates).values(made);
}
