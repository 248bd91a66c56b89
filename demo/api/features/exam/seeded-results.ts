import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { batchById, rosterOf } from '../batch/directory';
import { EXAM } from './ids';
import { examAnswers, examAttempts, examPapers, exams } from './schema';

// Batch 2401's results at its two closed exams for the roster places that cannot sign in (issue #34: the insights'
// at-risk list), derived from a place's roster index like the batch's seeded attendance (features/batch/seeded.ts)
// rather than 110 near-identical fixture rows. Places that already have an attempt in the fixtures, and the demo
// accounts' places, are left as the fixtures have them.

const MINUTE = 60_000;
/** The pass mark of an exam without a paper (the manually marked ones; the exam directory's rule). */
const PASS_MARK = 60;

/** How one exam's results spread over the roster. */
interface ExamSpread {
  /** The exam's public number. */
  exam: number;
  /** Roster indexes (0-based) with no attempt, and with a failing one (30–59 %); the others pass (60–98 %). */
  missed: ReadonlySet<number>;
  failed: ReadonlySet<number>;
  /** Marks the attempts are scored out of (the fixtures' attempts at the same exam). */
  total: number;
  /** Minutes after the window opens each attempt starts, times the roster index mod 10: all inside the window. */
  startStep: number;
  /** Minutes spent: at least `min`, plus up to `spread` - 1 by roster index. */
  spent: [min: number, spread: number];
}

/** Mostly places the seeded attendance shows absent (indexes 5 and 9 mod 10) miss or fail; index 22 attends but
 * fails both. The fixtures' own attempts (places 2–5) and the demo accounts stay as they are. */
const SPREADS: ExamSpread[] = [
  {
    exam: EXAM.fireQuiz,
    missed: new Set([9, 29, 49]),
    failed: new Set([15, 22, 45, 55]),
    total: 20,
    startStep: 0.5,
    spent: [12, 13],
  },
  {
    exam: EXAM.fireAssignment,
    missed: new Set([9, 59]),
    failed: new Set([5, 19, 22, 39]),
    total: 100,
    startStep: 90,
    spent: [35, 80],
  },
];

/** A whole percent in [from, from + width) spread by roster index (deterministic, not uniform-looking). */
const spreadPercent = (index: number, exam: number, from: number, width: number) =>
  from + ((index * 37 + exam * 11) % width);

/** The generated attempts (and, for exams with a paper, every question answered) of batch 2401's other places. */
export async function seedBatchResults(db: Db): Promise<void> {
  for (const spread of SPREADS) {
    const [found] = await db
      .select({ exam: exams, paper: examPapers })
      .from(exams)
      .leftJoin(examPapers, eq(examPapers.exam_id, exams.id))
      .where(eq(exams.no, spread.exam));
    const batch = found && (await batchById(db, found.exam.batch_id));
    if (!found || !batch) continue;
    const roster = await rosterOf(db, batch);
    const taken = new Set(
      (
        await db
          .select({ participant_id: examAttempts.participant_id })
          .from(examAttempts)
          .where(eq(examAttempts.exam_id, found.exam.id))
      ).map((row) => row.participant_id),
    );
    const opens = found.exam.start_date_time.getTime();
    const rows = roster.flatMap(({ participant, place }, index) => {
      // Demo accounts (who can sign in) keep exactly the results their fixtures give them.
      if (participant.user_id !== null || taken.has(participant.id) || spread.missed.has(index)) return [];
      const failed = spread.failed.has(index);
      const wanted = failed ? spreadPercent(index, spread.exam, 30, 30) : spreadPercent(index, spread.exam, 60, 39);
      const scored = Math.round((wanted / 100) * spread.total);
      const percentage = Math.round((scored / spread.total) * 100);
      return [
        {
          exam_id: found.exam.id,
          participant_id: participant.id,
          batch_participant_id: place.id,
          passing_status: percentage >= (found.paper?.pass_mark ?? PASS_MARK) ? ('Pass' as const) : ('Fail' as const),
          percentage,
          scored,
          total_score: spread.total,
          is_feedback_pending: false,
          marking: 'marked' as const,
          attempt_date_time: new Date(opens + (index % 10) * spread.startStep * MINUTE),
          total_time_spent: (spread.spent[0] + ((index * 7) % spread.spent[1])) * 60,
        },
      ];
    });
    if (rows.length === 0) continue;
    const inserted = await db
      .insert(examAttempts)
      .values(rows)
      .returning({ id: examAttempts.id, scored: examAttempts.scored, at: examAttempts.attempt_date_time });
    const questions = found.paper?.questions ?? [];
    if (questions.length === 0) continue;
    // Every question answered; as many right as the score covers, the rest a wrong choice (the board counts them).
    const answers = inserted.flatMap((attempt) => {
      const right = Math.round(((attempt.scored ?? 0) / spread.total) * questions.length);
      return questions.map((question, at) => ({
        attempt_id: attempt.id,
        exam_question_id: question.id,
        answer: [at < right ? question.correct : (question.choices.find((c) => c !== question.correct) ?? '')],
        skipped: false,
        started_at: attempt.at,
        ended_at: attempt.at,
        saved_at: attempt.at ?? new Date(opens),
      }));
    });
    await db.insert(examAnswers).values(answers);
  }
}
