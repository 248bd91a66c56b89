import { and, desc, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from './db/database';
import { normalizeEmail } from './email';
import { rowId } from './validation';
import { activities, users } from './schema';
import type { ActivityType, Lang, UserRecord } from './types';

// Lookups and derived shapes shared by every route group that deals with people; other features reach accounts
// only through these functions.

export const MIN_PASSWORD_LENGTH = 8;

const MAX_ACTIVITY_PER_USER = 50;

/** Login accepts the username or the email, case-insensitively (both indexed lower-cased). */
export async function findByLogin(db: Db, login: string): Promise<UserRecord | undefined> {
  const key = login.trim().toLowerCase();
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, key), eq(sql`lower(${users.email})`, key)))
    .orderBy(users.id)
    .limit(1);
  return user;
}

export async function findByEmail(db: Db, email: string): Promise<UserRecord | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, normalizeEmail(email)))
    .limit(1);
  return user;
}

export async function findById(db: Db, id: unknown): Promise<UserRecord | undefined> {
  const numeric = rowId(id);
  if (numeric === undefined) return undefined;
  const [user] = await db.select().from(users).where(eq(users.id, numeric)).limit(1);
  return user;
}

/** Several accounts by id at once (names on rosters, trainers of lectures). */
export async function findByIds(db: Db, ids: readonly number[]): Promise<People> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((user) => [user.id, user]));
}

export type NewUser = typeof users.$inferInsert;

/** Stores a new account and returns it with its id. */
export async function insertUser(db: Db, user: NewUser): Promise<UserRecord> {
  const [created] = await db.insert(users).values(user).returning();
  if (!created) throw new Error('insert into users returned no row');
  return created;
}

/** Changes some fields of one account; returns it as stored. */
export async function updateUser(
  db: Db,
  id: number,
  fields: Partial<Omit<NewUser, 'id'>>,
): Promise<UserRecord | undefined> {
  const [updated] = await db.update(users).set(fields).where(eq(users.id, id)).returning();
  return updated;
}

/** Asked for the trainer role at sign-up and not approved yet: the account is a learner meanwhile (#29 item 7). */
export function awaitsTrainerApproval(user: UserRecord): boolean {
  return user.trainer_requested_at !== null && user.trainer_approved_at === null;
}

/** The user as the client sees it (never the password hash); `trainer_approval` only while a trainer awaits approval. */
export function publicUser(user: UserRecord) {
  return {
    id: user.id,
    name: user.name,
    arabic_name: user.arabic_name,
    email: user.email,
    nid: user.nid,
    roles: [...user.roles],
    permissions: [...user.permissions],
    username: user.username,
    calendar: user.calendar,
    ...(awaitsTrainerApproval(user) ? { trainer_approval: 'pending' as const } : {}),
  };
}

export const ACTIVITY_ICONS: Record<ActivityType, string> = {
  updated: 'edit',
  created: 'add',
  email: 'mail',
  login: 'login',
};

export interface ActivityText {
  en: string;
  ar: string;
}

/** Records an activity and keeps only the user's newest 50. */
export async function addActivity(
  db: Db,
  userId: number,
  type: ActivityType,
  text: ActivityText,
  at: number,
): Promise<void> {
  await db.insert(activities).values({
    user_id: userId,
    type,
    icon: ACTIVITY_ICONS[type],
    message: text.en,
    message_ar: text.ar,
    created_at: new Date(at),
  });
  const keep = db
    .select({ id: activities.id })
    .from(activities)
    .where(eq(activities.user_id, userId))
    .orderBy(desc(activities.created_at), desc(activities.id))
    .limit(MAX_ACTIVITY_PER_USER);
  await db.delete(activities).where(and(eq(activities.user_id, userId), notInArray(activities.id, keep)));
}

/** Activity items of one user, newest first, with the message in the caller's language. */
export async function activityOf(db: Db, userId: number, lang: Lang) {
  const rows = await db
    .select()
    .from(activities)
    .where(eq(activities.user_id, userId))
    .orderBy(desc(activities.created_at), desc(activities.id));
  return rows.map((item) => ({
    id: item.id,
    type: item.type,
    icon: item.icon,
    message: lang === 'ar' && item.message_ar ? item.message_ar : item.message,
    created_at: item.created_at.toISOString(),
  }));
}

/** Accounts by id, as views that print names receive them (fetched once per request with `findByIds`). */
export type People = ReadonlyMap<number, UserRecord>;
