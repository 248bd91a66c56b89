import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { loadFixtures } from '../../db/fixtures';
import type { SeedContext } from '../../feature';
import { freezeExpiries } from './certificate-expiry';
import { certificates, examAnswers, examAttempts, examPapers, exams } from './schema';

// Exams in every status, results in every passing status, the answers behind them (each result's detailed report
// has its questions and choices), the papers of every exam the learner can take or has taken (manually marked ones
// have none) and certificates, from ./fixtures (numbers in ./ids.ts; papers' questions from ./question-bank.ts).

const FIXTURES = new URL('./fixtures/', import.meta.url);

export async function seedExamTables(db: Db, seed: SeedContext): Promise<void> {
  await loadFixtures(db, seed, FIXTURES, [exams, examPapers, examAttempts, examAnswers, certificates]);
  // The issued ones get their expiry as issuing freezes it: the course's validity (seeded before exam) from the issue date.
  const issued = await db.select({ id: certificates.id }).from(certificates).where(eq(certificates.status, 'issued'));
  await freezeExpiries(
    db,
    issued.map((row) => row.id),
  );
}
