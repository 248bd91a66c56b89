import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { mailOptOuts } from '../schema';
import { hmacHex, safeEqual } from '../security';

// Which mails a user may turn off (notices; security mails always go), their choice, and the signed one-click link.

/** Kinds a user may turn off by email; every other kind (verify, reset, password changed) is a security mail. */
export const NOTICE_KINDS = ['attendance-marked', 'lecture-reminder'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export function isNotice(kind: string): kind is NoticeKind {
  return (NOTICE_KINDS as readonly string[]).includes(kind);
}

function signature(secret: string, userId: number, kind: string): string {
  return hmacHex(secret, `unsubscribe|${userId}|${kind}`);
}

/** The one-click address in a notice (RFC 8058): it works without signing in, for this user and kind only. */
export function unsubscribeUrl(publicOrigin: string, secret: string, userId: number, kind: NoticeKind): string {
  const query = new URLSearchParams({ u: String(userId), k: kind, s: signature(secret, userId, kind) });
  return `${publicOrigin}/backend/user/mail/unsubscribe?${query.toString()}`;
}

/** The user and kind an unsubscribe address names, when its signature is genuine. */
export function checkUnsubscribe(
  secret: string,
  query: { u: string | null; k: string | null; s: string | null },
): { userId: number; kind: NoticeKind } | undefined {
  const { u, k, s } = query;
  if (!u || !/^\d{1,9}$/.test(u) || !k || !isNotice(k) || !s) return undefined;
  return safeEqual(s, signature(secret, Number(u), k)) ? { userId: Number(u), kind: k } : undefined;
}

/** Of these users, those who turned `kind` off. */
export async function optedOut(db: Db, userIds: readonly number[], kind: NoticeKind): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ user_id: mailOptOuts.user_id })
    .from(mailOptOuts)
    .where(and(eq(mailOptOuts.kind, kind), inArray(mailOptOuts.user_id, [...userIds])));
  return new Set(rows.map((row) => row.user_id));
}

/** The kinds this user turned off. */
export async function optOutsOf(db: Db, userId: number): Promise<Set<string>> {
  const rows = await db.select({ kind: mailOptOuts.kind }).from(mailOptOuts).where(eq(mailOptOuts.user_id, userId));
  return new Set(rows.map((row) => row.kind));
}

/** Turns `kind` off (`email` false) or back on for this user; harmless when already so. */
export async function setEmailOn(db: Db, userId: number, kind: NoticeKind, email: boolean, at: number): Promise<void> {
  if (email) {
    await db.delete(mailOptOuts).where(and(eq(mailOptOuts.user_id, userId), eq(mailOptOuts.kind, kind)));
  } else {
    await db
      .insert(mailOptOuts)
      .values({ user_id: userId, kind, created_at: new Date(at) })
      .onConflictDoNothing();
  }
}
