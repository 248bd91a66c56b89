// @vitest-environment node
import { validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { LectureQrDataSchema, type LectureQrData } from '../../../src/core/api/schemas/attendance';
import { timezone } from '../../../demo/api/local-time';
import { FINISHED_LECTURE_ID, LATER_LECTURE_ID, RUNNING_LECTURE_ID } from '../../../demo/api/features/attendance/ids';
import {
  CLOSES_AFTER_END_MS,
  isLate,
  isOpenFor,
  LATE_AFTER_MS,
  OPENS_BEFORE_START_MS,
  qrLectureStatus,
} from '../../../demo/api/features/attendance/lecture-window';
import { ATTENDANCE_MESSAGES } from '../../../demo/api/features/attendance/messages';
import { HOUR, lectureRef, MINUTE, NOON, seedAt, SPANS, tokenOf } from './attendance-support';
import { TEST_ATTENDANCE_SECRET, useTestApi } from './helpers';
import { CODE_ROTATE_MS, issueCodes, slotOf, verifyCode } from '../../../demo/api/features/attendance/codes';
import { VENUE } from '../../../demo/api/features/batch/ids';

// POST attendance/view/qr: who may read a lecture's QR data, and lecture_status and durations at every window edge.

const span = (start: number, end: number) => ({
  start_at: new Date(start).toISOString(),
  end_at: new Date(end).toISOString(),
});

describe('lecture windows (one module for view/qr and the scan rules)', () => {
  const start = NOON;
  const end = NOON + 2 * HOUR;
  const lecture = span(start, end);

  it('uses 30 minutes before the start, 3 hours after the end and 15 minutes of lateness', () => {
    expect([OPENS_BEFORE_START_MS, CLOSES_AFTER_END_MS, LATE_AFTER_MS]).toEqual([30 * MINUTE, 3 * HOUR, 15 * MINUTE]);
  });

  it.each([
    [start - 30 * MINUTE - 1, 'NOT_IN_RANGE', false, false],
    [start - 30 * MINUTE, 'STARTING_SOON', true, false],
    [start - 1, 'STARTING_SOON', true, false],
    [start, 'ONGOING', true, true],
    [end - 1, 'ONGOING', true, true],
    [end, 'ENDED', false, true],
    [end + 3 * HOUR, 'ENDED', false, true],
    [end + 3 * HOUR + 1, 'NOT_IN_RANGE', false, false],
  ])('at %i: %s, check-in open %s, check-out open %s', (now, status, checkIn, checkOut) => {
    expect(qrLectureStatus(lecture, now)).toBe(status);
    expect(isOpenFor('IN', lecture, now)).toBe(checkIn);
    expect(isOpenFor('OUT', lecture, now)).toBe(checkOut);
  });

  it('is late only more than 15 minutes after the start', () => {
    expect(isLate(lecture, start + 15 * MINUTE)).toBe(false);
    expect(isLate(lecture, start + 15 * MINUTE + 1)).toBe(true);
    expect(isLate(lecture, start - 10 * MINUTE)).toBe(false);
  });
});

describe('attendance/view/qr', () => {
  const t = useTestApi({ at: NOON });

  async function viewQr(related: number | string, options: { as?: string; lang?: string } = {}) {
    const token = await tokenOf(t, options.as ?? 'trainer');
    return t.call<LectureQrData>('attendance/view/qr', { token, lang: options.lang, body: lectureRef(related) });
  }

  async function data(related: number | string) {
    const res = await viewQr(related);
    expect(res.status).toBe(200);
    expect(validate(res.body.data, LectureQrDataSchema, { coerce: true })[0]).toBeUndefined();
    return res.body.data;
  }

  it("answers the running lecture to its batch's trainer: ONGOING, the lecture record in local time", async () => {
    await seedAt(t);
    const res = await viewQr(RUNNING_LECTURE_ID);
    expect(res.body.message).toBe('OK');
    expect(res.body.data).toEqual({
      is_lecture_available: true,
      lecture_status: 'ONGOING',
      lecture_starts_in_time: null,
      lecture_ended_time_ago: null,
      lecture_record: {
        batch_title: 'Fire Safety — Morning Cohort',
        date: '2026-03-18',
        start_time: '11:30',
        end_time: '13:30',
        timezone: timezone(),
        duration_in_hours: 2,
      },
      ...issueCodes(
        TEST_ATTENDANCE_SECRET,
        { id: RUNNING_LECTURE_ID, start_at: new Date(SPANS.running.start).toISOString() },
        t.clock.now,
      ),
      venue_latitude: VENUE.dubaiCampus.latitude,
      venue_longitude: VENUE.dubaiCampus.longitude,
      venue_radius_m: 150,
    });
  });

  it('issues codes that verify for their lecture and entry type, rotate on the slot and are not drawn outside the QR window', async () => {
    await seedAt(t);
    t.clock.now += 4_000;
    const data = (await viewQr(RUNNING_LECTURE_ID)).body.data;
    expect(data.qr_refresh_in_ms).toBe(slotOf(t.clock.now) + CODE_ROTATE_MS - t.clock.now);
    for (const entry of ['IN', 'OUT', 'IN_OUT'] as const) {
      const live = data.qr_codes?.[entry];
      expect(verifyCode(TEST_ATTENDANCE_SECRET, live?.qr_content ?? '', t.clock.now)).toEqual({
        ok: true,
        code: { lectureId: RUNNING_LECTURE_ID, entryType: entry, kind: 'R', createdAt: slotOf(t.clock.now) },
      });
      expect(live?.typed_code).toMatch(/^\d{6}$/);
      expect(
        verifyCode(TEST_ATTENDANCE_SECRET, data.print_qr_codes?.[entry]?.qr_content ?? '', t.clock.now + 5 * 3_600_000),
      ).toMatchObject({ ok: true, code: { kind: 'P' } });
    }
    t.clock.now += CODE_ROTATE_MS;
    const next = (await viewQr(RUNNING_LECTURE_ID)).body.data;
    expect(next.qr_codes?.IN.qr_content).not.toBe(data.qr_codes?.IN.qr_content);
    expect(next.print_qr_codes).toEqual(data.print_qr_codes);
    const later = (await viewQr(LATER_LECTURE_ID)).body.data;
    expect(later).toMatchObject({
      lecture_status: 'NOT_IN_RANGE',
      qr_codes: null,
      print_qr_codes: null,
      qr_refresh_in_ms: null,
    });
  });

  it('accepts the id as text and answers the batch title in Arabic', async () => {
    await seedAt(t);
    const res = await viewQr(String(LATER_LECTURE_ID), { lang: 'ar' });
    expect(res.status).toBe(200);
    expect(res.body.data.lecture_record).toMatchObject({
      batch_title: 'السلامة من الحرائق — الدفعة الصباحية',
      start_time: '15:00',
      end_time: '16:30',
      duration_in_hours: 1.5,
    });
  });

  it('counts whole seconds until a later lecture starts and since a finished one ended', async () => {
    await seedAt(t);
    expect(await data(LATER_LECTURE_ID)).toMatchObject({
      lecture_status: 'NOT_IN_RANGE',
      lecture_starts_in_time: 3 * 3600,
      lecture_ended_time_ago: null,
    });
    expect(await data(FINISHED_LECTURE_ID)).toMatchObject({
      lecture_status: 'ENDED',
      lecture_starts_in_time: null,
      lecture_ended_time_ago: 2 * 3600,
    });
  });

  it('moves through the statuses at the window edges of the clock', async () => {
    await seedAt(t);
    const { start, end } = SPANS.later;
    const at = async (now: number) => {
      t.clock.now = now;
      const answer = await data(LATER_LECTURE_ID);
      return [answer.lecture_status, answer.lecture_starts_in_time, answer.lecture_ended_time_ago];
    };
    expect(await at(start - 30 * MINUTE - 1)).toEqual(['NOT_IN_RANGE', 1801, null]);
    expect(await at(start - 30 * MINUTE)).toEqual(['STARTING_SOON', 1800, null]);
    expect(await at(start - 1)).toEqual(['STARTING_SOON', 1, null]);
    expect(await at(start)).toEqual(['ONGOING', null, null]);
    expect(await at(end - 1)).toEqual(['ONGOING', null, null]);
    expect(await at(end)).toEqual(['ENDED', null, 0]);
    expect(await at(end + 3 * HOUR)).toEqual(['ENDED', null, 10800]);
    expect(await at(end + 3 * HOUR + 1)).toEqual(['NOT_IN_RANGE', null, 10800]);
  });

  it('refuses learners and a trainer of another batch (403), in both languages', async () => {
    await seedAt(t);
    for (const account of ['learner', 'both', 'newcomer']) {
      const res = await viewQr(RUNNING_LECTURE_ID, { as: account });
      expect(res.status, account).toBe(403);
      expect(res.body.message).toBe('Access denied. Insufficient permissions.');
    }
    expect((await viewQr(RUNNING_LECTURE_ID, { as: 'both', lang: 'ar' })).body.message).toBe(
      'تم رفض الوصول. الصلاحيات غير كافية.',
    );
  });

  it("answers 404 with the spec's lecture-not-found message for an unknown or malformed id", async () => {
    await seedAt(t);
    for (const related of [999999, '999999', 'abc', '', -1, 1.5]) {
      const res = await viewQr(related);
      expect(res.status, String(related)).toBe(404);
      expect(res.body.message).toBe('Lecture you are trying to access does not exist.');
      expect(res.body.data).toBeNull();
    }
    expect((await viewQr(999999, { lang: 'ar' })).body.message).toBe(ATTENDANCE_MESSAGES.lectureNotFound[1]);
    const missing = await t.call('attendance/view/qr', { token: await t.login('trainer'), body: {} });
    expect(missing.status).toBe(404);
  });

  it('answers 401 without a token and 422 for another related_type', async () => {
    await seedAt(t);
    expect((await t.call('attendance/view/qr', { body: lectureRef() })).status).toBe(401);
    const res = await t.call('attendance/view/qr', {
      token: await t.login('trainer'),
      body: { related_type: 'exam', related_id: RUNNING_LECTURE_ID },
    });
    expect(res.status).toBe(422);
  });
});
