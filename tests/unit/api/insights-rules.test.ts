// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { csvField, csvLine, CSV_BOM } from '../../../demo/api/features/batch/csv';
import { batchInsights, percentOf, scoreBins, type InsightsInput } from '../../../demo/api/features/batch/insights';
import type { AttendanceFact, ExamFacts, Enrolment, LectureRecord } from '../../../demo/api/features/batch/directory';
import { EARLY_LEAVE_MS, leftEarly } from '../../../demo/api/features/attendance/lecture-window';

// The insights' pure rules on a hand-built batch (no database): rates, bins, missed exams, the at-risk order, and the
// CSV field rules (RFC 4180 quoting, formula neutralisation, the BOM).

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 0, 5, 9);

function person(id: number, name: string, arabic = ''): Enrolment {
  return {
    participant: {
      id,
      user_id: null,
      name,
      arabic_name: arabic,
      email: `${id}@x.test`,
      nid: null,
      phone_number: null,
      company: null,
      position: null,
    },
    place: { id: 100 + id, participant_id: id, status: 'Active', enrollment_date: '2026-01-01' },
  };
}

function lecture(id: number, start: number): LectureRecord {
  return {
    id,
    batch_id: 1,
    course_id: 1,
    title: `L${id}`,
    title_ar: `م${id}`,
    start_at: new Date(start).toISOString(),
    end_at: new Date(start + 2 * HOUR).toISOString(),
    venue: '',
    venue_ar: '',
    delivered_by: 2,
    meeting_link: null,
    venue_latitude: null,
    venue_longitude: null,
    venue_radius_m: null,
  };
}

const fact = (status: AttendanceFact['status'], late = false, earlyLeave = false): AttendanceFact => ({
  status,
  late,
  earlyLeave,
  checkIn: null,
  checkOut: null,
});

function exam(
  no: number,
  closes: number,
  scored: [number, number, boolean][],
  integrity: [number, number][] = [],
): ExamFacts {
  return {
    batch_id: 1,
    no,
    title: `Exam ${no}`,
    title_ar: `اختبار ${no}`,
    pass_mark: 60,
    opens_at: closes - HOUR,
    closes_at: closes,
    scored: new Map(scored.map(([id, percent, passed]) => [id, { percent, passed }])),
    sat: new Set(scored.map(([id]) => id)),
    integrity: new Map(integrity),
  };
}

const roster = [person(1, 'One', 'واحد'), person(2, 'Two'), person(3, 'Three'), person(4, 'Four')];
const lectures = [lecture(11, T0), lecture(12, T0 + 24 * HOUR), lecture(13, T0 + 48 * HOUR)];
const NOW = T0 + 49 * HOUR; // the third lecture is running

function input(overrides: Partial<InsightsInput> = {}): InsightsInput {
  return {
    roster,
    lectures,
    attendance: [
      [fact('PRESENT'), fact('ABSENT'), fact('EXCUSED'), fact('FLAGGED', true)],
      [fact('PRESENT', false, true), fact('ABSENT'), fact('ABSENT'), fact(null)],
      [fact('PRESENT'), fact(null), fact(null), fact(null)],
    ],
    exams: [
      exam(
        1,
        T0 + 30 * HOUR,
        [
          [1, 90, true],
          [2, 59.6, false],
          [3, 100, true],
        ],
        [
          [2, 2],
          [4, 3],
        ],
      ),
      exam(2, NOW + HOUR, []),
    ],
    criteria: [],
    criterionPercents: [],
    now: NOW,
    lang: 'en',
    ...overrides,
  };
}

describe('insights rules', () => {
  it('whole percents and ten bins, 100 in the last', () => {
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(1, 0)).toBeNull();
    expect(scoreBins([0, 9.99, 10, 59.6, 89.99, 90, 100])).toEqual([2, 1, 0, 0, 0, 1, 0, 0, 1, 2]);
  });

  it('per lecture every place once; per learner only ended, marked, not excused lectures', () => {
    const result = batchInsights(input(), { batch_no: '1', from: '2026-01-01', to: '2026-01-31' });
    expect(
      result.lectures.map(({ present, late, early_leave, absent, excused, unmarked, rate }) => [
        present,
        late,
        early_leave,
        absent,
        excused,
        unmarked,
        rate,
      ]),
    ).toEqual([
      [1, 1, 0, 1, 1, 0, 67],
      [1, 0, 1, 2, 0, 1, 33],
      [1, 0, 0, 0, 0, 3, 100],
    ]);
    expect(
      result.learners.map(({ lectures: count, attended, late, early_leave, absent, rate }) => [
        count,
        attended,
        late,
        early_leave,
        absent,
        rate,
      ]),
    ).toEqual([
      [2, 2, 0, 1, 0, 100],
      [2, 0, 0, 0, 2, 0],
      [1, 0, 0, 0, 1, 0],
      [1, 1, 1, 0, 0, 100],
    ]);
  });

  it('exams: takers, pass and fail by the result, missed only once closed', () => {
    const [closed, open] = batchInsights(input(), { batch_no: '1', from: '', to: '' }).exams;
    expect(closed).toMatchObject({ takers: 3, passed: 2, failed: 1, missed: 1, average: 83 });
    expect(open).toMatchObject({ takers: 0, missed: 0, average: null, bins: new Array(10).fill(0) });
  });

  it('at risk: reasons in code order, most reasons first, then roster order', () => {
    const { at_risk } = batchInsights(input(), { batch_no: '1', from: '', to: '' });
    expect(at_risk).toEqual([
      {
        participant_id: 2,
        name: 'Two',
        reasons: [
          { code: 'low_attendance', value: 0, exam_title: null },
          { code: 'failed_exam', value: 60, exam_title: 'Exam 1' },
        ],
      },
      {
        participant_id: 4,
        name: 'Four',
        reasons: [
          { code: 'missed_exam', value: null, exam_title: 'Exam 1' },
          { code: 'integrity_flags', value: 3, exam_title: null },
        ],
      },
      { participant_id: 3, name: 'Three', reasons: [{ code: 'low_attendance', value: 0, exam_title: null }] },
    ]);
    const arabic = batchInsights(input({ lang: 'ar' }), { batch_no: '1', from: '', to: '' });
    expect(arabic.learners[0]?.name).toBe('واحد');
    expect(arabic.learners[1]?.name).toBe('Two');
  });

  it('early leave: a last check-out more than ten minutes before the end', () => {
    const span = { start_at: new Date(T0).toISOString(), end_at: new Date(T0 + 2 * HOUR).toISOString() };
    const end = T0 + 2 * HOUR;
    expect(leftEarly(span, T0, end - EARLY_LEAVE_MS - 1)).toBe(true);
    expect(leftEarly(span, T0, end - EARLY_LEAVE_MS)).toBe(false);
    expect(leftEarly(span, end - HOUR, end - 2 * HOUR)).toBe(false);
    expect(leftEarly(span, T0, null)).toBe(false);
  });
});

describe('CSV fields', () => {
  it('quotes commas, quotes and line breaks (RFC 4180); numbers and empties as they are', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(-5)).toBe('-5');
    expect(csvField(null)).toBe('');
    expect(csvField(Number.NaN)).toBe('');
    expect(csvLine(['a', 1, null])).toBe('a,1,\r\n');
  });

  it.each(['=1+1', '+971 50', '-2', '@SUM(A1)', '\tx', '\rx', '=HYPERLINK("http://x")'])(
    'neutralises %j: a leading quote, quoted',
    (value) => {
      expect(csvField(value)).toBe(`"'${value.replaceAll('"', '""')}"`);
    },
  );

  it('starts with the UTF-8 BOM', () => {
    expect(Buffer.from(CSV_BOM, 'utf8')).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});
