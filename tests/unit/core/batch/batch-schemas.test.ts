import type { Struct } from 'superstruct';
import { describe, expect, it } from 'vitest';
import {
  AssessmentTableBody,
  AssessmentTableSchema,
  AttendanceDetailSchema,
  AttendanceTableBody,
  AttendanceTableSchema,
  AttendanceUpdateBody,
  BatchOverviewSchema,
  COMMENTS_MAX,
  LateToggleBody,
  MultiMarkBody,
  ParticipantsAnswer,
  ScoreBody,
  WriteAnswer,
} from '../../../../src/core/api/schemas/batch';
import { maxLengthOf } from '../../../../src/core/api/schemas/limits';
import { fails, ok } from '../schema-check';

// §3 batch answers read tolerantly (numbers as text, flags as 0/1/'true', lists missing or null); §7 bodies strict.

describe('BatchOverviewSchema', () => {
  it('reads ids and numbers sent as either, lists missing or null as empty', () => {
    expect(
      ok(
        { batch_id: 2401, batch_no: '24001', batch_title: 'T', participant_count: '62', batch_schedules: null },
        BatchOverviewSchema,
      ),
    ).toEqual({
      batch_id: '2401',
      batch_no: '24001',
      batch_title: 'T',
      participant_count: 62,
      batch_schedules: [],
      batch_courses: [],
      batch_assessment_criterias: [],
      batch_assessment_criterias_without_sub_assessments_ids: [],
    });
  });

  it('schedules with minutes as text and ids as numbers', () => {
    const overview = ok(
      {
        batch_id: 1,
        batch_no: 1,
        batch_title: 'T',
        batch_schedules: [{ date: '2026-03-01', duration: '90', record_id: 7 }],
        batch_assessment_criterias_without_sub_assessments_ids: [3],
      },
      BatchOverviewSchema,
    );
    expect(overview.batch_schedules).toEqual([{ date: '2026-03-01', duration: 90, record_id: '7' }]);
    expect(overview.batch_assessment_criterias_without_sub_assessments_ids).toEqual(['3']);
  });

  it('a batch without a title or with a schedule without date is refused', () => {
    fails({ batch_id: 1, batch_no: 1 }, BatchOverviewSchema);
    fails({ batch_id: 1, batch_no: 1, batch_title: 'T', batch_schedules: [{ duration: 90 }] }, BatchOverviewSchema);
  });
});

describe('ParticipantsAnswer (§7 participant_table, or the list itself)', () => {
  const person = {
    participant_id: 5,
    participant_name: 'Layla',
    participant_nid: 1029384756,
    participant_phone_number: null,
  };
  const expected = [
    { participant_id: '5', participant_name: 'Layla', participant_nid: '1029384756', participant_phone_number: null },
  ];
  it.each([
    ['participant_table', { participant_table: [person] }],
    ['the array', [person]],
  ])('from %s', (_case, answer) => {
    expect(ok(answer, ParticipantsAnswer)).toEqual(expected);
  });

  it('another shape is refused', () => {
    fails({ rows: [person] }, ParticipantsAnswer);
    fails({ participant_table: [{ participant_name: 'no id' }] }, ParticipantsAnswer);
  });
});

describe('AttendanceTableSchema', () => {
  it('reads a row derived from QR scans (demo attendance types: processed_time, IN/OUT, status_lbl SCANNED)', () => {
    const table = ok(
      {
        rows: [
          {
            record_id: 12,
            user_name: 'Layla',
            user_nid: '102',
            is_late: 1,
            status_lbl: { label: 'Present', color: 'green' },
            record_permissions: { can_mark_attendance: 'true', admin_mark_attendance: 0 },
            attendance_entries: [
              { processed_time: '2026-03-01T09:02:00Z', type: 'IN', status_lbl: 'SCANNED' },
              { processed_time: '2026-03-01T11:00:00Z', type: 'OUT', status_lbl: 'SCANNED' },
            ],
          },
        ],
        can_mark_attendance: true,
      },
      AttendanceTableSchema,
    );
    const row = table.rows[0]!;
    expect(row.record_id).toBe('12');
    expect(row.is_late).toBe(true);
    expect(row.status_lbl).toEqual({ label: 'Present', color: 'green' });
    expect(row.record_permissions).toEqual({ can_mark_attendance: true, admin_mark_attendance: false });
    expect(row.attendance_entries[0]).toEqual({
      processed_time: '2026-03-01T09:02:00Z',
      type: 'IN',
      status_lbl: { label: 'SCANNED', color: null },
    });
    expect(table.can_mark_attendance).toBe(true);
  });

  it.each([
    [true, true],
    [1, true],
    ['1', true],
    ['true', true],
    [false, false],
    [0, false],
    ['0', false],
    ['false', false],
  ])('flag %j → %s', (flag, value) => {
    expect(ok({ rows: [], can_mark_attendance: flag }, AttendanceTableSchema).can_mark_attendance).toBe(value);
  });

  it('rows must be a list of rows with a record id and a name', () => {
    fails({ rows: null }, AttendanceTableSchema);
    fails({ rows: [{ user_name: 'no id' }] }, AttendanceTableSchema);
  });
});

describe('AttendanceDetailSchema', () => {
  it('editable entries with scanned statuses and numeric record ids', () => {
    const detail = ok(
      {
        attendance_id: 12,
        attendance_status: 'PRESENT',
        total_time_present: 118,
        attendance_entries: [
          { entry_type: 'IN_CLASS', in_time: '09:02', out_time: null, in_status: 'SCANNED', in_record_id: 40 },
        ],
      },
      AttendanceDetailSchema,
    );
    expect(detail.total_time_present).toBe('118');
    expect(detail.attendance_entries_data).toEqual([]);
    expect(detail.attendance_entries).toEqual([
      { entry_type: 'IN_CLASS', in_time: '09:02', out_time: null, in_status: 'SCANNED', in_record_id: '40' },
    ]);
  });
});

describe('AssessmentTableSchema', () => {
  it('scores and maxima as text become numbers', () => {
    const table = ok(
      {
        rows: [
          {
            record_id: 1,
            user_name: 'Layla',
            exam_attempt_id: null,
            batch_attendances: [{ key: 1, value: 'P' }],
            batch_sub_assessments: [{ record_id: 71, scored: '4.5', batch_assessment_sub_criteria_score: '10' }],
            record_permissions: { can_mark_sub_assessment: 1 },
          },
        ],
      },
      AssessmentTableSchema,
    );
    const row = table.rows[0]!;
    expect(row.batch_attendances).toEqual([{ key: '1', value: 'P' }]);
    expect(row.batch_sub_assessments[0]).toMatchObject({
      record_id: '71',
      scored: 4.5,
      batch_assessment_sub_criteria_score: 10,
    });
    expect(row.record_permissions?.can_mark_sub_assessment).toBe(true);
  });
});

describe('WriteAnswer', () => {
  it.each([
    [{ success: 'true' }, true],
    [{ success: true, message: 'ok' }, true],
    [{ success: 0 }, false],
  ])('%j', (answer, success) => {
    expect(ok(answer, WriteAnswer).success).toBe(success);
  });
});

describe('request bodies (strict)', () => {
  const lecture = { batch_id: '2401', related_id: 1001, related_type: 'lecture' };

  it('attendance/table needs related_type lecture', () => {
    ok(lecture, AttendanceTableBody);
    fails({ ...lecture, related_type: 'exam' }, AttendanceTableBody);
  });

  it('attendance/update: a §3 status, comments up to 200', () => {
    const body = {
      ...lecture,
      attendance_id: 9,
      status: 'FLAGGED',
      entry_type: null,
      update_comments: 'c'.repeat(200),
    };
    ok(body, AttendanceUpdateBody);
    fails({ ...body, update_comments: 'c'.repeat(201) }, AttendanceUpdateBody);
    fails({ ...body, status: 'LATE' }, AttendanceUpdateBody);
    expect(maxLengthOf(AttendanceUpdateBody.schema.update_comments as Struct<unknown, unknown>)).toBe(COMMENTS_MAX);
  });

  it('multi-mark needs at least one record', () => {
    const body = { ...lecture, attendance_ids: ['1'], status: 'ABSENT', update_comments: '' };
    ok(body, MultiMarkBody);
    fails({ ...body, attendance_ids: [] }, MultiMarkBody);
    fails({ ...body, update_comments: 'c'.repeat(201) }, MultiMarkBody);
  });

  it('is-late toggle', () => {
    ok({ record_id: '1', col: 'is_late', value: false }, LateToggleBody);
    fails({ record_id: '1', col: 'status', value: false }, LateToggleBody);
    fails({ record_id: '1', col: 'is_late', value: 'yes' }, LateToggleBody);
  });

  it('assessment table and score', () => {
    ok({ type: 'all', batch_id: 1, batch_assessment_criteria_id: '5' }, AssessmentTableBody);
    fails({ type: 'some', batch_id: 1, batch_assessment_criteria_id: '5' }, AssessmentTableBody);
    ok({ record_id: '71', col: 'scored', value: 0 }, ScoreBody);
    fails({ record_id: '71', col: 'scored', value: -0.01 }, ScoreBody);
    fails({ record_id: '71', col: 'scored', value: Number.NaN }, ScoreBody);
  });
});
