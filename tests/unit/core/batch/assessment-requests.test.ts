import { describe, expect, it } from 'vitest';
import type { AssessmentRow } from '../../../../src/core/api/schemas/batch';
import {
  assessmentColumns,
  assessmentCriteriaId,
  attendanceMark,
  MARK_TONES,
  subAssessmentAt,
  withScore,
} from '../../../../src/core/batch/assessment-grid';
import {
  assessmentTableBody,
  attendanceTableBody,
  attendanceUpdateBody,
  isMultiMarkSaved,
  isWriteSaved,
  lateToggleBody,
  multiMarkBody,
  scoreRequest,
} from '../../../../src/core/batch/requests';
import { entry } from './batch-test-support';

// §2/§7 assessment grid columns from the first row, P / A / L tones; §7 request bodies and success rules.

const row = (partial: Partial<AssessmentRow> = {}): AssessmentRow => ({
  record_id: '1',
  user_name: 'Layla',
  batch_attendances: [
    { key: 'L1', value: 'P' },
    { key: 'L2', value: 'a' },
    { key: 'L3', value: 'L' },
  ],
  batch_sub_assessments: [
    {
      record_id: '71',
      scored: 4,
      batch_assessment_sub_criteria_title: 'Practical',
      batch_assessment_sub_criteria_score: 10,
    },
    {
      record_id: '72',
      scored: null,
      batch_assessment_sub_criteria_title: 'Written',
      batch_assessment_sub_criteria_score: null,
    },
  ],
  ...partial,
});

describe('withScore (a saved score into the grid shown)', () => {
  it('replaces the cell by its record id along new objects, sharing the rest', () => {
    const other = row({ record_id: '2', batch_sub_assessments: [{ record_id: '81', scored: 1 }] });
    const table = { rows: [row(), other] };
    const next = withScore(table, '72', 8.5);
    expect(next).not.toBe(table);
    expect(next.rows[0]).not.toBe(table.rows[0]);
    expect(next.rows[0]!.batch_sub_assessments.map((sub) => sub.scored)).toEqual([4, 8.5]);
    expect(next.rows[0]!.batch_sub_assessments[0]).toBe(table.rows[0]!.batch_sub_assessments[0]);
    expect(next.rows[1]).toBe(other);
    expect(table.rows[0]!.batch_sub_assessments[1]!.scored).toBeNull();
  });

  it('no such cell: the same grid', () => {
    const table = { rows: [row()] };
    expect(withScore(table, '99', 1)).toBe(table);
  });
});

describe('assessmentColumns (§7 headers from the first row)', () => {
  it('attendance keys and sub-assessments with their maximum', () => {
    expect(assessmentColumns([row(), row({ batch_attendances: [], batch_sub_assessments: [] })])).toEqual({
      attendances: ['L1', 'L2', 'L3'],
      subs: [
        { title: 'Practical', maxScore: 10 },
        { title: 'Written', maxScore: null },
      ],
    });
  });

  it('no rows, no columns', () => {
    expect(assessmentColumns([])).toEqual({ attendances: [], subs: [] });
  });
});

describe('attendanceMark and tones (§9 P / A / L in green / red / yellow)', () => {
  it.each([
    ['L1', 'P'],
    ['L2', 'A'],
    ['L3', 'L'],
    ['L9', null],
  ])('%s → %j', (key, mark) => {
    expect(attendanceMark(row(), key)).toBe(mark);
  });

  it('another value is no mark', () => {
    expect(
      attendanceMark(
        row({
          batch_attendances: [
            { key: 'L1', value: 'X' },
            { key: 'L2', value: null },
          ],
        }),
        'L1',
      ),
    ).toBeNull();
    expect(attendanceMark(row({ batch_attendances: [{ key: 'L2', value: null }] }), 'L2')).toBeNull();
  });

  it('tones', () => {
    expect(MARK_TONES).toEqual({ P: 'green', A: 'red', L: 'yellow' });
  });

  it('cells by column position', () => {
    expect(subAssessmentAt(row(), 1)?.record_id).toBe('72');
    expect(subAssessmentAt(row(), 2)).toBeNull();
  });
});

describe('assessmentCriteriaId', () => {
  it.each([
    [[{ id: '5' }, { id: '6' }], ['5'], '6'],
    [[{ id: '5' }, { id: '6' }], [], '5'],
    [[{ id: '5' }], ['5'], '5'],
    [[{ record_id: '8' }], [], '8'],
    [[{ title: 'No id' }], [], null],
    [[], [], null],
  ])('%j without subs %j → %j', (criterias, without, id) => {
    expect(
      assessmentCriteriaId({
        batch_assessment_criterias: criterias,
        batch_assessment_criterias_without_sub_assessments_ids: without,
      }),
    ).toBe(id);
  });
});

const ref = { batchId: '2401', lectureId: '1001' };

describe('request bodies (§7)', () => {
  it('attendance/table', () => {
    expect(attendanceTableBody(ref)).toEqual({ batch_id: '2401', related_id: '1001', related_type: 'lecture' });
  });

  it('attendance/update: last entry type, trimmed comments, no entries', () => {
    const body = attendanceUpdateBody(ref, {
      attendanceId: '9',
      status: 'PRESENT',
      comments: '  late bus  ',
      entries: [entry(), entry({ entry_type: 'LEFT_EARLY' })],
      lastEntryType: 'IN_CLASS',
    });
    expect(body).toEqual({
      attendance_id: '9',
      status: 'PRESENT',
      entry_type: 'LEFT_EARLY',
      update_comments: 'late bus',
      batch_id: '2401',
      related_id: '1001',
      related_type: 'lecture',
    });
  });

  it("attendance/update without entries uses the detail's last_entry_type, else null", () => {
    const base = { attendanceId: '9', status: 'ABSENT' as const, comments: 'x', entries: [] };
    expect(attendanceUpdateBody(ref, { ...base, lastEntryType: 'BREAK' }).entry_type).toBe('BREAK');
    expect(attendanceUpdateBody(ref, base).entry_type).toBeNull();
  });

  it('attendance/mark/multi/manual', () => {
    expect(multiMarkBody(ref, ['1', '2'], 'EXCUSED', ' ')).toEqual({
      attendance_ids: ['1', '2'],
      status: 'EXCUSED',
      update_comments: '',
      batch_id: '2401',
      related_id: '1001',
      related_type: 'lecture',
    });
  });

  it('attendance/update_one (is-late) and assessment/table', () => {
    expect(lateToggleBody('10', true)).toEqual({ record_id: '10', col: 'is_late', value: true });
    expect(assessmentTableBody('2401', '5')).toEqual({
      type: 'all',
      batch_id: '2401',
      batch_assessment_criteria_id: '5',
    });
  });

  it('the score call goes to the attempt, or no_exam', () => {
    const sub = row().batch_sub_assessments[0]!;
    expect(scoreRequest(row({ exam_attempt_id: '333' }), sub, 7.5)).toEqual({
      path: 'assessment/mark/sub_assessment/333',
      body: { record_id: '71', col: 'scored', value: 7.5 },
    });
    expect(scoreRequest(row({ exam_attempt_id: null }), sub, 0).path).toBe('assessment/mark/sub_assessment/no_exam');
  });
});

describe('success rules (§7)', () => {
  it.each([
    [{ success: true }, true],
    [{ success: false }, false],
    [{ message: 'saved' }, false],
    [null, false],
  ])('update %j → %s', (answer, saved) => {
    expect(isWriteSaved(answer)).toBe(saved);
  });

  it.each([
    [{ success: true }, true],
    [{ success: false, message: 'Records Saved' }, true],
    [{ message: 'saved successfully' }, true],
    [{ success: false, message: 'failed' }, false],
    [{}, false],
    [undefined, false],
  ])('multi-mark %j → %s', (answer, saved) => {
    expect(isMultiMarkSaved(answer)).toBe(saved);
  });
});
