import type { Db } from '../../db/database';
import { insertFixtureRows, loadFixtures } from '../../db/fixtures';
import type { SeedContext } from '../../feature';
import {
  assessmentCriteria,
  assessmentSubCriteria,
  batchActivity,
  batchCourses,
  batches,
  batchParticipants,
  batchTrainers,
  lectures,
  participants,
} from './schema';
import { extraPeople, extraPlaces } from './seed-people';

// Participants, batches, lectures, enrolments, activity and batch 2401's assessment criteria, from ./fixtures (ids
// in ./ids.ts; users by their seeded ids: learner 1, trainer 2, both 3), then batch 2401's generated roster people.
// Attendance rows and scores are derived (seeded.ts), never stored by the seed.

const FIXTURES = new URL('./fixtures/', import.meta.url);

export async function seedBatch(db: Db, seed: SeedContext): Promise<void> {
  await loadFixtures(db, seed, FIXTURES, [
    participants,
    batches,
    batchTrainers,
    batchCourses,
    batchParticipants,
    lectures,
    batchActivity,
    assessmentCriteria,
    assessmentSubCriteria,
  ]);
  await insertFixtureRows(db, seed, participants, extraPeople());
  await insertFixtureRows(db, seed, batchParticipants, extraPlaces());
}
