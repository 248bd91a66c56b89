// @vitest-environment node
import { validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { BatchInsightsSchema } from '../../../src/core/api/schemas/batch-insights';
import { BATCH_PAGE } from '../../../demo/api/features/batch/ids';
import { NOON, seedAt, tokenOf } from './attendance-support';
import { useTestApi, type TestApi } from './helpers';
import { EXAM_NO, FIXTURE, LEARNER, LECTURE_IDS, seedInsightsFixture } from './insights-support';

// GET batches/insights/{batchNo} over a batch seeded by SQL with known rates and scores (insights-support.ts): every
// figure below is worked out by hand from the fixture, so a wrong rule (FLAGGED, early leave, missed, range) fails.

const EMPTY = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
const bins = (...at: number[]) => EMPTY.map((_, bin) => at.filter((value) => value === bin).length);

async function insights(t: TestApi, query = '', options: { as?: string; lang?: string; no?: number } = {}) {
  const token = await tokenOf(t, options.as ?? 'trainer');
  return t.call<Record<string, unknown>>(`batches/insights/${options.no ?? FIXTURE.batchNo}${query}`, {
    token,
    lang: options.lang,
  });
}

describe('batch insights', () => {
  const t = useTestApi({ at: NOON });

  it("the batch's whole range: lectures, learners, exams, criteria and the at-risk list, exactly", async () => {
    await seedAt(t);
    await seedInsightsFixture(t);
    const res = await insights(t);
    expect(res.status).toBe(200);
    const [failure] = validate(res.body.data, BatchInsightsSchema, { coerce: true });
    expect(failure).toBeUndefined();
    const data = res.body.data;
    expect(data).toMatchObject({ batch_no: '8801', from: '2026-03-01', to: '2026-03-31', attendance_threshold: 75 });
    expect(data.lectures).toEqual([
      {
        lecture_id: LECTURE_IDS[0],
        title: 'Fixture Lecture 1',
        date: '2026-03-02',
        present: 2,
        late: 0,
        early_leave: 0,
        absent: 1,
        excused: 1,
        unmarked: 0,
        rate: 67,
      },
      {
        lecture_id: LECTURE_IDS[1],
        title: 'Fixture Lecture 2',
        date: '2026-03-09',
        present: 1,
        late: 1,
        early_leave: 1,
        absent: 1,
        excused: 0,
        unmarked: 1,
        rate: 67,
      },
      // B is FLAGGED: present. A left 30 min early, D came back after a break and stayed.
      {
        lecture_id: LECTURE_IDS[2],
        title: 'Fixture Lecture 3',
        date: '2026-03-16',
        present: 3,
        late: 0,
        early_leave: 1,
        absent: 1,
        excused: 0,
        unmarked: 0,
        rate: 75,
      },
      {
        lecture_id: LECTURE_IDS[3],
        title: 'Fixture Lecture 4',
        date: '2026-03-25',
        present: 0,
        late: 0,
        early_leave: 0,
        absent: 0,
        excused: 0,
        unmarked: 4,
        rate: null,
      },
    ]);
    expect(data.learners).toEqual([
      {
        participant_id: LEARNER.a,
        name: 'Amal Test',
        lectures: 3,
        attended: 3,
        late: 1,
        early_leave: 1,
        absent: 0,
        rate: 100,
      },
      {
        participant_id: LEARNER.b,
        name: 'Badr Test',
        lectures: 3,
        attended: 1,
        late: 0,
        early_leave: 0,
        absent: 2,
        rate: 33,
      },
      {
        participant_id: LEARNER.c,
        name: '=Cala Test',
        lectures: 2,
        attended: 1,
        late: 0,
        early_leave: 1,
        absent: 1,
        rate: 50,
      },
      {
        participant_id: LEARNER.d,
        name: 'Dana Test',
        lectures: 2,
        attended: 2,
        late: 0,
        early_leave: 0,
        absent: 0,
        rate: 100,
      },
    ]);
    // The exam before the batch's start is out of the range; the open one has no missed learner yet.
    expect(data.exams).toEqual([
      {
        exam_no: EXAM_NO.closed,
        title: 'Closed Quiz',
        pass_mark: 60,
        takers: 3,
        passed: 2,
        failed: 1,
        missed: 1,
        average: 73,
        bins: bins(4, 8, 9),
      },
      {
        exam_no: EXAM_NO.open,
        title: 'Open Quiz',
        pass_mark: 60,
        takers: 1,
        passed: 1,
        failed: 0,
        missed: 0,
        average: 100,
        bins: bins(9),
      },
    ]);
    expect(data.criteria).toEqual([
      { criterion_id: FIXTURE.criterionId, title: 'Fixture Practical', scored: 4, average: 60, bins: bins(9, 5, 8, 1) },
    ]);
    expect(data.at_risk).toEqual([
      {
        participant_id: LEARNER.b,
        name: 'Badr Test',
        reasons: [
          { code: 'low_attendance', value: 33, exam_title: null },
          { code: 'failed_exam', value: 40, exam_title: 'Closed Quiz' },
          // Two counted events at the closed exam, one at the open one; the blip is not counted.
          { code: 'integrity_flags', value: 3, exam_title: null },
        ],
      },
      {
        participant_id: LEARNER.c,
        name: '=Cala Test',
        reasons: [{ code: 'low_attendance', value: 50, exam_title: null }],
      },
      {
        participant_id: LEARNER.d,
        name: 'Dana Test',
        reasons: [{ code: 'missed_exam', value: null, exam_title: 'Closed Quiz' }],
      },
    ]);
  });

  it('a narrower range: only its lectures and exams count', async () => {
    await seedAt(t);
    await seedInsightsFixture(t);
    const res = await insights(t, '?from=2026-03-05&to=2026-03-12');
    expect(res.status).toBe(200);
    const data = res.body.data as {
      lectures: { lecture_id: number }[];
      exams: { exam_no: number }[];
      at_risk: unknown[];
    };
    expect(data).toMatchObject({ from: '2026-03-05', to: '2026-03-12' });
    expect(data.lectures.map((lecture) => lecture.lecture_id)).toEqual([LECTURE_IDS[1]]);
    expect(data.exams.map((exam) => exam.exam_no)).toEqual([EXAM_NO.closed]);
    expect(data.at_risk).toEqual([
      {
        participant_id: LEARNER.b,
        name: 'Badr Test',
        reasons: [
          { code: 'low_attendance', value: 0, exam_title: null },
          { code: 'failed_exam', value: 40, exam_title: 'Closed Quiz' },
        ],
      },
      {
        participant_id: LEARNER.d,
        name: 'Dana Test',
        reasons: [{ code: 'missed_exam', value: null, exam_title: 'Closed Quiz' }],
      },
    ]);
  });

  it('in Arabic: names, titles and exam titles in Arabic (English where no Arabic name is known)', async () => {
    await seedAt(t);
    await seedInsightsFixture(t);
    const res = await insights(t, '', { lang: 'ar' });
    const data = res.body.data as {
      learners: { name: string }[];
      lectures: { title: string }[];
      at_risk: { reasons: { exam_title: string | null }[] }[];
    };
    expect(data.learners.map((learner) => learner.name)).toEqual([
      'أمل اختبار',
      'بدر اختبار',
      '=كالا اختبار',
      'Dana Test',
    ]);
    expect(data.lectures[0]?.title).toBe('محاضرة الاختبار 1');
    expect(data.at_risk[0]?.reasons[1]?.exam_title).toBe(`اختبار ${EXAM_NO.closed}`);
  });

  it.each([
    ['?from=2026-02-30', 'from', 'Choose a real date.', 'اختر تاريخًا صحيحًا.'],
    [
      '?from=2026-03-10&to=2026-03-09',
      'to',
      'The end date must be on or after the start date.',
      'يجب أن يكون تاريخ النهاية في تاريخ البداية أو بعده.',
    ],
    ['?from=2024-01-01&to=2026-01-02', 'to', 'Choose a range of two years at most.', 'اختر مدة لا تزيد على سنتين.'],
    ['?to=31-03-2026', 'to', 'Choose a real date.', 'اختر تاريخًا صحيحًا.'],
  ])('refuses %s with 422 on %s, in both languages', async (query, field, english, arabic) => {
    await seedAt(t);
    for (const [lang, words] of [
      ['en', english],
      ['ar', arabic],
    ] as const) {
      const res = await insights(t, query, { lang, no: BATCH_PAGE.batchNo });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ message: words, status_text: 'Unprocessable Entity', data: { [field]: [words] } });
    }
  });

  it('answers 404 as for no batch to a learner, another trainer and an unknown number', async () => {
    await seedAt(t);
    await seedInsightsFixture(t);
    const missing = await insights(t, '', { no: 999_999 });
    expect(missing.status).toBe(404);
    for (const as of ['learner', 'both']) {
      const res = await insights(t, '', { as });
      expect(res.status).toBe(404);
      expect(res.body).toEqual(missing.body);
    }
  });

  it("the seeded batch: the page's own rows (seeded, not stored) count, and the performance batch answers", async () => {
    await seedAt(t);
    const res = await insights(t, '', { no: BATCH_PAGE.batchNo });
    expect(res.status).toBe(200);
    const [failure, data] = validate(res.body.data, BatchInsightsSchema, { coerce: true });
    expect(failure).toBeUndefined();
    for (const lecture of data!.lectures)
      expect(lecture.present + lecture.late + lecture.absent + lecture.excused + lecture.unmarked).toBe(62);
    // The finished seeded lectures follow the ten patterns: 62 places → 7 × P, 6 × L-pattern … none unmarked.
    const marked = data!.lectures.filter((lecture) => lecture.unmarked === 0);
    expect(marked.length).toBeGreaterThan(0);
  });

  it("the trainer dashboard's cards carry each batch's at-risk count, the insights' own", async () => {
    await seedAt(t);
    await seedInsightsFixture(t);
    const token = await tokenOf(t, 'trainer');
    const res = await t.call<{ active_courses: { batch_no: number; at_risk?: number }[] }>(
      'reports/v2/dashboard/trainer/2',
      { token },
    );
    expect(res.status).toBe(200);
    const counts = new Map(res.body.data.active_courses.map((card) => [card.batch_no, card.at_risk]));
    expect(counts.get(FIXTURE.batchNo)).toBe(3);
    for (const [no, count] of counts) {
      const page = await insights(t, '', { no });
      expect((page.body.data as { at_risk: unknown[] }).at_risk).toHaveLength(count!);
    }
  });
});
