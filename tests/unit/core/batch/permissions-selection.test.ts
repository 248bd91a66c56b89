import { describe, expect, it } from 'vitest';
import type { AssessmentRow, AttendanceRow } from '../../../../src/core/api/schemas/batch';
import { canBulkMark, canEditScores, canToggleLate } from '../../../../src/core/batch/permissions';
import { personKey, selectionState, toggleAll, toggleOne } from '../../../../src/core/batch/selection';

// §6 batch permissions; §2 select-all and row checkboxes.

const attendanceRow = (record_permissions: AttendanceRow['record_permissions']) =>
  ({ record_id: '1', user_name: 'A', record_permissions }) as AttendanceRow;

describe('canToggleLate (§6)', () => {
  it.each([
    [{ can_mark_attendance: true, admin_mark_attendance: false }, true],
    [{ can_mark_attendance: false, admin_mark_attendance: true }, true],
    [{ can_mark_attendance: true, admin_mark_attendance: true }, true],
    [{ can_mark_attendance: false, admin_mark_attendance: false }, false],
    [{}, false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (permissions, expected) => {
    expect(canToggleLate(attendanceRow(permissions))).toBe(expected);
  });
});

describe('canBulkMark (§6 table-level flag)', () => {
  it.each([
    [true, true],
    [false, false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (flag, expected) => {
    expect(canBulkMark({ can_mark_attendance: flag })).toBe(expected);
  });
});

describe('canEditScores (§6)', () => {
  it.each([
    [{ can_mark_sub_assessment: true }, true],
    [{ can_mark_sub_assessment: false }, false],
    [{}, false],
    [null, false],
  ])('%j → %s', (record_permissions, expected) => {
    expect(canEditScores({ record_id: '1', user_name: 'A', record_permissions } as AssessmentRow)).toBe(expected);
  });
});

describe('selection', () => {
  const shown = ['1', '2', '3'];

  it.each([
    [[], 'none'],
    [['2'], 'some'],
    [['1', '2', '3'], 'all'],
    [['1', '2', '3', '9'], 'all'],
    [['9'], 'none'],
  ])('%j selected of 1–3 → %s', (ids, state) => {
    expect(selectionState(new Set(ids), shown)).toBe(state);
  });

  it('nothing shown is none', () => {
    expect(selectionState(new Set(['1']), [])).toBe('none');
  });

  it('select-all adds the shown rows, keeps the others, and clears them when all were selected', () => {
    expect([...toggleAll(new Set(['2', '9']), shown)].sort()).toEqual(['1', '2', '3', '9']);
    expect([...toggleAll(new Set(['1', '2', '3', '9']), shown)]).toEqual(['9']);
  });

  it('one box toggles one row without touching the input', () => {
    const before = new Set(['1']);
    expect([...toggleOne(before, '2')]).toEqual(['1', '2']);
    expect([...toggleOne(before, '1')]).toEqual([]);
    expect([...before]).toEqual(['1']);
  });
});

describe('personKey', () => {
  it("keys a row by the person's national id, which a save keeps; by its record id when there is none", () => {
    expect(personKey({ user_nid: ' 1234567890 ', record_id: '1003-204' })).toBe('1234567890');
    expect(personKey({ user_nid: null, record_id: '1003-204' })).toBe('1003-204');
    expect(personKey({ user_nid: '  ', record_id: '88' })).toBe('88');
  });
});
