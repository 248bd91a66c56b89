import { describe, expect, it } from 'vitest';
import type { ScheduleItem } from '../../../../src/core/api/schemas/dashboard';
import {
  activeSession,
  attendanceStep,
  dateAtTimeParts,
  dateKey,
  formatDateOnly,
  formatScheduleDate,
  formatScheduleTime,
  groupByDay,
  todaysActiveLectures,
} from '../../../../src/core/dashboard/schedule';

// §2 QR card / trainer QR section derived from today's active schedule items; §3 'date at time'; §9 ar-SA in Arabic.

const item = (over: Partial<ScheduleItem>): ScheduleItem => ({
  lecture_id: '1',
  title: 'L',
  date: '2026-11-22',
  start_time: '10:00',
  end_time: '11:00',
  ...over,
});
const NOW = new Date('2026-11-22T09:30:00Z');

describe('dateKey', () => {
  it('gives YYYY-MM-DD in the zone asked for', () => {
    expect(dateKey(new Date('2026-11-22T22:30:00Z'), 'UTC')).toBe('2026-11-22');
    expect(dateKey(new Date('2026-11-22T22:30:00Z'), 'Asia/Riyadh')).toBe('2026-11-23');
  });
  it('falls back to the browser zone for an unknown zone', () => {
    expect(dateKey(NOW, 'Not/AZone')).toBe(dateKey(NOW));
  });
});

describe('active lectures today', () => {
  const schedule = [
    item({ lecture_id: 'done', status: 'completed', timezone: 'UTC' }),
    item({ lecture_id: 'now', status: 'active', timezone: 'UTC' }),
    item({ lecture_id: 'later', status: 'scheduled', timezone: 'UTC' }),
    item({ lecture_id: 'yesterday', status: 'active', date: '2026-11-21', timezone: 'UTC' }),
    item({ lecture_id: 'now2', status: 'Active', timezone: 'UTC' }),
  ];

  it('the trainer sees every lecture active today', () => {
    expect(todaysActiveLectures(schedule, NOW).map((l) => l.lecture_id)).toEqual(['now', 'now2']);
  });

  it("includes yesterday's evening lecture still running past midnight, and nothing older", () => {
    const overnight = item({
      lecture_id: 'overnight',
      status: 'active',
      date: '2026-11-21',
      start_time: '23:00',
      end_time: '01:00',
      timezone: 'UTC',
    });
    const afterMidnight = new Date('2026-11-22T00:30:00Z');
    expect(todaysActiveLectures([overnight], afterMidnight).map((l) => l.lecture_id)).toEqual(['overnight']);
    expect(todaysActiveLectures([{ ...overnight, date: '2026-11-20' }], afterMidnight)).toEqual([]);
    expect(todaysActiveLectures([{ ...overnight, end_time: '23:59' }], afterMidnight)).toEqual([]);
  });

  it('the learner QR card is the first one; none today shows the discovery hero (null)', () => {
    expect(activeSession(schedule, NOW)?.lecture_id).toBe('now');
    expect(
      activeSession(
        schedule.filter((l) => !l.lecture_id.startsWith('now')),
        NOW,
      ),
    ).toBeNull();
    expect(activeSession([], NOW)).toBeNull();
  });
});

describe('groupByDay', () => {
  it('groups lectures by day, in date and time order', () => {
    const days = groupByDay([
      item({ lecture_id: 'c', date: '2026-11-23', start_time: '09:00' }),
      item({ lecture_id: 'b', date: '2026-11-22', start_time: '14:00' }),
      item({ lecture_id: 'a', date: '2026-11-22', start_time: '08:30' }),
    ]);
    expect(days.map((day) => [day.date, day.items.map((l) => l.lecture_id)])).toEqual([
      ['2026-11-22', ['a', 'b']],
      ['2026-11-23', ['c']],
    ]);
    expect(groupByDay([])).toEqual([]);
  });
});

describe('date and time display', () => {
  it("formats an exam's start as 'Nov 22, 2026' at '10:00 AM' in en-US", () => {
    expect(dateAtTimeParts('2026-11-22T10:00:00Z', 'en', 'UTC')).toEqual({ date: 'Nov 22, 2026', time: '10:00 AM' });
    expect(dateAtTimeParts('2026-11-22T22:05:00Z', 'en', 'UTC')).toEqual({ date: 'Nov 22, 2026', time: '10:05 PM' });
  });

  it('uses ar-SA in Arabic', () => {
    const at = new Date('2026-11-22T10:00:00Z');
    const parts = dateAtTimeParts(at.toISOString(), 'ar', 'UTC');
    expect(parts).toEqual({
      date: new Intl.DateTimeFormat('ar-SA', {
        timeZone: 'UTC',
        year: 'numeric',
        month: 'short',
        day: 'numeric',
      }).format(at),
      time: new Intl.DateTimeFormat('ar-SA', { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' }).format(at),
    });
    expect(parts!.time).not.toBe('10:00 AM');
  });

  it('gives null for a missing or unreadable date-time', () => {
    expect(dateAtTimeParts(null, 'en')).toBeNull();
    expect(dateAtTimeParts('', 'en')).toBeNull();
    expect(dateAtTimeParts('not a date', 'en')).toBeNull();
  });

  it('formats schedule days and times, and leaves unreadable text as is', () => {
    expect(formatScheduleDate('2026-11-22', 'en')).toBe('Sunday, Nov 22');
    expect(formatScheduleTime('14:30', 'en')).toBe('2:30 PM');
    expect(formatScheduleTime('09:05:00', 'en')).toBe('9:05 AM');
    expect(formatScheduleDate('soon', 'en')).toBe('soon');
    expect(formatScheduleDate('2026-11-22T10:00', 'en')).toBe('2026-11-22T10:00');
    expect(formatDateOnly('2026-10-25', 'en')).toBe('Oct 25, 2026');
    expect(formatDateOnly('2026-10-25T23:30:00Z', 'en')).toBe('Oct 25, 2026');
    expect(formatDateOnly('later', 'en')).toBe('later');
    expect(formatScheduleTime('noon', 'en')).toBe('noon');
    expect(formatScheduleTime('14:30', 'ar')).toBe(
      new Intl.DateTimeFormat('ar-SA', { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' }).format(
        new Date(Date.UTC(1970, 0, 1, 14, 30)),
      ),
    );
  });
});

describe('attendanceStep (#29: the card asks only for what is left)', () => {
  it.each([
    ['not_yet', 'scan'],
    [null, 'scan'],
    [undefined, 'scan'],
    ['something new', 'scan'],
    ['checked_in', 'check-out'],
    ['checked_out', 'done'],
  ] as const)('%s → %s', (attendance_state, step) => expect(attendanceStep({ attendance_state })).toBe(step));
});
