import type { Db } from '../../db/database';
import { loadFixtures } from '../../db/fixtures';
import type { SeedContext } from '../../feature';
import { courseProgress, courseProgressLinks, courses } from './schema';

// The courses with their trees, one progress record per seeded enrolment and a copied link, from ./fixtures (ids in
// ./ids.ts). Each record holds what the client's progress rules give for its first contents done one a day from its
// batch's start, so the viewer computes the stored percentages (tests/unit/api/course.test.ts checks them).

const FIXTURES = new URL('./fixtures/', import.meta.url);

export async function seedCourse(db: Db, seed: SeedContext): Promise<void> {
  await loadFixtures(db, seed, FIXTURES, [courses, courseProgress, courseProgressLinks]);
}
