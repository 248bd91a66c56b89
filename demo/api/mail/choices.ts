import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { mailOptIns, mailOptOuts } from '../schema';
import { hmacHex, safeEqual } from '../security';

// Which mails a user may turn on or off, their choice, and the signed one-click way out. Notices come until turned
// off; digests only once turned on; every other kind (verify, reset, password changed, new device) is a security mail.

/** Kinds that come until the user turns them off. */
export const NOTICE_KINDS = [
  'attendance-marked',
  'lecture-reminder',
  'exam-result',
  'certificate-issued',
  'ticket-updates',
] as const;
/** Kinds that come only once the user turns them on (a trainer's daily digest). */
export const DIGEST_KINDS = ['attendance-digest'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];
export type DigestKind = (typeof DIGEST_KINDS)[number];
/** A kind with a switch and a one-click way out. */
export type ChosenKind = NoticeKind | DigestKind;

export function isNotice(kind: string): kind is NoticeKind {
  return (NOTICE_KINDS as readonly string[]).includes(kind);
}

export function isDigest(kind: string): kind is DigestKind {
  return (DIGEST_KINDS as readonly string[]).includes(kind);
}

export const isChosen = (kind: string): kind is ChosenKind => isNotice(kind) || isDigest(kind);

function signature(secret: string, userId: number, kind: string): string {
  return hmacHex(secret, `unsubscribe|${userId}|${kind}`);
}

/** The one-click address in a chosen mail (RFC 8058): it works without signing in, for this user and kind only. */
export function unsubscribeUrl(publicOrigin: string, secret: string, userId: number, kind: ChosenKind): string {
  const query = new URLSearchParams({ u: String(userId), k: kind, s: signature(secret, userId, kind) });
  return `${publicOrigin}/backend/user/mail/unsubscribe?${query.toString()}`;
}

/** The user and kind an unsubscribe address names, when its signature is genuine. */
export function checkUnsubscribe(
  secret: string,
  query: { u: string | null; k: string | null; s: string | null },
): { userId: number; kind: ChosenKind } | undefined {
  const { u, k, s } = query;
  if (!u || !/^\d{1,9}$/.test(u) || !k || !isChosen(k) || !s) return undefined;
  return safeEqual(s, signature(secret, Number(u), k)) ? { userId: Number(u), kind: k } : undefined;
}

/** Of these users, those who do not want `kind` by email now. */
export async function emailOff(db: Db, userIds: readonly number[], kind: ChosenKind): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const table = isDigest(kind) ? mailOptIns : mailOptOuts;
  const rows = await db
    .select({ user_id: table.user_id })
    .from(table)
    .where(and(eq(table.kind, kind), inArray(table.user_id, [...userIds])));
  const listed = new Set(rows.map((row) => row.user_id));
  return isDigest(kind) ? new Set(userIds.filter((id) => !listed.has(id))) : listed;
}

/** Everyone who turned this digest on. */
export async function digestReaders(db: Db, kind: DigestKind): Promise<number[]> {
  const rows = await db.select({ user_id: mailOptIns.user_id }).from(mailOptIns).where(eq(mailOptIns.kind, kind));
  return rows.map((row) => row.user_id);
}

/** Whether this user gets each of `kinds` by email now. */
export async function choicesOf(
  db: Db,
  userId: number,
  kinds: readonly ChosenKind[],
): Promise<Array<{ kind: ChosenKind; email: boolean }>> {
  const [outs, ins] = await Promise.all([
    db.select({ kind: mailOptOuts.kind }).from(mailOptOuts).where(eq(mailOptOuts.user_id, userId)),
    db.select({ kind: mailOptIns.kind }).from(mailOptIns).where(eq(mailOptIns.user_id, userId)),
  ]);
  const off = new Set(outs.map((row) => row.kind));
  const on = new Set(ins.map((row) => row.kind));
  return kinds.map((kind) => ({ kind, email: isDigest(kind) ? on.has(kind) : !off.has(kind) }));
}

/** Turns `kind` on (`email` true) or off for this user; harmless when already so. */
export async function setEmailOn(db: Db, userId: number, kind: ChosenKind, email: boolean, at: number): Promise<void> {
  // A row records the choice that differs from the kind's default: off for a notice, on for a digest.
  const table = isDigest(kind) ? mailOptIns : mailOptOuts;
  const listed = isDigest(kind) ? email : !email;
  if (listed) {
    await db
      .insert(table)
      .values({ user_id: userId, kind, created_at: new Date(at) })
      .onConflictDoNothing();
  } else {
    await db.delete(table).where(and(eq(table.user_id, userId), eq(table.kind, kind)));
  }
}
