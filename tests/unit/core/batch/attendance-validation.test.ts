import { describe, expect, it } from 'vitest';
import { ATTENDANCE_STATUSES, COMMENTS_MAX } from '../../../../src/core/api/schemas/batch';
import {
  canSubmitMultiMark,
  capComments,
  commentsCount,
  isAttendanceStatus,
  isEditValid,
  validateAttendanceEdit,
  validateMultiMark,
  type AttendanceEditInput,
  type MultiMarkInput,
} from '../../../../src/core/batch/attendance-validation';
import { entry, words } from './batch-test-support';

// §5 Edit attendance and Multi-mark rules with the spec's English messages; 200/201 characters at the boundary.

const valid: AttendanceEditInput = { status: 'PRESENT', update_comments: 'Arrived with the group', entries: [entry()] };
const fieldWords = (input: AttendanceEditInput) => words(validateAttendanceEdit(input).fields);
const entryWords = (input: AttendanceEditInput) => validateAttendanceEdit(input).entries.map((issues) => words(issues));

describe('validateAttendanceEdit: form fields', () => {
  it('a valid edit has no issue', () => {
    const issues = validateAttendanceEdit(valid);
    expect(issues).toEqual({ fields: {}, entries: [{}] });
    expect(isEditValid(issues)).toBe(true);
  });

  it('an empty form: status and comments required', () => {
    expect(fieldWords({ status: '', update_comments: '', entries: [] })).toEqual({
      status: 'Please select a status',
      update_comments: 'Please enter comment',
    });
  });

  it.each(ATTENDANCE_STATUSES)('status %s is accepted', (status) => {
    expect(fieldWords({ ...valid, status })).toEqual({});
  });

  it.each(['', 'present', 'LATE', ' PRESENT'])('status %j is not a status', (status) => {
    expect(fieldWords({ ...valid, status })).toEqual({ status: 'Please select a status' });
  });

  it.each(['', ' ', '\n\t '])('comments %j are blank', (update_comments) => {
    expect(fieldWords({ ...valid, update_comments })).toEqual({ update_comments: 'Please enter comment' });
  });

  it('200 characters are allowed, 201 are too many', () => {
    expect(COMMENTS_MAX).toBe(200);
    expect(fieldWords({ ...valid, update_comments: 'a'.repeat(200) })).toEqual({});
    expect(fieldWords({ ...valid, update_comments: 'a'.repeat(201) })).toEqual({
      update_comments: 'Comments cannot exceed 200 characters',
    });
  });

  it('Arabic comments count characters the same way', () => {
    expect(fieldWords({ ...valid, update_comments: 'ح'.repeat(200) })).toEqual({});
    expect(fieldWords({ ...valid, update_comments: 'ح'.repeat(201) }).update_comments).toBe(
      'Comments cannot exceed 200 characters',
    );
  });

  it('no entries is not an entry issue', () => {
    expect(validateAttendanceEdit({ ...valid, entries: [] })).toEqual({ fields: {}, entries: [] });
  });
});

describe('validateAttendanceEdit: entries', () => {
  it('an empty entry needs type, in time and out time', () => {
    expect(entryWords({ ...valid, entries: [entry({ entry_type: '', in_time: '', out_time: '' })] })).toEqual([
      { entry_type: 'Entry type is required', in_time: 'In time is required', out_time: 'Out time is required' },
    ]);
  });

  it.each([
    ['09:00', '09:01', {}],
    ['09:00', '09:00', { out_time: 'In time must be earlier than out time' }],
    ['09:01', '09:00', { out_time: 'In time must be earlier than out time' }],
    ['23:59', '00:00', { out_time: 'In time must be earlier than out time' }],
  ])('in %s, out %s', (in_time, out_time, expected) => {
    expect(entryWords({ ...valid, entries: [entry({ in_time, out_time })] })).toEqual([expected]);
  });

  it('a missing in time is reported, not the order', () => {
    expect(entryWords({ ...valid, entries: [entry({ in_time: '', out_time: '09:00' })] })).toEqual([
      { in_time: 'In time is required' },
    ]);
  });

  it('an unreadable time is named on its field, and not ordered', () => {
    const unreadable = 'Enter the time as hours and minutes, such as 09:30';
    expect(entryWords({ ...valid, entries: [entry({ in_time: 'morning', out_time: 'noon' })] })).toEqual([
      { in_time: unreadable, out_time: unreadable },
    ]);
    expect(entryWords({ ...valid, entries: [entry({ in_time: '25:00', out_time: '09:00' })] })).toEqual([
      { in_time: unreadable },
    ]);
  });

  it.each([
    ['24:00', false],
    ['23:60', false],
    ['09:30:60', false],
    ['9:5', false],
    ['5', false],
    ['2026-11-31', false],
    ['0:00', true],
    ['9:30', true],
    ['23:59:59', true],
    ['2026-11-30T09:30:00+03:00', true],
    ['2026-11-30T09:30:00.000Z', true],
  ])('time %j is readable: %s', (time, readable) => {
    const found = validateAttendanceEdit({ ...valid, entries: [entry({ in_time: '00:00', out_time: time })] });
    expect(found.entries[0]?.out_time === 'batch.validation.timeInvalid').toBe(!readable);
  });

  it('the last entry cannot be a break; an earlier break is fine', () => {
    const entries = [entry(), entry({ entry_type: 'BREAK', in_time: '10:00', out_time: '10:15' })];
    expect(entryWords({ ...valid, entries })).toEqual([{}, { entry_type: 'The last entry cannot be a break' }]);
    const closed = [...entries, entry({ in_time: '10:15', out_time: '11:00' })];
    expect(entryWords({ ...valid, entries: closed })).toEqual([{}, {}, {}]);
  });

  it('a sole break entry is the last one', () => {
    expect(entryWords({ ...valid, entries: [entry({ entry_type: 'BREAK' })] })).toEqual([
      { entry_type: 'The last entry cannot be a break' },
    ]);
  });

  it('issues stay with their entry and make the edit invalid', () => {
    const issues = validateAttendanceEdit({ ...valid, entries: [entry(), entry({ in_time: '10:00', out_time: '' })] });
    expect(issues.entries.map((found) => words(found))).toEqual([{}, { out_time: 'Out time is required' }]);
    expect(isEditValid(issues)).toBe(false);
  });
});

describe('capComments', () => {
  it('keeps up to 200 characters and cuts a longer change there', () => {
    expect(capComments('')).toBe('');
    expect(capComments('a'.repeat(200))).toBe('a'.repeat(200));
    expect(capComments('a'.repeat(250))).toBe('a'.repeat(COMMENTS_MAX));
  });
});

describe('commentsCount', () => {
  it.each([
    ['', 0, false],
    ['a'.repeat(200), 200, false],
    ['a'.repeat(201), 201, true],
  ])('%#: %i of 200', (text, count, over) => {
    expect(commentsCount(text)).toEqual({ count, max: 200, over });
  });
});

describe('isAttendanceStatus', () => {
  it('the four statuses only', () => {
    expect(['PRESENT', 'ABSENT', 'FLAGGED', 'EXCUSED', 'LATE', ''].map(isAttendanceStatus)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('validateMultiMark and canSubmitMultiMark', () => {
  const ready: MultiMarkInput = { status: 'ABSENT', update_comments: '', selectedIds: ['1'] };

  it('a status and one record are enough (comments optional)', () => {
    expect(validateMultiMark(ready)).toEqual({});
    expect(canSubmitMultiMark(ready, false)).toBe(true);
  });

  it('nothing chosen: status, records', () => {
    expect(words(validateMultiMark({ status: '', update_comments: '', selectedIds: [] }))).toEqual({
      status: 'Please select an attendance status',
      records: 'No records selected',
    });
  });

  it('200 characters of comments are allowed, 201 are not', () => {
    expect(validateMultiMark({ ...ready, update_comments: 'b'.repeat(200) })).toEqual({});
    expect(words(validateMultiMark({ ...ready, update_comments: 'b'.repeat(201) }))).toEqual({
      update_comments: 'Comments cannot exceed 200 characters',
    });
  });

  it.each([
    ['loading', ready, true],
    ['no records', { ...ready, selectedIds: [] }, false],
    ['no status', { ...ready, status: '' }, false],
    ['comments too long', { ...ready, update_comments: 'c'.repeat(201) }, false],
  ])('submit disabled when %s', (_case, input, loading) => {
    expect(canSubmitMultiMark(input, loading)).toBe(false);
  });
});
