import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { loadFixtures } from '../../db/fixtures';
import type { SeedContext } from '../../feature';
import { freezeExpiries } from './certificate-expiry';
import { seedBatchResults } from './seeded-results';
import { certificates, examAnswers, examAttempts, examPapers, exams } from './schema';

// Exams in every status, results in every passing status, the answers behind them (each result's detailed report
// has its questions and choices), the papers of every exam the learner can take or has taken (manually marked ones
// have none) and certificates, from ./fixtures, plus batch 2401's generated results (./seeded-results.ts) (numbers in ./ids.ts; papers' questions from ./question-bank.ts).

const FIXTURES = new URL('./fixtures/', import.meta.url);

export async function seedExamTables(db: Db, seed: SeedContext): Promise<void> {
  await loadFixtures(db, seed, FIXTURES, [exams, examPapers, examAttempts, examAnswers, certificates]);
  // Batch 2401's other places' results at its closed exams (the insights' at-risk list), derived from the roster.
  await seedBatchResults(db);
  // The issued ones get their expiry as issuing freezes it: the course's validity (seeded before exam) from the issue date.
  const issued = await db.select({ id: certificates.id }).from(certificates).where(eq(certificates.status, 'issued'));
  await freezeExpiries(
    db,
    issued.map((row) => row.id),
  );
}
