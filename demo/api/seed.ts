import { hashPassword, randomToken } from './security';
import { seedButtons } from './seed-buttons';
import { DATA_VERSION, type ActivityType, type CompanyRecord, type Data, type UserRecord } from './types';
import { addActivity, type ActivityText } from './users';

export const SEED_PASSWORD = 'Academy#2026';

const DAY = 24 * 60 * 60 * 1000;

const LEARNER_PERMISSIONS = ['dashboard.view', 'profile.update', 'tickets.create', 'tickets.view', 'courses.view', 'exams.take'];
const TRAINER_PERMISSIONS = [
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

const COMPANIES: CompanyRecord[] = [
  { id: 1, name: 'Safe Academy', default_language: 'en', color: '#1565c0', initials: 'SA' },
  { id: 2, name: 'أكاديمية الأمان', default_language: 'ar', color: '#00695c', initials: 'أ' },
  { id: 3, name: 'Security Association Academy', default_language: 'en', color: '#6a1b9a', initials: 'SAA' },
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

/** Builds a fresh data set; `now` anchors every relative date so tests with a fake clock stay consistent. */
export function seedData(now: number): Data {
  const data: Data = {
    version: DATA_VERSION,
    secret: randomToken(),
    next_ids: { user: 1, activity: 1 },
    users: [],
    tokens: [],
    reset_tokens: [],
    verify_links: [],
    companies: COMPANIES.map((company) => ({ ...company })),
    buttons: seedButtons(),
    activities: [],
    outbox: [],
  };
  SEED_USERS.forEach((seed, index) => {
    const created = now - (45 - index) * DAY;
    const user: UserRecord = {
      id: data.next_ids.user++,
      username: seed.username,
      email: `${seed.username}@academy.test`,
      name: seed.name,
      arabic_name: seed.arabic_name,
      nid: seed.nid,
      roles: [...seed.roles],
      permissions: [...seed.permissions],
      password_hash: hashPassword(SEED_PASSWORD),
      email_verified_at: new Date(created + DAY / 2).toISOString(),
      created_at: new Date(created).toISOString(),
    };
    data.users.push(user);
    // Users get 4, 5, 6 and 4 items so lists of different lengths are covered.
    const count = [4, 5, 6, 4][index] ?? 4;
    for (const [type, en, ar, daysAgo] of ACTIVITY.slice(0, count)) {
      const text: ActivityText = { en, ar };
      addActivity(data, user.id, type, text, now - (daysAgo + index * 0.1) * DAY);
    }
  });
  return data;
}
