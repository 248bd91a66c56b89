import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch, textOf } from '../helpers';

// §7 attendance/table, get/with/entries, update, mark/multi/manual and update_one through the real HTTP client
// (fetch stubbed); §8 Attendance messages and toasts in English and Arabic.

async function load() {
  vi.resetModules();
  const { loadDictionary } = await import('../../../../src/core/locale/i18n');
  const { batchDictionary } = await import('../../../../src/core/batch/strings');
  await Promise.all([loadDictionary(batchDictionary, 'en'), loadDictionary(batchDictionary, 'ar')]);
  const store = await import('../../../../src/core/batch/attendance-store');
  const api = await import('../../../../src/core/api/batch-attendance');
  const errors = await import('../../../../src/core/http/api-error');
  const { $toasts } = await import('../../../../src/core/toasts/toasts');
  const toasts = () => $toasts.get().map((toast) => [toast.variant, textOf(toast.message)]);
  return { ...store, ...api, ...errors, toasts };
}

const REF = { batchId: '11', lectureId: '31' };
const row = (id: number, extra: object = {}) => ({
  record_id: id,
  id: `U${id}`,
  user_name: `User ${id}`,
  user_nid: 1000 + id,
  is_late: 0,
  ...extra,
});
const tableAnswer = (rows: unknown, flag: unknown = 1) => json({ data: { data: { rows, can_mark_attendance: flag } } });

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('auth_token', 't');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('attendance/table', () => {
  it('posts batch_id, related_id and related_type lecture; reads data.data.rows and the table-level flag', async () => {
    const api = stubFetch({ 'POST attendance/table': () => tableAnswer([row(1, { is_late: '1' }), row(2)]) });
    const s = await load();
    const store = s.attendanceTableStore(REF);
    expect(s.attendanceTableStore(REF)).toBe(store);
    await store.load();
    expect(JSON.parse(await api.bodies[0]!)).toEqual({ batch_id: '11', related_id: '31', related_type: 'lecture' });
    const table = store.get().data!;
    expect(table.can_mark_attendance).toBe(true);
    expect(table.rows.map((r) => [r.record_id, r.user_nid, r.is_late, r.attendance_entries])).toEqual([
      ['1', '1001', true, []],
      ['2', '1002', false, []],
    ]);
  });

  it.each([
    [
      'rows as text',
      { data: { data: { rows: 'none' } } },
      'Invalid data format received from API. Expected array, got: string',
    ],
    [
      'rows missing',
      { data: { data: { can_mark_attendance: true } } },
      'Invalid data format received from API. Expected array, got: undefined',
    ],
    [
      'rows as an object',
      { data: { data: { rows: { a: 1 } } } },
      'Invalid data format received from API. Expected array, got: object',
    ],
    ['no data', { data: null }, 'No data received from API'],
  ])('§8 %s', async (_case, body, text) => {
    stubFetch({ 'POST attendance/table': () => json(body) });
    const s = await load();
    const store = s.attendanceTableStore(REF);
    await store.load();
    expect(store.get().status).toBe('error');
    expect(textOf(s.attendanceFailure(store.get().error))).toBe(text);
  });

  it("§8 a failed load: 'Failed to load attendance data: {message or Unknown error}', in Arabic too", async () => {
    const s = await load();
    expect(textOf(s.attendanceFailure(s.parseErrorBody(422, { message: 'Closed lecture' })))).toBe(
      'Failed to load attendance data: Closed lecture',
    );
    expect(textOf(s.attendanceFailure(new Error('boom')))).toBe('Failed to load attendance data: boom');
    expect(textOf(s.attendanceFailure('?'))).toBe('Failed to load attendance data: Unknown error');
    expect(textOf(s.attendanceFailure('?'), 'ar')).toBe('تعذر تحميل بيانات الحضور: خطأ غير معروف');
    expect(textOf(s.attendanceFailure(new s.AttendanceTableFormatError('no-data')), 'ar')).toBe(
      'لم يتم استلام أي بيانات من الخادم',
    );
  });

  it('a row that breaks the schema is an invalid answer, not a crash', async () => {
    stubFetch({ 'POST attendance/table': () => tableAnswer([{ record_id: 1 }]) });
    const s = await load();
    expect(() => s.readAttendanceTable({ data: { rows: [{ record_id: 1 }] } })).toThrow(s.ApiError);
  });
});

describe('attendance/get/with/entries', () => {
  it('gets the record by batch and record id (encoded) and reads data.data', async () => {
    const api = stubFetch({
      'GET attendance/get/with/entries/11/7%2F1': () =>
        json({
          data: {
            data: {
              attendance_id: 7,
              attendance_status: 'PRESENT',
              attendance_entries: [{ entry_type: 'IN_CLASS', in_time: '09:00', in_status: 'SCANNED' }],
            },
          },
        }),
    });
    const s = await load();
    const store = s.attendanceDetailStore('11', '7/1');
    await store.load();
    expect(api.calls()).toEqual(['GET attendance/get/with/entries/11/7%2F1']);
    expect(store.get().data).toMatchObject({
      attendance_id: '7',
      attendance_entries_data: [],
      attendance_entries: [{ in_status: 'SCANNED' }],
    });
  });
});

describe('is-late toggle (§4, §8)', () => {
  it.each([
    ['on the body', { success: true }],
    [
      'in the envelope data (the reference API)',
      { message: 'Record saved successfully.', data: { success: true, is_late: true } },
    ],
  ])(
    "posts record_id, col is_late and the value; success %s → the cached row takes it and 'Record updated successfully!'",
    async (_case, body) => {
      const api = stubFetch({ 'POST attendance/update_one': () => json(body) });
      const s = await load();
      const target = s.readAttendanceTable({ data: { rows: [row(5)] } }).rows[0]!;
      await expect(s.saveLate(target, true)).resolves.toEqual({ ok: true });
      expect(JSON.parse(await api.bodies[0]!)).toEqual({ record_id: '5', col: 'is_late', value: true });
      expect(target.is_late).toBe(true);
      expect(s.toasts()).toEqual([['success', 'Record updated successfully!']]);
    },
  );

  it.each([
    [
      'a refusal in the body',
      () => json({ success: false, message: 'Locked by admin' }),
      'Update failed: Locked by admin',
    ],
    ['a refusal without words', () => json({ success: false }), 'Update failed: Unknown error'],
    ['an HTTP refusal', () => json({ message: 'Not allowed' }, 403), 'Update failed: Not allowed'],
  ])('%s: the value stays and the failure is toasted', async (_case, answer, text) => {
    stubFetch({ 'POST attendance/update_one': answer });
    const s = await load();
    const target = s.readAttendanceTable({ data: { rows: [row(5)] } }).rows[0]!;
    const outcome = await s.saveLate(target, true);
    expect(outcome.ok).toBe(false);
    expect(target.is_late).toBe(false);
    expect(s.toasts()).toEqual([['danger', text]]);
  });

  it("a network failure: 'Network error occurred. Please try again.' (Arabic too)", async () => {
    stubFetch({});
    const s = await load();
    const outcome = await s.saveLate(s.readAttendanceTable({ data: { rows: [row(5)] } }).rows[0]!, true);
    expect(outcome.ok ? '' : textOf(outcome.message)).toBe('Network error occurred. Please try again.');
    expect(outcome.ok ? '' : textOf(outcome.message, 'ar')).toBe('حدث خطأ في الشبكة. يرجى المحاولة مرة أخرى.');
  });
});

describe('attendance/update (§7)', () => {
  const edit = {
    attendanceId: '7',
    status: 'EXCUSED' as const,
    comments: ' Doctor note ',
    entries: [],
    lastEntryType: 'BREAK',
  };

  it('posts the record, status, last entry type and trimmed comments (no entries); saved → toast and the table reloads', async () => {
    const api = stubFetch({
      'POST attendance/update': () => json({ success: true }),
      'POST attendance/table': () => tableAnswer([row(1)]),
    });
    const s = await load();
    // The tab watches its table, as the UI does: the write reloads that one.
    const stop = s.attendanceTableStore(REF).listen(() => {});
    await vi.waitFor(() => expect(s.attendanceTableStore(REF).get().status).toBe('ready'));
    await expect(s.saveAttendanceEdit(REF, edit)).resolves.toEqual({ ok: true });
    expect(JSON.parse(await api.bodies[1]!)).toEqual({
      attendance_id: '7',
      status: 'EXCUSED',
      entry_type: 'BREAK',
      update_comments: 'Doctor note',
      batch_id: '11',
      related_id: '31',
      related_type: 'lecture',
    });
    expect(s.toasts()).toEqual([['success', 'Attendance updated successfully!']]);
    await vi.waitFor(() =>
      expect(api.calls()).toEqual(['POST attendance/table', 'POST attendance/update', 'POST attendance/table']),
    );
    stop();
  });

  it.each([
    ['success false', () => json({ success: false })],
    ['an HTTP 422', () => json({ message: 'Invalid' }, 422)],
  ])("%s: 'Failed to update attendance'", async (_case, answer) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch({ 'POST attendance/update': answer, 'POST attendance/table': () => tableAnswer([]) });
    const s = await load();
    const outcome = await s.saveAttendanceEdit(REF, edit);
    expect(outcome.ok ? '' : textOf(outcome.message)).toBe('Failed to update attendance');
    expect(outcome.ok ? '' : textOf(outcome.message, 'ar')).toBe('تعذر تحديث الحضور');
  });
});

describe('attendance/mark/multi/manual (§7)', () => {
  it.each([
    ['success true', { success: true }],
    ['success true in the envelope data', { message: 'OK', data: { success: true, updated: 2 } }],
    ["success 'true'", { success: 'true' }],
    ["a message containing 'saved'", { message: 'Records Saved' }],
  ])("%s: 'Successfully updated {n} attendance record(s)!' and the table reloads", async (_case, body) => {
    const api = stubFetch({
      'POST attendance/mark/multi/manual': () => json(body),
      'POST attendance/table': () => tableAnswer([]),
    });
    const s = await load();
    await expect(s.markSelected(REF, ['1', '2'], 'PRESENT', '')).resolves.toEqual({ ok: true });
    expect(JSON.parse(await api.bodies[0]!)).toEqual({
      attendance_ids: ['1', '2'],
      status: 'PRESENT',
      update_comments: '',
      batch_id: '11',
      related_id: '31',
      related_type: 'lecture',
    });
    expect(s.toasts()).toEqual([['success', 'Successfully updated 2 attendance record(s)!']]);
    await vi.waitFor(() => expect(api.calls()).toContain('POST attendance/table'));
  });

  it.each([
    [
      'an answer that is not a success',
      () => json({ success: false, message: 'nope' }),
      'Failed to update attendance records',
    ],
    ['a failed call', () => json({ message: 'Server' }, 500), 'Failed to mark attendance'],
  ])('%s', async (_case, answer, text) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch({ 'POST attendance/mark/multi/manual': answer });
    const s = await load();
    const outcome = await s.markSelected(REF, ['1'], 'ABSENT', 'x');
    expect(outcome.ok ? '' : textOf(outcome.message)).toBe(text);
    expect(s.toasts()).toEqual([['danger', text]]);
  });
});
