import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { resetTokens, verifyLinks } from './schema';

// What other features may do with auth's accounts and links; they never touch auth's tables themselves.

/** The permissions a new account of each role starts with. */
const DEFAULT_PERMISSIONS: Readonly<Record<string, readonly string[]>> = {
  learner: ['dashboard.view', 'profile.update', 'tickets.create', 'tickets.view', 'courses.view', 'exams.take'],
  trainer: ['dashboard.view', 'profile.update', 'tickets.create', 'tickets.view', 'attendance.mark', 'batches.view'],
};

/** A new account's permissions for `role` (self sign-up, the dev helper's exam candidates); none for another role. */
export function defaultPermissions(role: string): string[] {
  return Object.hasOwn(DEFAULT_PERMISSIONS, role) ? [...(DEFAULT_PERMISSIONS[role] ?? [])] : [];
}

/** Ends every live reset link and verification link of a user at `now` (the dev helper that tests expiry); counts each. */
export async function expireLinks(
  db: Db,
  userId: number,
  now: Date,
): Promise<{ reset_tokens: number; verification_links: number }> {
  const tokens = await db
    .update(resetTokens)
    .set({ expires_at: now })
    .where(and(eq(resetTokens.user_id, userId), isNull(resetTokens.used_at), gt(resetTokens.expires_at, now)))
    .returning({ id: resetTokens.token_hash });
  const links = await db
    .update(verifyLinks)
    .set({ force_expired: true })
    .where(and(eq(verifyLinks.user_id, userId), eq(verifyLinks.force_expired, false)))
    .returning({ id: verifyLinks.id });
  return { reset_tokens: tokens.length, verification_links: links.length };
}

/** The password-changed mail, for every screen that changes a password (auth's reset, the profile's change). */
export { passwordChangedMail } from './mails';
