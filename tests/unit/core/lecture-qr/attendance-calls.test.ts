import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../helpers';

// learning §7 attendance/view/qr ("data.data or data"), attendance/scan and attendance/create ("body returned,
// fields not read": only the message is kept), and the roster call (beyond the spec), through the real HTTP client.

/** The calls with a fresh module graph, signed in; the toasts and error type of the same graph. */
async function load() {
  vi.resetModules();
  const calls = await import('../../../../src/core/api/attendance');
  const toasts = await import('../../../../src/core/toasts/toasts');
  const errors = await import('../../../../src/core/http/api-error');
  return { ...calls, ...toasts, ...errors };
}

const record = {
  batch_title: 'Fire Safety B-12',
  date: '2026-03-18',
  start_time: '11:30',
  end_time: '13:30',
  timezone: 'Asia/Dubai',
  duration_in_hours: 2,
};
const qrData = {
  is_lecture_available: true,
  lecture_status: 'ONGOING',
  lecture_starts_in_time: null,
  lecture_ended_time_ago: null,
  lecture_record: record,
};
const scanBody = {
  language: 'En' as const,
  attendance_entry_type: 'IN' as const,
  related_id: '1001',
  related_type: 'lecture' as const,
  location_coords: { latitude: 25.2285, longitude: 55.3273 },
  timestamp: 1_773_835_200_000,
  qr_content: '$lecture$1001$1773835185000$IN$Rsignature',
};

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('auth_token', 'trainer-token');
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('fetchLectureQr (POST attendance/view/qr)', () => {
  it('posts the lecture reference with the bearer token and reads data', async () => {
    const api = stubFetch({ 'POST attendance/view/qr': () => json({ message: 'ok', data: qrData }) });
    const s = await load();
    await expect(s.fetchLectureQr('1001')).resolves.toEqual(qrData);
    expect(api.calls()).toEqual(['POST attendance/view/qr']);
    expect(JSON.parse(await api.bodies[0]!)).toEqual({ related_type: 'lecture', related_id: '1001' });
    expect(api.requests[0]!.headers.get('Authorization')).toBe('Bearer trainer-token');
  });

  it('reads data.data as well', async () => {
    stubFetch({ 'POST attendance/view/qr': () => json({ data: { data: qrData } }) });
    const s = await load();
    await expect(s.fetchLectureQr('1001')).resolves.toEqual(qrData);
  });

  it('takes numeric strings for the durations and the hours', async () => {
    const answer = {
      ...qrData,
      lecture_status: 'STARTING_SOON',
      lecture_starts_in_time: '600',
      lecture_record: { ...record, duration_in_hours: '1.5' },
    };
    stubFetch({ 'POST attendance/view/qr': () => json({ data: answer }) });
    const s = await load();
    await expect(s.fetchLectureQr('1001')).resolves.toMatchObject({
      lecture_starts_in_time: 600,
      lecture_record: { duration_in_hours: 1.5 },
    });
  });

  it('keeps an unavailable lecture that carries nothing else', async () => {
    stubFetch({ 'POST attendance/view/qr': () => json({ data: { is_lecture_available: false } }) });
    const s = await load();
    await expect(s.fetchLectureQr('1001')).resolves.toEqual({ is_lecture_available: false });
  });

  it.each([
    ['no availability flag', { data: { lecture_status: 'ONGOING' } }],
    ['a flag that is not a boolean', { data: { is_lecture_available: 'yes' } }],
    ['a duration that is not a number', { data: { ...qrData, lecture_ended_time_ago: { s: 1 } } }],
    ['a lecture record without its date', { data: { ...qrData, lecture_record: { ...record, date: undefined } } }],
    ['null data', { data: null }],
    ['a list', { data: [qrData] }],
    ['a bare string', 'ONGOING'],
  ])('a malformed answer (%s) is an invalid-response error, without a toast', async (_case, body) => {
    stubFetch({ 'POST attendance/view/qr': () => json(body) });
    const s = await load();
    const failure = await s.fetchLectureQr('1001').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(s.ApiError);
    expect(failure).toMatchObject({ kind: 'invalid-response' });
    expect(s.$toasts.get()).toEqual([]);
  });

  it('an answer that is not JSON is an invalid-response error', async () => {
    stubFetch({ 'POST attendance/view/qr': () => new Response('<html>oops</html>', { status: 200 }) });
    const s = await load();
    await expect(s.fetchLectureQr('1001')).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('a refusal rejects with its status and shows no toast (the page shows its own card)', async () => {
    stubFetch({ 'POST attendance/view/qr': () => json({ message: 'Lecture not found.' }, 404) });
    const s = await load();
    await expect(s.fetchLectureQr('999')).rejects.toMatchObject({
      kind: 'http',
      status: 404,
      serverMessage: 'Lecture not found.',
    });
    expect(s.$toasts.get()).toEqual([]);
  });
});

describe('fetchRoster (POST attendance/lecture/roster)', () => {
  const rows = [
    {
      participant_id: 7,
      user_name: 'Layla Learner',
      state: 'checked_in',
      check_in_at: '2026-03-18T11:31:00Z',
      check_out_at: null,
    },
    { participant_id: '8', user_name: 'Bilal Both', state: 'not_yet' },
  ];

  it('posts the lecture reference and reads the rows, ids as strings', async () => {
    const api = stubFetch({
      'POST attendance/lecture/roster': () => json({ data: { rows, updated_at: '2026-03-18T11:32:00Z' } }),
    });
    const s = await load();
    const roster = await s.fetchRoster('1001');
    expect(JSON.parse(await api.bodies[0]!)).toEqual({ related_type: 'lecture', related_id: '1001' });
    expect(roster.rows.map((row) => [row.participant_id, row.state])).toEqual([
      ['7', 'checked_in'],
      ['8', 'not_yet'],
    ]);
    expect(roster.updated_at).toBe('2026-03-18T11:32:00Z');
  });

  it.each([
    ['an unknown state', { rows: [{ ...rows[0], state: 'late' }] }],
    ['no rows', { updated_at: null }],
    ['a row without a name', { rows: [{ participant_id: 1, state: 'not_yet' }] }],
  ])('refuses %s as an invalid-response error', async (_case, data) => {
    stubFetch({ 'POST attendance/lecture/roster': () => json({ data }) });
    const s = await load();
    await expect(s.fetchRoster('1001')).rejects.toMatchObject({ kind: 'invalid-response' });
  });
});

describe('submitAttendance (POST attendance/scan or attendance/create)', () => {
  it.each([['scan'], ['create']] as const)(
    'posts the payload to attendance/%s and returns the answer’s message and what it recorded',
    async (call) => {
      const api = stubFetch({
        [`POST attendance/${call}`]: () =>
          json({ message: 'Checked in successfully.', data: { record_id: 3, lecture_id: 1001, entry_type: 'OUT' } }),
      });
      const s = await load();
      await expect(s.submitAttendance(scanBody, call)).resolves.toEqual({
        message: 'Checked in successfully.',
        recorded: { lectureId: '1001', entryType: 'OUT' },
      });
      expect(api.calls()).toEqual([`POST attendance/${call}`]);
      expect(JSON.parse(await api.bodies[0]!)).toEqual(scanBody);
      expect(api.requests[0]!.headers.get('Authorization')).toBe('Bearer trainer-token');
    },
  );

  it('no message (or a null one), no lecture or a direction that is neither IN nor OUT: nothing of them', async () => {
    let answer: unknown = { data: { record_id: 3, entry_type: 'OUT' } };
    stubFetch({ 'POST attendance/scan': () => json(answer) });
    const s = await load();
    const nothing = { message: undefined, recorded: null };
    await expect(s.submitAttendance(scanBody, 'scan')).resolves.toEqual(nothing);
    answer = { message: null, data: { lecture_id: 1001, entry_type: 'IN_OUT' } };
    await expect(s.submitAttendance(scanBody, 'scan')).resolves.toEqual(nothing);
  });

  it.each([
    ['an empty body', () => new Response(null, { status: 200 })],
    ['a body that is not an object', () => json(true)],
  ])('a success with %s still succeeds: §7 reads no field of it', async (_case, answer) => {
    stubFetch({ 'POST attendance/scan': answer, 'POST attendance/create': answer });
    const s = await load();
    await expect(s.submitAttendance(scanBody, 'scan')).resolves.toEqual({ message: undefined, recorded: null });
    await expect(s.submitAttendance(scanBody, 'create')).resolves.toEqual({ message: undefined, recorded: null });
  });

  it('a refusal rejects with the server’s message and no toast (the scanner shows its own banner)', async () => {
    stubFetch({ 'POST attendance/scan': () => json({ message: 'You have already checked in.' }, 422) });
    const s = await load();
    await expect(s.submitAttendance(scanBody, 'scan')).rejects.toMatchObject({
      kind: 'http',
      status: 422,
      serverMessage: 'You have already checked in.',
    });
    expect(s.$toasts.get()).toEqual([]);
  });

  it('a network failure rejects as a network error', async () => {
    stubFetch({});
    const s = await load();
    await expect(s.submitAttendance(scanBody, 'create')).rejects.toMatchObject({ kind: 'network' });
  });
});
