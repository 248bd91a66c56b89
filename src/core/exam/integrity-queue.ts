import { is } from 'superstruct';
import { EVENTS_PER_CALL, IntegrityEventInput } from '../api/schemas/exam-events';

// Issue #33 the integrity events waiting for the server, as kept in storage: append-only, oldest first, each with the
// attempt it belongs to (the path names it). Pure; the store reads and writes storage around each step, so two stores
// of one exam (a remount, another tab) never write over each other's events.

/** One event waiting, with its attempt. */
export interface QueuedEvent {
  attempt: string;
  event: IntegrityEventInput;
}

/** Events kept at most: past this, new ones are not kept (the server stops logging at 600 an hour anyway). */
export const MAX_QUEUED_EVENTS = 1_000;

/** The queue with `events` of `attempt` added at the end (a key already queued is not added twice). */
export function appendEvents(
  queue: readonly QueuedEvent[],
  attempt: string,
  events: readonly IntegrityEventInput[],
): QueuedEvent[] {
  const keys = new Set(queue.map((item) => item.event.key));
  const next = [...queue];
  for (const event of events) {
    if (keys.has(event.key) || next.length >= MAX_QUEUED_EVENTS) continue;
    keys.add(event.key);
    next.push({ attempt, event });
  }
  return next;
}

/**
 * The next batch: the oldest event not `busy` (on its way already) and up to EVENTS_PER_CALL of its attempt's,
 * in order; null when none waits.
 */
export function nextBatch(
  queue: readonly QueuedEvent[],
  busy: ReadonlySet<string> = new Set(),
): { attempt: string; events: IntegrityEventInput[] } | null {
  const free = queue.filter((item) => !busy.has(item.event.key));
  const attempt = free[0]?.attempt;
  if (attempt === undefined) return null;
  const events = free.filter((item) => item.attempt === attempt).slice(0, EVENTS_PER_CALL);
  return { attempt, events: events.map((item) => item.event) };
}

/** The queue without the events of `keys` (acknowledged, or refused for good). */
export function removeEvents(queue: readonly QueuedEvent[], keys: ReadonlySet<string>): QueuedEvent[] {
  return queue.filter((item) => !keys.has(item.event.key));
}

/** The queue as stored. */
export function serializeEvents(queue: readonly QueuedEvent[]): string {
  return JSON.stringify({ events: queue });
}

/** A stored queue; never throws: unreadable storage gives none, an entry not valid is dropped, the rest kept in order. */
export function parseEvents(raw: string | null | undefined): QueuedEvent[] {
  let value: unknown;
  try {
    value = JSON.parse(raw ?? 'null');
  } catch {
    return [];
  }
  const events = value && typeof value === 'object' ? (value as { events?: unknown }).events : undefined;
  if (!Array.isArray(events)) return [];
  return events.filter(
    (item: unknown): item is QueuedEvent =>
      !!item &&
      typeof (item as QueuedEvent).attempt === 'string' &&
      (item as QueuedEvent).attempt !== '' &&
      is((item as QueuedEvent).event, IntegrityEventInput),
  );
}
