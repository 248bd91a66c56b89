import type { Db } from '../../db/database';
import type { SeedContext } from '../../feature';
import { activities, users } from '../../schema';
import type { ActivityType } from '../../types';
import { ACTIVITY_ICONS } from '../../users';

export const SEED_PASSWORD = 'Academy#2026';

const DAY = 24 * 60 * 60 * 1000;

const LEARNER_PERMISSIONS = [
  'dashboard.view',
  'profile.update',
  'tickets.create',
  'tickets.view',
  'courses.view',
  'exams.take',
];
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

interface SeedUser {
  username: string;
  name: string;
  arabic_name: string;
  nid: string | null;
  roles: string[];
  permissions: string[];
}

const SEED_USERS: SeedUser[] = [
  {
    username: 'learner',
    name: 'Layla Learner',
    arabic_name: 'ليلى المتعلمة',
    nid: '784-1990-1234567-1',
    roles: ['learner'],
    permissions: LEARNER_PERMISSIONS,
  },
  {
    username: 'trainer',
    name: 'Tariq Trainer',
    arabic_name: 'طارق المدرب',
    nid: '784-1985-7654321-2',
    roles: ['trainer'],
    permissions: TRAINER_PERMISSIONS,
  },
  {
    username: 'both',
    name: 'Bilal Both',
    arabic_name: 'بلال',
    nid: '784-1988-1112223-3',
    roles: ['Instructor', 'Student'],
    permissions: [...new Set([...LEARNER_PERMISSIONS, ...TRAINER_PERMISSIONS])],
  },
  {
    username: 'newcomer',
    name: 'Nadia Newcomer',
    arabic_name: '',
    nid: null,
    roles: ['learner'],
    permissions: LEARNER_PERMISSIONS,
  },
];

// Activity history for each seeded user: [type, English, Arabic, days ago].
const ACTIVITY: [ActivityType, string, string, number][] = [
  ['created', 'Account created', 'تم إنشاء الحساب', 40],
  ['email', 'Email address verified', 'تم التحقق من البريد الإلكتروني', 39.5],
  ['updated', 'Profile name updated', 'تم تحديث اسم الملف الشخصي', 21],
  ['login', 'Signed in from a new device', 'تم تسجيل الدخول من جهاز جديد', 9],
  ['updated', 'Password changed', 'تم تغيير كلمة المرور', 3],
  ['login', 'Signed in', 'تم تسجيل الدخول', 0.2],
];

function userRow(seed: SeedContext, fields: SeedUser, created: number): typeof users.$inferInsert {
  return {
    username: fields.username,
    email: `${fields.username}@academy.test`,
    name: fields.name,
    arabic_name: fields.arabic_name,
    nid: fields.nid,
    roles: [...fields.roles],
    permissions: [...fields.permissions],
    password_hash: seed.passwordHash(SEED_PASSWORD),
    email_verified_at: new Date(created + DAY / 2),
    created_at: new Date(created),
  };
}

/** The demo accounts (learner, trainer, both, newcomer) with their activity history, then any generated users. */
export async function seedAccounts(db: Db, seed: SeedContext): Promise<void> {
  const { now } = seed;
  const created = await db
    .insert(users)
    .values(SEED_USERS.map((fields, index) => userRow(seed, fields, now - (45 - index) * DAY)))
    .returning({ id: users.id });
  const history = created.flatMap(({ id }, index) => {
    // Users get 4, 5, 6 and 4 items so lists of different lengths are covered.
    const count = [4, 5, 6, 4][index] ?? 4;
    return ACTIVITY.slice(0, count).map(([type, message, message_ar, daysAgo]) => ({
      user_id: id,
      type,
      icon: ACTIVITY_ICONS[type],
      message,
      message_ar,
      created_at: new Date(now - (daysAgo + index * 0.1) * DAY),
    }));
  });
  await db.insert(activities).values(history);
  await addGeneratedUsers(db, seed, seed.extraUsers);
}

/** Adds `count` learners `user1@academy.test` … (password SEED_PASSWORD) for load tests and seeding budgets. */
async function addGeneratedUsers(db: Db, seed: SeedContext, count: number): Promise<void> {
  const BATCH = 1000;
  for (let first = 1; first <= count; first += BATCH) {
    const rows = [];
    for (let index = first; index < Math.min(first + BATCH, count + 1); index++) {
      const fields = {
        username: `user${index}`,
        name: `Generated User ${index}`,
        arabic_name: '',
        nid: null,
        roles: ['learner'],
        permissions: LEARNER_PERMISSIONS,
      };
      rows.push(userRow(seed, fields, seed.now - 30 * DAY));
    }
    await db.insert(users).values(rows);
  }
}
