// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  attemptEnd,
  EVENTS_AFTER_END_MS,
  eventsRefusal,
  FUTURE_SLACK_MS,
  isCounted,
  placeEvent,
  summarize,
} from '../../../demo/api/features/exam/integrity-rules';
import type { ExamAttemptRecord, ExamPaperRecord } from '../../../demo/api/features/exam/types';

// Issue #33's pure rules: when an attempt ends, what is refused, where an event sits, what counts.

const T0 = Date.parse('2026-11-30T08:00:00.000Z');
const at = (ms: number) => new Date(T0 + ms).toISOString();
const paper = { time_limit: 600, timer_type: '2', questions: [{}, {}] } as unknown as ExamPaperRecord;
const attempt = (fields: Partial<ExamAttemptRecord>) =>
  ({
    attempt_date_time: at(0),
    passing_status: null,
    total_time_spent: 0,
    extra_seconds: 0,
    ...fields,
  }) as ExamAttemptRecord;

describe('integrity rules', () => {
  it('ends an open attempt at its deadline, a taken one at its start plus the time spent, a never-started one nowhere', () => {
    expect(attemptEnd(attempt({}), paper)).toBe(T0 + 600_000);
    expect(attemptEnd(attempt({ extra_seconds: 120 }), paper)).toBe(T0 + 720_000);
    expect(attemptEnd(attempt({ passing_status: 'Pass', total_time_spent: 90 }), paper)).toBe(T0 + 90_000);
    expect(attemptEnd(attempt({ attempt_date_time: null }), paper)).toBeNull();
  });

  it('refuses a send 5 min after the end, or with a time more than 5 min ahead, and nothing at the bounds', () => {
    const body = (sent: number, ...events: number[]) => ({
      sent_at: at(sent),
      events: events.map((ms) => ({ at: at(ms) })),
    });
    const end = T0 + 60_000;
    expect(eventsRefusal(end, body(0, 0), end + EVENTS_AFTER_END_MS)).toBeNull();
    expect(eventsRefusal(end, body(0, 0), end + EVENTS_AFTER_END_MS + 1)).toBe('examEventsClosed');
    expect(eventsRefusal(null, body(0, 0), T0)).toBe('examEventsClosed');
    expect(eventsRefusal(end, body(0, FUTURE_SLACK_MS), T0)).toBeNull();
    expect(eventsRefusal(end, body(0, 0, FUTURE_SLACK_MS + 1), T0)).toBe('examEventsFuture');
    expect(eventsRefusal(end, body(FUTURE_SLACK_MS + 1, 0), T0)).toBe('examEventsFuture');
  });

  it("places an event by the page's offset at sending, never after its arrival nor before the attempt's start", () => {
    // The page's clock is 3 min fast: an event it dates 5 min after T0 happened 2 min after T0.
    expect(placeEvent(at(300_000), at(360_000), T0 + 180_000, T0)).toBe(T0 + 120_000);
    expect(placeEvent(at(500_000), at(0), T0 + 10_000, T0)).toBe(T0 + 10_000);
    expect(placeEvent(at(-50_000), at(0), T0 + 10_000, T0)).toBe(T0);
  });

  it('counts point events and spans of 2 s or more; shorter spans are blips', () => {
    expect([isCounted(undefined), isCounted(null), isCounted(1_999), isCounted(2_000)]).toEqual([
      true,
      true,
      false,
      true,
    ]);
  });

  it('sums time away and offline over counted events only', () => {
    const summary = summarize([
      { kind: 'away', duration_ms: 10_000, counted: true },
      { kind: 'away', duration_ms: 30_000, counted: true },
      { kind: 'away', duration_ms: 1_000, counted: false },
      { kind: 'offline', duration_ms: 20_000, counted: true },
      { kind: 'paste', duration_ms: null, counted: true },
    ]);
    expect(summary).toEqual({
      counted: 4,
      blips: 1,
      away_count: 2,
      away_ms: 40_000,
      longest_away_ms: 30_000,
      offline_ms: 20_000,
      by_kind: { away: 2, offline: 1, paste: 1 },
    });
  });
});
