import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { resetTokens, verifyLinks } from './schema';

// What other features may do with auth's links; they never touch auth's tables themselves.

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
