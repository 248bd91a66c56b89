import { and, asc, count, eq, gt, inArray, isNotNull, isNull, lte, max, or, sum } from 'drizzle-orm';
import type {
  IntegrityEvent,
  IntegrityEventsRequest,
  IntegritySummary,
} from '../../../../src/core/api/schemas/exam-integrity';
import type { Db } from '../../db/database';
import type { ApiRequest } from '../../request';
import { EVENTS_PER_HOUR, isCounted, placeEvent, summarizeGroups } from './integrity-rules';
import { examAttemptClients, examEvents } from './schema';

// The integrity log's reads and writes (issue #33): append-only rows in exam_events, and the session and address
// that last reached each attempt (exam_attempt_clients), so the server itself logs a second session or a new address.

const HOUR_MS = 60 * 60_000;

/** Who is calling: the session (its token's hash) and the network address. */
export interface AttemptClient {
  tokenHash: string;
  address: string;
}

/** The caller of a signed-in request as an attempt's client. */
export const attemptClient = (req: ApiRequest): AttemptClient => ({
  tokenHash: req.tokenHash ?? '',
  address: req.client,
});

type EventRow = typeof examEvents.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

function eventOf(row: EventRow): IntegrityEvent {
  return {
    id: row.id,
    kind: row.kind,
    detail: row.detail,
    at: row.at.toISOString(),
    client_at: row.client_at?.toISOString() ?? null,
    server_at: row.server_at.toISOString(),
    duration_ms: row.duration_ms,
    counted: row.counted,
  };
}

/** A row the server writes itself (no page key, no page time). */
function serverEvent(attemptId: number, kind: string, now: Date) {
  return { attempt_id: attemptId, key: null, kind, at: now, server_at: now, counted: true };
}

/** Logs 'second-session' / 'address-changed' when the caller differs from the attempt's last one, and remembers it. */
async function noticeIn(tx: Tx, attemptId: number, client: AttemptClient, now: Date): Promise<void> {
  const [known] = await tx.select().from(examAttemptClients).where(eq(examAttemptClients.attempt_id, attemptId));
  const changes = [
    known && known.token_hash !== client.tokenHash ? 'second-session' : null,
    known && known.address !== client.address ? 'address-changed' : null,
  ].filter((kind): kind is string => kind !== null);
  if (changes.length > 0) await tx.insert(examEvents).values(changes.map((kind) => serverEvent(attemptId, kind, now)));
  if (known && changes.length === 0) return;
  await tx
    .insert(examAttemptClients)
    .values({ attempt_id: attemptId, token_hash: client.tokenHash, address: client.address, last_seen_at: now })
    .onConflictDoUpdate({
      target: examAttemptClients.attempt_id,
      set: { token_hash: client.tokenHash, address: client.address },
    });
}

/** Notes the caller of an attempt (its start or resumption), logging a change of session or address. */
export function noticeClient(db: Db, attemptId: number, client: AttemptClient, now: number): Promise<void> {
  return db.transaction((tx) => noticeIn(tx, attemptId, client, new Date(now)));
}

/**
 * Writes a page's events in one transaction: 'throttled' (logged once an hour, nothing else written) past
 * EVENTS_PER_HOUR, else how many were new (a replayed key is skipped).
 */
export async function logEvents(
  db: Db,
  attempt: { id: number; start: number },
  body: IntegrityEventsRequest,
  client: AttemptClient,
  now: number,
): Promise<{ accepted: number } | 'throttled'> {
  const arrived = new Date(now);
  return db.transaction(async (tx) => {
    const recent = and(eq(examEvents.attempt_id, attempt.id), gt(examEvents.server_at, new Date(now - HOUR_MS)));
    const [{ logged = 0 } = {}] = await tx
      .select({ logged: count() })
      .from(examEvents)
      .where(and(recent, isNotNull(examEvents.key)));
    if (logged + body.events.length > EVENTS_PER_HOUR) {
      const [{ throttled = 0 } = {}] = await tx
        .select({ throttled: count() })
        .from(examEvents)
        .where(and(recent, eq(examEvents.kind, 'throttled')));
      if (throttled === 0) await tx.insert(examEvents).values(serverEvent(attempt.id, 'throttled', arrived));
      return 'throttled';
    }
    await noticeIn(tx, attempt.id, client, arrived);
    const rows = body.events.map((event) => ({
      attempt_id: attempt.id,
      key: event.key,
      kind: event.kind,
      detail: event.detail ?? null,
      at: new Date(placeEvent(event.at, body.sent_at, now, attempt.start)),
      client_at: new Date(event.at),
      server_at: arrived,
      duration_ms: event.duration_ms ?? null,
      counted: isCounted(event.duration_ms),
    }));
    const written = await tx
      .insert(examEvents)
      .values(rows)
      .onConflictDoNothing({ target: [examEvents.attempt_id, examEvents.key] })
      .returning({ id: examEvents.id });
    return { accepted: written.length };
  });
}

/** The log of these attempts, each in time order (`at`, then arrival). */
export async function eventsOf(db: Db, attemptIds: readonly number[]): Promise<Map<number, IntegrityEvent[]>> {
  const byAttempt = new Map<number, IntegrityEvent[]>(attemptIds.map((id) => [id, []]));
  if (attemptIds.length === 0) return byAttempt;
  const rows = await db
    .select()
    .from(examEvents)
    .where(inArray(examEvents.attempt_id, [...attemptIds]))
    .orderBy(asc(examEvents.at), asc(examEvents.id));
  for (const row of rows) byAttempt.get(row.attempt_id)?.push(eventOf(row));
  return byAttempt;
}

/** The summaries of these attempts, added up in the database (the batch's list, the live board). */
export async function summariesOf(db: Db, attemptIds: readonly number[]): Promise<Map<number, IntegritySummary>> {
  if (attemptIds.length === 0) return new Map();
  const groups = await db
    .select({
      attempt_id: examEvents.attempt_id,
      kind: examEvents.kind,
      counted: examEvents.counted,
      count: count(),
      totalMs: sum(examEvents.duration_ms).mapWith(Number),
      longestMs: max(examEvents.duration_ms),
    })
    .from(examEvents)
    .where(inArray(examEvents.attempt_id, [...attemptIds]))
    .groupBy(examEvents.attempt_id, examEvents.kind, examEvents.counted);
  return new Map(
    attemptIds.map((id) => [
      id,
      summarizeGroups(
        groups
          .filter((group) => group.attempt_id === id)
          .map((group) => ({ ...group, totalMs: group.totalMs || 0, longestMs: group.longestMs ?? 0 })),
      ),
    ]),
  );
}

/** How often a page's last poll is written: enough for a board that calls a page offline after 15 s. */
const SEEN_EVERY_MS = 5_000;

/**
 * Notes that the attempt's page asked for its clock at `now`, at most every SEEN_EVERY_MS per attempt. The row
 * decides, not this process's memory: every process sees it, and a development reset (ids reused) forgets it.
 */
export async function touchAttempt(db: Db, attemptId: number, now: number): Promise<void> {
  await db
    .update(examAttemptClients)
    .set({ last_seen_at: new Date(now) })
    .where(
      and(
        eq(examAttemptClients.attempt_id, attemptId),
        or(
          isNull(examAttemptClients.last_seen_at),
          lte(examAttemptClients.last_seen_at, new Date(now - SEEN_EVERY_MS)),
        ),
      ),
    );
}

/** When each of these attempts' pages last asked for its clock. */
export async function lastSeenOf(db: Db, attemptIds: readonly number[]): Promise<Map<number, number>> {
  if (attemptIds.length === 0) return new Map();
  const rows = await db
    .select({ attempt_id: examAttemptClients.attempt_id, seen: examAttemptClients.last_seen_at })
    .from(examAttemptClients)
    .where(inArray(examAttemptClients.attempt_id, [...attemptIds]));
  return new Map(rows.flatMap((row) => (row.seen ? [[row.attempt_id, row.seen.getTime()] as const] : [])));
}
