// @vitest-environment node
import { like } from 'drizzle-orm';
import { validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { innerData } from '../../../src/core/api/inner-data';
import {
  AttendanceTableSchema,
  BatchOverviewSchema,
  ParticipantsAnswer,
  type BatchOverview,
} from '../../../src/core/api/schemas/batch';
import {
  ATTENDANCE_LECTURE,
  BATCH_PAGE,
  CRITERIA,
  FIRE_MORNING_ROSTER,
  PARTICIPANT,
  PERF_PAGE,
  rowKey,
  SEEDED_ROW,
} from '../../../demo/api/features/batch/ids';
import { participants } from '../../../demo/api/features/batch/schema';
import { NOON, seedAt, tokenOf } from './attendance-support';
import { detail, grid, table } from './batch-support';
import { useTestApi } from './helpers';

// GET batches/view and batches/overview, who may read a batch at all, and the 2,000-participant batch.

describe('batch page reads', () => {
  const t = useTestApi({ at: NOON });

  async function get<T>(path: string, as = 'trainer', lang?: string) {
    return t.call<T>(path, { token: await tokenOf(t, as), lang });
  }

  it("overview: header figures, the five lectures in time order, the course and the criteria, in the request's language", async () => {
    await seedAt(t);
    const res = await get<{ data: BatchOverview }>(`batches/overview/${BATCH_PAGE.batchNo}`);
    expect(res.status).toBe(200);
    const [failure, overview] = validate(innerData(res.body.data), BatchOverviewSchema, { coerce: true });
    expect(failure).toBeUndefined();
    expect(overview).toMatchObject({
      batch_id: String(BATCH_PAGE.batchId),
      batch_no: String(BATCH_PAGE.batchNo),
      batch_title: 'Fire Safety — Morning Cohort',
      participant_count: 62,
    });
    const { lastWeek, finishedToday, running, laterToday, nextWeek } = ATTENDANCE_LECTURE;
    expect(overview?.batch_schedules.map((item) => Number(item.record_id))).toEqual([
      lastWeek,
      finishedToday,
      running,
      laterToday,
      nextWeek,
    ]);
    expect(overview?.batch_schedules.map((item) => item.duration)).toEqual([120, 120, 120, 90, 120]);
    expect(overview?.batch_courses).toEqual([{ course_title: 'Fire Safety Fundamentals' }]);
    expect(overview?.batch_assessment_criterias.map((item) => Number(item.id))).toEqual([
      CRITERIA.written.id,
      CRITERIA.practical.id,
      CRITERIA.observation.id,
    ]);
    expect(overview?.batch_assessment_criterias_without_sub_assessments_ids).toEqual([String(CRITERIA.observation.id)]);
    const ar = await get<{ data: BatchOverview }>(`batches/overview/${BATCH_PAGE.batchNo}`, 'trainer', 'ar');
    expect(ar.body.data.data).toMatchObject({
      batch_title: 'السلامة من الحرائق — الدفعة الصباحية',
      batch_courses: [{ course_title: 'أساسيات السلامة من الحرائق' }],
    });
  });

  it('participants: 62 in enrolment order with learner and both, English and Arabic names, NIDs, some without a phone', async () => {
    await seedAt(t);
    const res = await get<{ participant_table: unknown[] }>(`batches/view/${BATCH_PAGE.batchNo}`);
    const [failure, participants] = validate(res.body.data, ParticipantsAnswer, { coerce: true });
    expect(failure).toBeUndefined();
    expect(participants?.map((item) => Number(item.participant_id))).toEqual(FIRE_MORNING_ROSTER);
    expect(participants?.[0]).toMatchObject({
      participant_id: String(PARTICIPANT.learner),
      participant_name: 'Layla Learner',
      status: 'Active',
      batch_status: 'active',
    });
    for (const item of participants ?? []) {
      expect(item.participant_arabic_name).toMatch(/[\u0600-\u06FF]/);
      expect(item.participant_nid).toBeTruthy();
      expect(item.email).toContain('@');
    }
    expect(participants?.filter((item) => item.participant_phone_number === null).length).toBeGreaterThanOrEqual(5);
    expect(new Set(participants?.map((item) => item.email)).size).toBe(62);
  });

  it('answers 404, as for a missing batch, to everyone who does not teach it: learner, trainer of another batch, newcomer', async () => {
    await seedAt(t);
    const missing = await get<null>('batches/view/999999');
    expect(missing.status).toBe(404);
    for (const as of ['learner', 'both', 'newcomer']) {
      for (const path of [
        `batches/view/${BATCH_PAGE.batchNo}`,
        `batches/overview/${BATCH_PAGE.batchNo}`,
        `batches/view/${PERF_PAGE.batchNo}`,
      ]) {
        const res = await get<null>(path, as);
        expect([res.status, res.body.message], `${as} ${path}`).toEqual([404, missing.body.message]);
      }
      expect((await table(t, ATTENDANCE_LECTURE.finishedToday, { as })).status, as).toBe(404);
      expect((await detail(t, rowKey(ATTENDANCE_LECTURE.finishedToday, SEEDED_ROW.absent), { as })).status, as).toBe(
        404,
      );
    }
    expect(missing.body.message).toBe('Batch not found.');
    expect((await get<null>('batches/view/999999', 'trainer', 'ar')).body.message).toBe('الدفعة غير موجودة.');
    // A lecture named with another batch's id is not found either.
    expect((await table(t, ATTENDANCE_LECTURE.finishedToday, { batchId: 2 })).status).toBe(404);
  });

  it('performance batch: 2,000 participants, one lecture running now with a row for each in every status, never stored', async () => {
    await seedAt(t);
    const overview = await get<{ data: BatchOverview }>(`batches/overview/${PERF_PAGE.batchNo}`);
    expect(overview.body.data.data).toMatchObject({
      batch_id: PERF_PAGE.batchId,
      participant_count: 2000,
      batch_schedules: [{ record_id: PERF_PAGE.lectureId }],
    });
    const view = await get<{ participant_table: { participant_id: number }[] }>(`batches/view/${PERF_PAGE.batchNo}`);
    expect(new Set(view.body.data.participant_table.map((item) => item.participant_id)).size).toBe(2000);
    const res = await table(t, PERF_PAGE.lectureId, { batchId: PERF_PAGE.batchId });
    const { rows, can_mark_attendance } = res.body.data.data;
    expect(rows).toHaveLength(2000);
    expect(can_mark_attendance).toBe(true);
    // The client's reading of the first rows (all 2,000 cost seconds of superstruct).
    expect(
      validate({ rows: rows.slice(0, 20), can_mark_attendance }, AttendanceTableSchema, { coerce: true })[0],
    ).toBeUndefined();
    expect(new Set(rows.map((row) => row.status_lbl?.label))).toEqual(
      new Set(['Present', 'Absent', 'Flagged', 'Excused']),
    );
    expect((await grid(t, 99)).status).toBe(404);
    // Generated on request, never stored.
    expect(
      await t.api.database.db
        .select({ id: participants.id })
        .from(participants)
        .where(like(participants.email, '%@perf.academy.test')),
    ).toEqual([]);
  });
});
