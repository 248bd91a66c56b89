import { nextId, type ActivityRecord, type ActivityType, type Data, type Lang, type UserRecord } from './types';

// Lookups and derived shapes shared by every route group that deals with people.

/** RFC 5321's longest usable address; checked before anything else looks at the text. */
export const EMAIL_MAX = 254;
export const MIN_PASSWORD_LENGTH = 8;

/**
 * The one email check of every email field, linear in the length: one `@`, a non-empty local part, and two or more
 * non-empty dot-separated domain labels, no white space (the client's rule, without a backtracking pattern).
 */
export function isEmail(value: string): boolean {
  if (value.length === 0 || value.length > EMAIL_MAX || /\s/.test(value)) return false;
  const at = value.indexOf('@');
  if (at <= 0 || at !== value.lastIndexOf('@')) return false;
  const labels = value.slice(at + 1).split('.');
  return labels.length >= 2 && labels.every((label) => label.length > 0);
}
const MAX_ACTIVITY_PER_USER = 50;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Login accepts the username or the email, case-insensitively. */
export function findByLogin(data: Data, login: string): UserRecord | undefined {
  const key = login.trim().toLowerCase();
  return data.users.find((user) => user.username.toLowerCase() === key || user.email.toLowerCase() === key);
}

export function findByEmail(data: Data, email: string): UserRecord | undefined {
  const key = normalizeEmail(email);
  return data.users.find((user) => user.email.toLowerCase() === key);
}

export function findById(data: Data, id: unknown): UserRecord | undefined {
  const numeric = typeof id === 'number' ? id : typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : NaN;
  return data.users.find((user) => user.id === numeric);
}

/** The user as the client sees it (never the password hash). */
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

export function addActivity(data: Data, userId: number, type: ActivityType, text: ActivityText, at: number): void {
  data.activities.push({
    id: nextId(data, 'activity'),
    user_id: userId,
    type,
    icon: ACTIVITY_ICONS[type],
    message: text.en,
    message_ar: text.ar,
    created_at: new Date(at).toISOString(),
  });
  const mine = data.activities.filter((item) => item.user_id === userId);
  if (mine.length > MAX_ACTIVITY_PER_USER) {
    const drop = new Set(mine.slice(0, mine.length - MAX_ACTIVITY_PER_USER));
    data.activities = data.activities.filter((item) => !drop.has(item));
  }
}

/** Activity items of one user, newest first, with the message in the caller's language. */
export function activityOf(data: Data, userId: number, lang: Lang) {
  return data.activities
    .filter((item) => item.user_id === userId)
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id)
    .map((item: ActivityRecord) => ({
      id: item.id,
      type: item.type,
      icon: item.icon,
      message: lang === 'ar' && item.message_ar ? item.message_ar : item.message,
      created_at: item.created_at,
    }));
}
