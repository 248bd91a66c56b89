import { describe, expect, it } from 'vitest';
import type { BatchSchedule } from '../../../../src/core/api/schemas/batch';
import {
  dayKey,
  initialLectureIndex,
  lectureDay,
  lectureTabs,
  shortLectureDate,
} from '../../../../src/core/batch/lecture-tabs';
import {
  BATCH_TABS,
  hasAssessment,
  parseBatchTab,
  tabQueryString,
  visibleTabs,
} from '../../../../src/core/batch/page-tabs';

// §2 lecture sub-tabs ('Lecture N' + short date, today's first else the first) and the page tabs in ?tab=.

const schedules: BatchSchedule[] = [
  { date: '2026-03-03', duration: 90, record_id: '1003' },
  { date: '2026-03-01', duration: 90, record_id: '1001' },
  { date: '2026-03-02', duration: 90, batch_schedule_id: '1002' },
];

describe('lectureTabs', () => {
  it('in date order, numbered from 1, id from record_id or batch_schedule_id', () => {
    expect(lectureTabs(schedules).map(({ id, number, day }) => ({ id, number, day }))).toEqual([
      { id: '1001', number: 1, day: '2026-03-01' },
      { id: '1002', number: 2, day: '2026-03-02' },
      { id: '1003', number: 3, day: '2026-03-03' },
    ]);
  });

  it('same day keeps the server order; unreadable dates go last; no id is null', () => {
    const tabs = lectureTabs([
      { date: 'soon', record_id: '9' },
      { date: '2026-03-01', record_id: 'b' },
      { date: '2026-03-01', record_id: 'a' },
      { date: '2026-02-01' },
    ]);
    expect(tabs.map((tab) => [tab.number, tab.id, tab.day])).toEqual([
      [1, null, '2026-02-01'],
      [2, 'b', '2026-03-01'],
      [3, 'a', '2026-03-01'],
      [4, '9', ''],
    ]);
  });

  it('an ISO date-time is read as its day in the given zone', () => {
    expect(lectureDay('2026-03-01T22:30:00Z', 'Asia/Riyadh')).toBe('2026-03-02');
    expect(lectureDay('2026-03-01T22:30:00Z', 'UTC')).toBe('2026-03-01');
    expect(lectureDay(' 2026-03-01 ')).toBe('2026-03-01');
    expect(lectureDay('not a date')).toBe('');
  });

  it('an unknown zone falls back to the browser zone', () => {
    expect(dayKey(new Date(2026, 2, 1, 12), 'Nowhere/City')).toBe('2026-03-01');
  });
});

describe('initialLectureIndex (§2 today first, else the first)', () => {
  const tabs = lectureTabs(schedules);
  it.each([
    ['2026-03-02T08:00:00Z', 1],
    ['2026-03-03T08:00:00Z', 2],
    ['2026-03-01T00:00:00Z', 0],
    ['2026-03-10T08:00:00Z', 0],
    ['2026-02-10T08:00:00Z', 0],
  ])('on %s → tab %i', (now, index) => {
    expect(initialLectureIndex(tabs, new Date(now), 'UTC')).toBe(index);
  });

  it("today is the zone's today", () => {
    expect(initialLectureIndex(tabs, new Date('2026-03-01T22:30:00Z'), 'Asia/Riyadh')).toBe(1);
  });

  it('no lecture → -1', () => {
    expect(initialLectureIndex([], new Date())).toBe(-1);
  });
});

describe('shortLectureDate', () => {
  it('English and Arabic short dates', () => {
    expect(shortLectureDate({ day: '2026-03-02' }, 'en')).toBe('Mar 2');
    const arabic = shortLectureDate({ day: '2026-03-02' }, 'ar');
    expect(arabic).toBe(
      new Intl.DateTimeFormat('ar-SA', { timeZone: 'UTC', month: 'short', day: 'numeric' }).format(
        Date.UTC(2026, 2, 2),
      ),
    );
    expect(arabic).toMatch(/[\u0600-\u06FF]/);
  });

  it('an unreadable day is empty', () => {
    expect(shortLectureDate({ day: '' }, 'en')).toBe('');
  });
});

describe('page tabs (?tab=, default participants)', () => {
  it('four tabs; assessment only with criteria, insights always', () => {
    expect(BATCH_TABS).toEqual(['participants', 'attendance', 'assessment', 'insights']);
    expect(visibleTabs(true)).toEqual(['participants', 'attendance', 'assessment', 'insights']);
    expect(visibleTabs(false)).toEqual(['participants', 'attendance', 'insights']);
    expect(hasAssessment({ batch_assessment_criterias: [{ id: '1' }] })).toBe(true);
    expect(hasAssessment({ batch_assessment_criterias: [] })).toBe(false);
  });

  it.each([
    ['attendance', true, 'attendance'],
    ['assessment', true, 'assessment'],
    ['assessment', false, 'participants'],
    ['insights', false, 'insights'],
    ['participants', false, 'participants'],
    ['Attendance', true, 'participants'],
    ['bogus', true, 'participants'],
    ['', true, 'participants'],
    [null, true, 'participants'],
    [undefined, true, 'participants'],
  ])('%j (criteria %s) → %s', (value, criteria, tab) => {
    expect(parseBatchTab(value, criteria)).toBe(tab);
  });

  it('the query keeps other parameters and leaves the default out', () => {
    expect(tabQueryString('attendance')).toBe('?tab=attendance');
    expect(tabQueryString('assessment', '?lang=ar&tab=attendance')).toBe('?lang=ar&tab=assessment');
    expect(tabQueryString('participants', '?tab=attendance&lang=ar')).toBe('?lang=ar');
    expect(tabQueryString('participants', '')).toBe('');
  });
});
