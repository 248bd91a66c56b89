import type { FileSeedContext } from '../../feature';
import type { Data } from '../../types';
import { batchesByIds, lecturesOfBatches } from '../batch/directory';
import { BATCH_ID } from '../batch/ids';
import { seedExams } from './seed-exams';

// Exams, results and certificates relative to `seed.now` (seed-exams.ts), on the batches the batch feature seeded.

/** Exams and results for the demo accounts, after batch (see exam/ids.ts for what each record is for). */
export async function seedCatalog(data: Data, seed: FileSeedContext): Promise<void> {
  const batches = await batchesByIds(seed.db, Object.values(BATCH_ID));
  const lectures = await lecturesOfBatches(seed.db, Object.values(BATCH_ID));
  seedExams(data, batches, lectures, seed.now);
}
