import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { outbox, type MailState } from '../schema';

export type OutboxRow = typeof outbox.$inferSelect;
export type NewOutboxRow = typeof outbox.$inferInsert;

export async function insertMails(db: Db, rows: NewOutboxRow[]): Promise<void> {
  await db.insert(outbox).values(rows);
}

/**
 * Claims up to `max` due mails for `leaseMs` (pending and due, or claimed by a worker whose lease ran out), oldest
 * first. `SKIP LOCKED` lets several processes claim at once without waiting on, or taking, each other's rows.
 */
export async function claimDue(db: Db, now: number, leaseMs: number, max: number): Promise<OutboxRow[]> {
  const at = new Date(now);
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      or(
        and(eq(outbox.state, 'pending'), lte(outbox.next_attempt_at, at)),
        and(eq(outbox.state, 'sending'), lte(outbox.lease_until, at)),
      ),
    )
    .orderBy(outbox.id)
    .limit(max)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({ state: 'sending', lease_until: new Date(now + leaseMs), attempts: sql`${outbox.attempts} + 1` })
    .where(inArray(outbox.id, due))
    .returning();
}

/** Ends a try: sent, to try again at `next`, or failed for good. */
export async function settle(
  db: Db,
  id: number,
  outcome: { state: Extract<MailState, 'sent' | 'pending' | 'failed'>; at: number; next?: number; error?: string },
): Promise<void> {
  await db
    .update(outbox)
    .set({
      state: outcome.state,
      lease_until: null,
      sent_at: outcome.state === 'sent' ? new Date(outcome.at) : null,
      next_attempt_at: outcome.next === undefined ? null : new Date(outcome.next),
      last_error: outcome.error ?? null,
    })
    .where(and(eq(outbox.id, id), eq(outbox.state, 'sending')));
}

/** Embedded database only (one process owns it): mails a killed process had claimed go back to the queue at once. */
export async function releaseClaims(db: Db, now: number): Promise<void> {
  await db
    .update(outbox)
    .set({ state: 'pending', lease_until: null, next_attempt_at: new Date(now) })
    .where(eq(outbox.state, 'sending'));
}

/** Delivered and failed mails are kept this long for the operator, then dropped. */
export const KEEP_DONE_MS = 30 * 24 * 60 * 60_000;

export async function pruneDone(db: Db, now: number): Promise<void> {
  const before = new Date(now - KEEP_DONE_MS);
  await db.delete(outbox).where(and(inArray(outbox.state, ['sent', 'failed']), lte(outbox.created_at, before)));
}

/** Development without SMTP keeps only the newest mails: enough for a developer, and the table stays small. */
export async function trimKept(db: Db, keep: number): Promise<void> {
  const [newest] = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(eq(outbox.state, 'kept'))
    .orderBy(sql`${outbox.id} desc`)
    .limit(1);
  if (newest) await db.delete(outbox).where(and(eq(outbox.state, 'kept'), lte(outbox.id, newest.id - keep)));
}
