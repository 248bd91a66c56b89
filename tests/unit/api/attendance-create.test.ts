// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ATTENDANCE_MESSAGES } from '../../../demo/api/features/attendance/messages';
import { ATTENDANCE_LIMITS } from '../../../demo/api/features/attendance/limits';
import { HOUR, NOON, scan, seedAt, shownCode } from './attendance-support';
import { RUNNING_LECTURE_ID } from '../../../demo/api/features/attendance/ids';
import { useTestApi } from './helpers';

// POST attendance/create (the scanner's confirm-first flow) shares the scan rules and records; scans are throttled per user.

describe('attendance/create: the same rules and answers as attendance/scan', () => {
  const t = useTestApi({ at: NOON });
  const create = { path: 'attendance/create' };

  it('checks in and out, and refuses repeats, sharing the record with attendance/scan', async () => {
    await seedAt(t);
    const created = await scan(t, 'IN', create);
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('Checked in successfully.');
    expect((await scan(t, 'IN')).body.message).toBe('You have already checked in to this lecture.');
    const out = await scan(t, 'OUT', create);
    expect(out.body).toMatchObject({
      message: 'Checked out successfully.',
      data: { record_id: created.body.data.record_id, state: 'checked_out' },
    });
    expect((await scan(t, 'IN_OUT', create)).body.message).toBe('Your attendance for this lecture is already marked.');
  });

  it('refuses what scan refuses, in Arabic too', async () => {
    await seedAt(t);
    expect((await scan(t, 'OUT', { ...create, lang: 'ar' })).body.message).toBe(
      ATTENDANCE_MESSAGES.mustCheckInFirst[1],
    );
    expect(
      (await scan(t, 'IN', { ...create, extra: { qr_content: shownCode(RUNNING_LECTURE_ID, 'IN', 0) } })).status,
    ).toBe(422);
    expect((await scan(t, 'IN', { ...create, as: 'newcomer' })).status).toBe(403);
    expect((await scan(t, 'IN', { ...create, extra: { related_id: 1 } })).status).toBe(404);
    expect((await scan(t, 'IN', { ...create, extra: { location_coords: { latitude: 0, longitude: 0 } } })).status).toBe(
      422,
    );
  });
});

describe('attendance scans are rate-limited per user', () => {
  const t = useTestApi({ at: NOON, limits: { scansPerUser: 3 } });

  it('the default allows 60 scans per user per hour', () => {
    expect(ATTENDANCE_LIMITS.scansPerUser.max).toBe(60);
  });

  it("counts every attempt on scan and create (refused ones too), then 429 with Retry-After in the caller's language", async () => {
    await seedAt(t);
    expect((await scan(t, 'OUT')).status).toBe(422);
    expect((await scan(t, 'IN', { path: 'attendance/create' })).status).toBe(200);
    expect((await scan(t, 'IN')).status).toBe(422);
    const limited = await scan(t, 'OUT');
    expect(limited.status).toBe(429);
    const seconds = Number(limited.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(3600);
    expect(limited.body.data).toEqual({ retry_after: seconds });
    expect((await scan(t, 'OUT', { path: 'attendance/create', lang: 'ar' })).body.message).toBe(
      'طلبات كثيرة جدًا. يرجى المحاولة لاحقًا.',
    );
    // Another user is not held back; the first may scan again once an hour has passed.
    expect((await scan(t, 'IN', { as: 'both' })).status).toBe(200);
    t.clock.advance(HOUR + 1);
    const later = await scan(t, 'OUT');
    expect(later.status).toBe(200);
  });
});
