import {
  BLIP_MS,
  type IntegrityEvent,
  type IntegrityEventInput,
  type IntegritySummary,
} from '../../../../src/core/api/schemas/exam-integrity';
import { attemptSeconds } from './scoring';
import type { ExamAttemptRecord, ExamPaperRecord } from './types';

// The integrity log's rules (issue #33), pure: when an attempt takes events, where an event sits on the server's
// clock, what counts, and the summary a trainer and the learner read.

/** Events are taken until this long after the attempt ended, so a page that was offline at the end can still report. */
export const EVENTS_AFTER_END_MS = 5 * 60_000;
/** An event (or a send) dated further ahead of the server's clock than this is refused: a page clock that far off is not evidence. */
export const FUTURE_SLACK_MS = 5 * 60_000;
/** Events one attempt may log per hour; past it the server logs one 'throttled' event and answers 429. */
export const EVENTS_PER_HOUR = 600;

/** When the attempt ended (epoch ms): its start plus the time spent once taken, its deadline while open; null if never started. */
export function attemptEnd(attempt: ExamAttemptRecord, paper: ExamPaperRecord): number | null {
  const started = Date.parse(attempt.attempt_date_time ?? '');
  if (Number.isNaN(started)) return null;
  const spent = attempt.passing_status !== null ? attempt.total_time_spent : attemptSeconds(attempt, paper);
  return started + spent * 1000;
}

/** Why a send is refused, or null: the attempt ended over 5 min ago, or a time is over 5 min ahead of `now`. */
export function eventsRefusal(
  end: number | null,
  body: { sent_at: string; events: readonly Pick<IntegrityEventInput, 'at'>[] },
  now: number,
): 'examEventsClosed' | 'examEventsFuture' | null {
  if (end === null || now > end + EVENTS_AFTER_END_MS) return 'examEventsClosed';
  const times = [body.sent_at, ...body.events.map((event) => event.at)].map((text) => Date.parse(text));
  return times.some((time) => time > now + FUTURE_SLACK_MS) ? 'examEventsFuture' : null;
}

/**
 * Where an event sits on the server's clock: the page's time moved by the page's offset at sending (`now` − `sent_at`),
 * so an event kept offline keeps its moment; never later than its arrival nor earlier than the attempt's start.
 */
export function placeEvent(clientAt: string, sentAt: string, now: number, start: number): number {
  const offset = now - Date.parse(sentAt);
  return Math.min(now, Math.max(start, Date.parse(clientAt) + offset));
}

/** A span shorter than BLIP_MS (a notification, a display glitch) is kept but not counted; a point event counts. */
export function isCounted(durationMs: number | null | undefined): boolean {
  return durationMs === null || durationMs === undefined || durationMs >= BLIP_MS;
}

/** Events of one kind and countedness: how many, their spans' total and the longest (a SQL group or one event). */
export interface EventGroup {
  kind: string;
  counted: boolean;
  count: number;
  totalMs: number;
  longestMs: number;
}

/** Counts, time away (in total and at the longest) and time offline over the counted events, from their groups. */
export function summarizeGroups(groups: readonly EventGroup[]): IntegritySummary {
  const summary: IntegritySummary = {
    counted: 0,
    blips: 0,
    away_count: 0,
    away_ms: 0,
    longest_away_ms: 0,
    offline_ms: 0,
    by_kind: {},
  };
  for (const group of groups) {
    if (!group.counted) {
      summary.blips += group.count;
      continue;
    }
    summary.counted += group.count;
    summary.by_kind[group.kind] = (summary.by_kind[group.kind] ?? 0) + group.count;
    if (group.kind === 'away') {
      summary.away_count += group.count;
      summary.away_ms += group.totalMs;
      summary.longest_away_ms = Math.max(summary.longest_away_ms, group.longestMs);
    } else if (group.kind === 'offline') summary.offline_ms += group.totalMs;
  }
  return summary;
}

/** The summary of a list of events (see summarizeGroups). */
export function summarize(
  events: readonly Pick<IntegrityEvent, 'kind' | 'duration_ms' | 'counted'>[],
): IntegritySummary {
  return summarizeGroups(
    events.map((event) => ({
      kind: event.kind,
      counted: event.counted,
      count: 1,
      totalMs: event.duration_ms ?? 0,
      longestMs: event.duration_ms ?? 0,
    })),
  );
}
