import { afterEach, describe, expect, it } from 'vitest';
import type { BatchOverview, Participant } from '../../../../src/core/api/schemas/batch';
import {
  averageLectureHours,
  batchHeader,
  contactOf,
  formatAverageHours,
  formatBatchDate,
} from '../../../../src/core/batch/header';
import { translate } from '../../../../src/core/locale/i18n';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, paginate, parsePageSize } from '../../../../src/core/batch/pagination';

// §2/§9 page sizes 25 / 50 / 100 (default 50); header figures; 'N/A' contact.

const rows = Array.from({ length: 120 }, (_, index) => index + 1);

describe('page sizes', () => {
  it('25, 50, 100 with 50 by default', () => {
    expect(PAGE_SIZES).toEqual([25, 50, 100]);
    expect(DEFAULT_PAGE_SIZE).toBe(50);
  });

  it.each([
    [25, 25],
    ['100', 100],
    [50, 50],
    [10, 50],
    [0, 50],
    ['abc', 50],
    [null, 50],
    [undefined, 50],
  ])('%j → %i', (value, size) => {
    expect(parsePageSize(value)).toBe(size);
  });
});

describe('paginate', () => {
  it('the default page: first 50 of 120, 3 pages', () => {
    const page = paginate(rows, 1);
    expect(page).toMatchObject({ page: 1, pages: 3, from: 1, to: 50, total: 120 });
    expect(page.rows).toEqual(rows.slice(0, 50));
  });

  it.each([
    [25, 5, 101, 120, 5],
    [50, 3, 101, 120, 3],
    [100, 2, 101, 120, 2],
  ])('size %i, last page %i holds rows %i–%i', (size, last, from, to, pages) => {
    expect(paginate(rows, last, size)).toMatchObject({ page: last, pages, from, to, total: 120 });
  });

  it.each([
    [0, 1],
    [-3, 1],
    [1.5, 1],
    [99, 3],
  ])('page %d is clamped to %i', (asked, page) => {
    expect(paginate(rows, asked).page).toBe(page);
  });

  it('an unknown size falls back to 50', () => {
    expect(paginate(rows, 1, 7).rows).toHaveLength(50);
  });

  it('no rows: one empty page', () => {
    expect(paginate([], 1)).toEqual({ rows: [], page: 1, pages: 1, from: 0, to: 0, total: 0 });
  });

  it('exactly 50 rows: one page', () => {
    expect(paginate(rows.slice(0, 50), 2)).toMatchObject({ page: 1, pages: 1, from: 1, to: 50 });
  });
});

const schedule = (duration: number | null) => ({ date: '2026-03-01', duration });

describe('averageLectureHours (§2: mean minutes / 60, one decimal, h)', () => {
  it.each([
    [[90], 1.5, '1.5', '١٫٥'],
    [[60, 120], 1.5, '1.5', '١٫٥'],
    [[100], 1.7, '1.7', '١٫٧'],
    [[45, 45, 60], 0.8, '0.8', '٠٫٨'],
    [[180, 0], 1.5, '1.5', '١٫٥'],
    [[null, 120], 1, '1.0', '١٫٠'],
    [[], 0, '0.0', '٠٫٠'],
  ])('%j minutes → %d', (minutes, hours, en, ar) => {
    expect(averageLectureHours(minutes.map(schedule))).toBe(hours);
    expect(formatAverageHours(averageLectureHours(minutes.map(schedule)), 'en')).toBe(en);
    expect(formatAverageHours(averageLectureHours(minutes.map(schedule)), 'ar')).toBe(ar);
  });

  it("shows with the language's unit: '1.9h' in English, '١٫٩ ساعة' in Arabic (no English left)", () => {
    expect(translate('en', 'batch.header.hours', { hours: formatAverageHours(1.9, 'en') })).toBe('1.9h');
    expect(translate('ar', 'batch.header.hours', { hours: formatAverageHours(1.9, 'ar') })).toBe('١٫٩ ساعة');
  });
});

const overview: BatchOverview = {
  batch_id: '2401',
  batch_no: '24001',
  batch_title: 'Security Guard Foundations',
  participant_count: 62,
  start_date: '2026-03-01',
  end_date: '2026-04-30',
  batch_schedules: [schedule(90), schedule(120)],
  batch_courses: [{ course_title: 'Patrol Basics' }, { course_title: 'Second' }],
  batch_assessment_criterias: [],
  batch_assessment_criterias_without_sub_assessments_ids: [],
};

describe('batchHeader', () => {
  it('title, number, counts, average, dates and the first course', () => {
    expect(batchHeader(overview)).toEqual({
      title: 'Security Guard Foundations',
      batchNo: '24001',
      participantCount: 62,
      sessionCount: 2,
      averageHours: 1.8,
      startDate: '2026-03-01',
      endDate: '2026-04-30',
      courseTitle: 'Patrol Basics',
    });
  });

  it('missing figures: count from the loaded participants, no course, no dates', () => {
    const bare = {
      ...overview,
      participant_count: null,
      start_date: null,
      end_date: undefined,
      batch_courses: [],
      batch_schedules: [],
    };
    expect(batchHeader(bare, [{} as Participant, {} as Participant])).toMatchObject({
      participantCount: 2,
      sessionCount: 0,
      averageHours: 0,
      startDate: null,
      endDate: null,
      courseTitle: null,
    });
    expect(batchHeader(bare).participantCount).toBe(0);
  });
});

describe('contactOf', () => {
  it.each([
    ['+966500000001', '+966500000001'],
    [' 0555 ', '0555'],
    ['', null],
    ['  ', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (phone, expected) => {
    expect(contactOf({ participant_id: '1', participant_name: 'A', participant_phone_number: phone })).toBe(expected);
  });
});

describe('formatBatchDate (§2 start and end dates)', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it.each(['America/Los_Angeles', 'UTC', 'Asia/Riyadh', 'Pacific/Kiritimati'])(
    'a plain day is that day in %s',
    (timeZone) => {
      process.env.TZ = timeZone;
      expect([formatBatchDate('2026-11-01', 'en'), formatBatchDate('2026-03-31', 'en')]).toEqual([
        'Nov 1, 2026',
        'Mar 31, 2026',
      ]);
      // The dashboard's long form in Arabic too, never ar-SA's all-digit '٠١/١١/٢٠٢٦' (issue 21 item 9).
      expect(formatBatchDate('2026-11-01', 'ar')).toBe('١ نوفمبر ٢٠٢٦');
    },
  );

  it('a date-time by its instant in the local zone; unreadable text as is', () => {
    process.env.TZ = 'America/Los_Angeles';
    expect(formatBatchDate('2026-11-01T03:00:00Z', 'en')).toBe('Oct 31, 2026');
    expect(formatBatchDate('soon', 'en')).toBe('soon');
  });
});
