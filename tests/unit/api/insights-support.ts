import { attendanceEntries, attendanceRecords } from '../../../demo/api/features/attendance/schema';
import {
  assessmentCriteria,
  assessmentScores,
  assessmentSubCriteria,
  batches,
  batchParticipants,
  batchTrainers,
  lectures,
  participants,
} from '../../../demo/api/features/batch/schema';
import { examAttempts, examEvents, examPapers, exams } from '../../../demo/api/features/exam/schema';
import type { TestApi } from './helpers';
import { attemptRow, awayRow, examRow, paperRow } from '../../../bench/fixtures/exam-rows';

// Issue #34's "batch with known rates and scores", written straight into the test database with SQL inserts: four
// learners, four lectures (three ended), three exams (one before the batch, one closed, one open), one criterion.
// The figures the insights must answer are worked out by hand in insights-routes.test.ts. Times are local, in March
// 2026, with the test clock at NOON (Wednesday 18 March, 12:00).

export const FIXTURE = { batchId: 880, batchNo: 8801, criterionId: 8801 } as const;
/** Trainer (user 2) teaches it; `both` (user 3) teaches other batches only. */
const TRAINER = 2;

const at = (day: number, hour: number, minute = 0) => new Date(2026, 2, day, hour, minute);

/** Roster order: A, B, C, D (the places' ids ascend). */
export const LEARNER = { a: 880_001, b: 880_002, c: 880_003, d: 880_004 } as const;
export const LECTURE_IDS = [88_001, 88_002, 88_003, 88_004] as const;
export const EXAM_NO = { before: 88_100, closed: 88_101, open: 88_102 } as const;

const PEOPLE = [
  [LEARNER.a, 'Amal Test', 'أمل اختبار'],
  [LEARNER.b, 'Badr Test', 'بدر اختبار'],
  [LEARNER.c, '=Cala Test', '=كالا اختبار'],
  [LEARNER.d, 'Dana Test', ''],
] as const;

/** [participant, lecture index, status, late, entries as [kind, day-of-lecture hour, minute]]. */
type Mark = [number, number, string, boolean, ['IN' | 'OUT', number, number][]];
const MARKS: Mark[] = [
  [
    LEARNER.a,
    0,
    'PRESENT',
    false,
    [
      ['IN', 9, 2],
      ['OUT', 11, 1],
    ],
  ],
  [
    LEARNER.a,
    1,
    'PRESENT',
    true,
    [
      ['IN', 9, 20],
      ['OUT', 11, 0],
    ],
  ],
  [
    LEARNER.a,
    2,
    'PRESENT',
    false,
    [
      ['IN', 9, 5],
      ['OUT', 10, 30],
    ],
  ],
  [LEARNER.b, 0, 'ABSENT', false, []],
  [LEARNER.b, 1, 'ABSENT', false, []],
  [
    LEARNER.b,
    2,
    'FLAGGED',
    false,
    [
      ['IN', 9, 3],
      ['OUT', 10, 55],
    ],
  ],
  [LEARNER.c, 0, 'EXCUSED', false, []],
  [
    LEARNER.c,
    1,
    'PRESENT',
    false,
    [
      ['IN', 9, 0],
      ['OUT', 10, 40],
    ],
  ],
  [LEARNER.c, 2, 'ABSENT', false, []],
  [LEARNER.d, 0, 'PRESENT', false, [['IN', 9, 1]]],
  [
    LEARNER.d,
    2,
    'PRESENT',
    false,
    [
      ['IN', 9, 0],
      ['OUT', 9, 30],
      ['IN', 9, 45],
      ['OUT', 11, 5],
    ],
  ],
];
/** The lectures' days (9:00–11:00 each): three ended, the last next week. */
const LECTURE_DAYS = [2, 9, 16, 25];

/** Seeds the fixture batch (after a reset); the API's clock should be at NOON. */
export async function seedInsightsFixture(t: TestApi): Promise<void> {
  const { db } = t.api.database;
  await db.insert(batches).values({
    id: FIXTURE.batchId,
    batch_no: FIXTURE.batchNo,
    title: 'Insights Fixture',
    title_ar: 'دفعة الاختبار',
    start_date: '2026-03-01',
    end_date: '2026-03-31',
    status: 'active',
  });
  await db.insert(batchTrainers).values({ batch_id: FIXTURE.batchId, user_id: TRAINER });
  await db
    .insert(participants)
    .values(PEOPLE.map(([id, name, arabic_name]) => ({ id, name, arabic_name, email: `${id}@fixture.test` })));
  await db.insert(batchParticipants).values(
    PEOPLE.map(([id], index) => ({
      id: 880_100 + index,
      batch_id: FIXTURE.batchId,
      participant_id: id,
      status: 'Active' as const,
      enrollment_date: '2026-03-01',
    })),
  );
  await db.insert(lectures).values(
    LECTURE_IDS.map((id, index) => ({
      id,
      batch_id: FIXTURE.batchId,
      course_id: 1,
      title: `Fixture Lecture ${index + 1}`,
      title_ar: `محاضرة الاختبار ${index + 1}`,
      start_at: at(LECTURE_DAYS[index]!, 9),
      end_at: at(LECTURE_DAYS[index]!, 11),
      venue: 'Room 1',
      venue_ar: 'القاعة 1',
      delivered_by: TRAINER,
    })),
  );
  for (const [participant, lecture, status, late, entries] of MARKS) {
    const day = LECTURE_DAYS[lecture]!;
    const [record] = await db
      .insert(attendanceRecords)
      .values({
        lecture_id: LECTURE_IDS[lecture]!,
        batch_id: FIXTURE.batchId,
        participant_id: participant,
        batch_participant_id: 880_100 + (participant - LEARNER.a),
        status,
        is_late: late,
        created_at: at(day, 9),
        updated_at: at(day, 11),
      })
      .returning({ id: attendanceRecords.id });
    for (const [kind, hour, minute] of entries)
      await db.insert(attendanceEntries).values({
        record_id: record!.id,
        kind,
        at: at(day, hour, minute),
        client_timestamp: null,
        language: 'En',
        source: 'SCANNED',
      });
  }
  await seedExams(t);
  await seedCriterion(t);
}

async function seedExams(t: TestApi): Promise<void> {
  const { db } = t.api.database;
  const windows: [number, string, Date, Date][] = [
    [EXAM_NO.before, 'Before Quiz', at(20 - 28, 10), at(20 - 28, 11)],
    [EXAM_NO.closed, 'Closed Quiz', at(10, 10), at(10, 11)],
    [EXAM_NO.open, 'Open Quiz', at(18, 9), at(19, 9)],
  ];
  const made = await db
    .insert(exams)
    .values(
      windows.map(([no, title, start, end]) =>
        examRow({ no, title, title_ar: `اختبار ${no}`, batch_id: FIXTURE.batchId, status: 'Live', start, end }),
      ),
    )
    .returning({ id: exams.id, no: exams.no });
  const id = new Map(made.map((row) => [row.no, row.id]));
  await db.insert(examPapers).values(made.map((row) => paperRow(row.id)));
  // [exam, participant, passing status, percentage, counted events, uncounted events]
  const attempts: [number, number, 'Pass' | 'Fail' | null, number | null, number, number][] = [
    [EXAM_NO.closed, LEARNER.a, 'Pass', 85, 0, 0],
    [EXAM_NO.closed, LEARNER.b, 'Fail', 40, 2, 1],
    [EXAM_NO.closed, LEARNER.c, 'Pass', 95, 0, 0],
    [EXAM_NO.open, LEARNER.a, 'Pass', 100, 0, 0],
    [EXAM_NO.open, LEARNER.b, null, null, 1, 0],
  ];
  for (const [no, participant, status, percentage, counted, blips] of attempts) {
    const [attempt] = await db
      .insert(examAttempts)
      .values(
        attemptRow({
          exam_id: id.get(no)!,
          participant_id: participant,
          batch_participant_id: 880_100 + (participant - LEARNER.a),
          passing_status: status,
          percentage,
          attempt_date_time: at(no === EXAM_NO.open ? 18 : 10, 10, 5),
        }),
      )
      .returning({ id: examAttempts.id });
    const events = [...Array<boolean>(counted).fill(true), ...Array<boolean>(blips).fill(false)];
    for (const [n, isCounted] of events.entries())
      await db
        .insert(examEvents)
        .values(awayRow(attempt!.id, `fixture-${n}`, at(10, 10, 10 + n), isCounted ? 30_000 : 500, isCounted));
  }
}

/** One criterion out of 30 (sub-criteria of 10 and 20): A 100 %, B 50 %, C 80 %, D 10 %. */
async function seedCriterion(t: TestApi): Promise<void> {
  const { db } = t.api.database;
  await db.insert(assessmentCriteria).values({
    id: FIXTURE.criterionId,
    batch_id: FIXTURE.batchId,
    title: 'Fixture Practical',
    title_ar: 'التطبيق العملي للاختبار',
    exam_no: null,
  });
  await db.insert(assessmentSubCriteria).values([
    {
      id: 88_011,
      criterion_id: FIXTURE.criterionId,
      title: 'Part 1',
      title_ar: 'الجزء 1',
      max_score: 10,
      weightage: 50,
    },
    {
      id: 88_012,
      criterion_id: FIXTURE.criterionId,
      title: 'Part 2',
      title_ar: 'الجزء 2',
      max_score: 20,
      weightage: 50,
    },
  ]);
  const scores: [number, number, number][] = [
    [LEARNER.a, 10, 20],
    [LEARNER.b, 5, 10],
    [LEARNER.c, 8, 16],
    [LEARNER.d, 0, 3],
  ];
  await db.insert(assessmentScores).values(
    scores.flatMap(([participant, first, second]) => [
      {
        sub_criterion_id: 88_011,
        participant_id: participant,
        scored: first,
        updated_by: TRAINER,
        updated_at: at(17, 9),
      },
      {
        sub_criterion_id: 88_012,
        participant_id: participant,
        scored: second,
        updated_by: TRAINER,
        updated_at: at(17, 9),
      },
    ]),
  );
}
