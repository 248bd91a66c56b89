import type { Db } from '../../db/database';
import { insertFixtureRows, loadFixtures, readFixture, type FixtureRow } from '../../db/fixtures';
import type { SeedContext } from '../../feature';
import { activities, users } from '../../schema';

// The demo accounts (learner, trainer, both, newcomer, support) and their activity history, from ./fixtures; then any generated
// users (a count given by the server's options, so they stay code).

/** Every seeded account's password (fixtures/users.json writes it as {"$password": …}). */
export const SEED_PASSWORD = 'Academy#2026';

/** The seeded `trainer`'s permissions, given to a trainer made by `npm run api:create-trainer` too. */
export const TRAINER_PERMISSIONS = [
  'dashboard.view',
  'profile.update',
  'tickets.create',
  'tickets.view',
  'attendance.mark',
  'attendance.qr',
  'assessments.mark',
  'batches.view',
];

const FIXTURES = new URL('./fixtures/', import.meta.url);

/** `count` learners `user1@academy.test` … with the seeded learner's permissions, for load tests and seeding budgets. */
function generatedUsers(count: number): FixtureRow[] {
  const learner = readFixture(new URL('users.json', FIXTURES)).find((row) => row.username === 'learner');
  return Array.from({ length: count }, (_, index) => ({
    username: `user${index + 1}`,
    email: `user${index + 1}@academy.test`,
    name: `Generated User ${index + 1}`,
    arabic_name: '',
    nid: null,
    roles: ['learner'],
    permissions: learner?.permissions,
    password_hash: { $password: SEED_PASSWORD },
    email_verified_at: { $at: 'now -30d +12h' },
    created_at: { $at: 'now -30d' },
  }));
}

export async function seedAccounts(db: Db, seed: SeedContext): Promise<void> {
  await loadFixtures(db, seed, FIXTURES, [users, activities]);
  await insertFixtureRows(db, seed, users, generatedUsers(seed.extraUsers));
}
