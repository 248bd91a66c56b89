// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dayStart, localDate, todaySpans } from '../../../demo/api/local-time';
import { examStatus } from '../../../demo/api/features/exam/exam-status';
import { lectureStatus } from '../../../demo/api/features/batch/lecture-status';

// Local-time rules: lecture and exam status at their boundaries, and today's seeded lectures near midnight.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const NOON = new Date(2026, 2, 18, 12, 0).getTime();

describe('lecture and exam status', () => {
  it('lectureStatus: start inclusive, end exclusive', () => {
    const lecture = { start_at: new Date(1000).toISOString(), end_at: new Date(2000).toISOString() };
    expect([999, 1000, 1999, 2000].map((now) => lectureStatus(lecture, now))).toEqual([
      'upcoming',
      'active',
      'active',
      'completed',
    ]);
  });

  it('examStatus: Cancelled sticks, otherwise Invitation Sent, Live from the start instant, Ended from the end instant', () => {
    const exam = {
      status: 'Invitation Sent' as const,
      start_date_time: new Date(1000).toISOString(),
      end_date_time: new Date(2000).toISOString(),
    };
    expect([999, 1000, 1999, 2000].map((now) => examStatus(exam, now))).toEqual([
      'Invitation Sent',
      'Live',
      'Live',
      'Ended',
    ]);
    expect(examStatus({ ...exam, status: 'Cancelled' }, 1500)).toBe('Cancelled');
  });
});

describe("today's lectures near midnight (todaySpans)", () => {
  const at = (hours: number, minutes = 0) => new Date(2026, 2, 18, hours, minutes).getTime();
  const sameDay = (a: number, b: number) => localDate(a) === localDate(b);

  it("keeps all three on today's date at noon, unclamped", () => {
    const spans = todaySpans(NOON);
    expect(spans.running).toEqual({ start: NOON - 30 * MINUTE, end: NOON + 90 * MINUTE });
    expect(spans.later).toEqual({ start: NOON + 3 * HOUR, end: NOON + 4.5 * HOUR });
    expect(spans.finished).toEqual({ start: NOON - 4 * HOUR, end: NOON - 2 * HOUR });
  });

  it('pulls "later" back before midnight in the evening, and lets it fall tomorrow after 23:00', () => {
    for (const now of [at(20), at(22), at(22, 59)]) {
      const { later } = todaySpans(now);
      expect(later.start).toBeGreaterThan(now);
      expect(sameDay(later.start, now) && sameDay(later.end, now)).toBe(true);
    }
    const late = at(23, 30);
    expect(todaySpans(late).later.start).toBe(late + 3 * HOUR);
  });

  it('clamps the running and finished lectures to start at midnight just after it', () => {
    const early = at(0, 10);
    const { running } = todaySpans(early);
    expect(running.start).toBe(dayStart(early));
    expect(
      lectureStatus(
        { start_at: new Date(running.start).toISOString(), end_at: new Date(running.end).toISOString() },
        early,
      ),
    ).toBe('active');
    const three = at(3);
    expect(todaySpans(three).finished).toEqual({ start: dayStart(three), end: three - 2 * HOUR });
    const one = at(1);
    expect(todaySpans(one).finished).toEqual({ start: one - 4 * HOUR, end: one - 2 * HOUR });
  });

  it('never lets the finished lecture cross midnight, at any minute of the day, and keeps it two hours long and over', () => {
    for (let minute = 0; minute < 24 * 60; minute++) {
      const now = at(Math.floor(minute / 60), minute % 60);
      const { finished } = todaySpans(now);
      const when = `at ${Math.floor(minute / 60)}:${minute % 60}`;
      expect(localDate(finished.start), when).toBe(localDate(finished.end));
      expect(finished.end, when).toBeLessThanOrEqual(now - 2 * HOUR);
      expect(finished.end - finished.start, when).toBeGreaterThanOrEqual(30 * MINUTE);
    }
    const quarterPastTwo = at(2, 15);
    expect(todaySpans(quarterPastTwo).finished).toEqual({
      start: dayStart(quarterPastTwo) - MINUTE - 2 * HOUR,
      end: dayStart(quarterPastTwo) - MINUTE,
    });
  });
});
