// @vitest-environment node
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FINISHED_LECTURE_ID, RUNNING_LECTURE_ID } from '../../../demo/api/features/attendance/ids';
import { ATTENDANCE_MESSAGES } from '../../../demo/api/features/attendance/messages';
import { OFFLINE_MAX_DELAY_MS } from '../../../demo/api/features/attendance/lecture-window';
import { lectures } from '../../../demo/api/features/batch/schema';
import { COORDS, HOUR, lectureRef, MINUTE, NOON, scan, seedAt, shownCode, tokenOf } from './attendance-support';
import { ATTENDANCE_LIMITS } from '../../../demo/api/features/attendance/limits';
import { useTestApi, type TestApi } from './helpers';

// What makes a scan proof of presence, path by path: printed codes, typed codes, offline scans, the venue and its
// policy, short stays, and the trainer setting the venue. The refusals of forged and stale codes: attendance-scan.

const ar = (key: keyof typeof ATTENDANCE_MESSAGES) => ATTENDANCE_MESSAGES[key][1];
/** New York: about 11,000 km from the Dubai venue. */
const NEW_YORK = { latitude: 40.7128, longitude: -74.006 };

async function qrData(t: TestApi, lectureId: number = RUNNING_LECTURE_ID) {
  const res = await t.call<{
    qr_codes: Record<string, { qr_content: string; typed_code: string }>;
    print_qr_codes: Record<string, { qr_content: string; typed_code: string }>;
  }>('attendance/view/qr', { token: await tokenOf(t, 'trainer'), body: lectureRef(lectureId) });
  return res.body.data;
}

// One API for the file, each test starting at NOON: re-seeds restore its seed snapshot.
const t = useTestApi({ at: NOON });

describe('printed and typed codes', () => {
  it("takes a printed code through its lecture's window only", async () => {
    await seedAt(t);
    const printed = (await qrData(t)).print_qr_codes;
    t.clock.advance(HOUR);
    const res = await scan(t, 'IN', { extra: { qr_content: printed.IN?.qr_content } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ entry_type: 'IN', method: 'QR' });
    // The finished lecture's printed check-in code: its window is over.
    const finished = (await qrData(t, FINISHED_LECTURE_ID)).print_qr_codes;
    const closed = await scan(t, 'IN', {
      as: 'both',
      extra: { qr_content: finished.IN?.qr_content, related_id: FINISHED_LECTURE_ID },
    });
    expect(closed.body.message).toBe('Attendance is not open for this lecture right now.');
  });

  it('checks in with the number under the QR, finding the lecture and direction from it', async () => {
    await seedAt(t);
    const codes = (await qrData(t)).qr_codes;
    const typed = codes.IN?.typed_code ?? '';
    const res = await scan(t, 'IN', {
      extra: { qr_content: undefined, typed_code: `${typed.slice(0, 3)} ${typed.slice(3)}`, related_id: '' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      lecture_id: RUNNING_LECTURE_ID,
      entry_type: 'IN',
      method: 'TYPED',
      distance_m: 0,
    });
    const out = await scan(t, 'OUT', {
      extra: { qr_content: undefined, typed_code: codes.IN_OUT?.typed_code, related_id: '' },
    });
    expect(out.body.data).toMatchObject({ entry_type: 'OUT', method: 'TYPED' });
  });

  it('refuses a wrong, stale or foreign number with its message, in Arabic too', async () => {
    await seedAt(t);
    const typed = (await qrData(t)).qr_codes.IN?.typed_code ?? '';
    const wrong = String((Number(typed) + 1) % 1_000_000).padStart(6, '0');
    const message =
      'This code does not match a lecture you can check in to now. Check the code on the screen and try again.';
    expect((await scan(t, 'IN', { extra: { typed_code: wrong, related_id: '' } })).body.data).toEqual({
      typed_code: [message],
    });
    // `newcomer` is on no roster: the running lecture's number is not theirs.
    expect((await scan(t, 'IN', { as: 'newcomer', extra: { typed_code: typed, related_id: '' } })).body.data).toEqual({
      typed_code: [message],
    });
    t.clock.advance(2 * MINUTE);
    expect((await scan(t, 'IN', { lang: 'ar', extra: { typed_code: typed, related_id: '' } })).body.message).toBe(
      ar('typedCodeInvalid'),
    );
  });
});

describe('offline scans', () => {
  it('accepts a scan sent within the minute when its code was current at the scan, at the time it was made, unconfirmed', async () => {
    await seedAt(t);
    const scannedAt = t.clock.now;
    const code = shownCode(RUNNING_LECTURE_ID, 'IN', scannedAt);
    t.clock.advance(OFFLINE_MAX_DELAY_MS);
    // The device's clock runs 7 minutes slow: only the delay it measured counts.
    const device = scannedAt - 7 * MINUTE;
    const res = await scan(t, 'IN', {
      extra: { qr_content: code, scanned_at: device, timestamp: device + OFFLINE_MAX_DELAY_MS },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      method: 'OFFLINE',
      check_in_at: new Date(scannedAt).toISOString(),
      flags: ['offline_unconfirmed'],
    });
  });

  it('refuses one that arrives later than a minute, or claims to be sent before it was made', async () => {
    await seedAt(t);
    const code = shownCode(RUNNING_LECTURE_ID, 'OUT', t.clock.now);
    const late = await scan(t, 'OUT', {
      extra: { qr_content: code, scanned_at: 0, timestamp: OFFLINE_MAX_DELAY_MS + 1 },
    });
    expect(late.status).toBe(422);
    expect(late.body.data).toEqual({
      scanned_at: [
        'This scan was kept offline for too long to count. Please ask your trainer to mark your attendance.',
      ],
    });
    expect(
      (await scan(t, 'OUT', { lang: 'ar', extra: { qr_content: code, scanned_at: 10, timestamp: 5 } })).body.message,
    ).toBe(ar('offlineTooLate'));
  });

  it('refuses a code that was already stale when the scan was made', async () => {
    await seedAt(t);
    const stale = shownCode(RUNNING_LECTURE_ID, 'IN', t.clock.now - 2 * MINUTE);
    const res = await scan(t, 'IN', {
      extra: { qr_content: stale, scanned_at: 1_000, timestamp: 1_000 + 30_000 },
    });
    expect(res.body.message).toBe('This QR code has expired. Please scan the current code.');
  });
});

describe('the venue', () => {
  it('refuses a scan from 11,000 km away with the distance, in both languages, and records nothing', async () => {
    await seedAt(t);
    const far = await scan(t, 'IN', { extra: { location_coords: NEW_YORK } });
    expect(far.status).toBe(422);
    expect(far.body.message).toBe(
      'You appear to be outside the venue (about 11,009 km away). Move closer and scan again.',
    );
    expect(Object.keys(far.body.data as object)).toEqual(['location_coords']);
    const arabic = await scan(t, 'IN', { lang: 'ar', extra: { location_coords: NEW_YORK } });
    expect(arabic.body.message).toBe(
      'يبدو أنك خارج مكان المحاضرة (على بُعد ١١٬٠٠٩ كم تقريبًا). اقترب من المكان ثم امسح الرمز مرة أخرى.',
    );
    expect((await scan(t, 'IN')).body.data).toMatchObject({ state: 'checked_in' });
  });

  it('credits the reported accuracy at the radius: 190 m away ±42 m is in, 194 m is out', async () => {
    await seedAt(t);
    const north = (metres: number) => ({ latitude: COORDS.latitude + metres / 111_195, longitude: COORDS.longitude });
    expect((await scan(t, 'IN', { extra: { location_coords: north(194), location_accuracy: 42 } })).status).toBe(422);
    expect(
      (await scan(t, 'IN', { extra: { location_coords: north(190), location_accuracy: 42 } })).body.data,
    ).toMatchObject({ distance_m: 190 });
  });

  it('skips the check for a lecture without coordinates (online)', async () => {
    await seedAt(t);
    await t.api.database.db
      .update(lectures)
      .set({ venue_latitude: null, venue_longitude: null, venue_radius_m: null })
      .where(eq(lectures.id, RUNNING_LECTURE_ID));
    const res = await scan(t, 'IN', { extra: { location_coords: NEW_YORK } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ distance_m: null, flags: [] });
  });

  it('lets the trainer set the venue from where they stand; scans are then measured from there', async () => {
    await seedAt(t);
    const token = await tokenOf(t, 'trainer');
    const set = await t.call('attendance/lecture/venue', {
      token,
      body: { ...lectureRef(), latitude: NEW_YORK.latitude, longitude: NEW_YORK.longitude },
    });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({
      message: 'The venue location is saved.',
      data: { venue_latitude: NEW_YORK.latitude, venue_longitude: NEW_YORK.longitude, venue_radius_m: 150 },
    });
    expect(await qrData(t)).toMatchObject({ venue_latitude: NEW_YORK.latitude, venue_radius_m: 150 });
    expect((await scan(t, 'IN', { extra: { location_coords: NEW_YORK } })).status).toBe(200);
    expect((await scan(t, 'IN', { as: 'both' })).status).toBe(422);
  });

  it('lets only the batch trainer set it, with the range messages', async () => {
    await seedAt(t);
    const venue = (body: Record<string, unknown>, as = 'trainer', lang?: string) =>
      tokenOf(t, as).then((token) =>
        t.call('attendance/lecture/venue', {
          token,
          lang,
          body: { ...lectureRef(), latitude: 25, longitude: 55, ...body },
        }),
      );
    expect((await venue({}, 'learner')).status).toBe(403);
    expect((await venue({ related_id: 999999 })).status).toBe(404);
    const bad = await venue({ latitude: 91, longitude: -181, radius_m: 10 });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.data as object).sort()).toEqual(['latitude', 'longitude', 'radius_m']);
    expect((await venue({ radius_m: 2001 }, 'trainer', 'ar')).body.message).toBe(ar('venueRadiusInvalid'));
    expect((await venue({ radius_m: 2000 })).status).toBe(200);
  });
});

describe('flags for the trainer', () => {
  const t = useTestApi({ at: NOON, locationPolicy: 'flag' });

  it("accepts a scan from outside the venue flagged when the academy's policy says so", async () => {
    await seedAt(t);
    const res = await scan(t, 'IN', {
      extra: { location_coords: { latitude: COORDS.latitude + 0.01, longitude: COORDS.longitude } },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'FLAGGED', flags: ['outside_venue'], distance_m: 1112 });
  });

  it('flags a check-out less than 10 minutes after the check-in, not one at 10 minutes', async () => {
    await seedAt(t);
    await scan(t, 'IN');
    t.clock.advance(10 * MINUTE - 1);
    expect((await scan(t, 'OUT')).body.data).toMatchObject({ status: 'FLAGGED', flags: ['short_stay'] });
    await scan(t, 'IN', { as: 'both' });
    t.clock.advance(10 * MINUTE);
    expect((await scan(t, 'OUT', { as: 'both' })).body.data).toMatchObject({ status: 'PRESENT', flags: [] });
    const roster = await t.call<{ rows: { user_name: string; flags: string[]; method: string }[] }>(
      'attendance/lecture/roster',
      { token: await tokenOf(t, 'trainer'), body: lectureRef() },
    );
    const flagged = roster.body.data.rows.filter((row) => row.flags.length > 0);
    expect(flagged).toEqual([
      expect.objectContaining({ user_name: 'Layla Learner', flags: ['short_stay'], method: 'QR' }),
    ]);
  });
});

describe('guessing typed numbers', () => {
  const t = useTestApi({ at: NOON, limits: { typedCodeMissesPerUser: 3 } });

  it('10 numbers that match nothing per user per hour by default', () => {
    expect(ATTENDANCE_LIMITS.typedCodeMissesPerUser.max).toBe(10);
  });

  it('past the allowance even the right number waits (429, in Arabic too) while a scanned code works; an hour later typing works again', async () => {
    await seedAt(t);
    const codes = (await qrData(t)).qr_codes;
    const right = codes.IN?.typed_code ?? '';
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    for (let miss = 0; miss < 3; miss++)
      expect((await scan(t, 'IN', { extra: { typed_code: wrong, related_id: '' } })).status).toBe(422);
    const locked = await scan(t, 'IN', { extra: { typed_code: right, related_id: '' } });
    expect([locked.status, locked.body.message]).toEqual([429, ATTENDANCE_MESSAGES.typedCodeLocked[0]]);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await scan(t, 'IN', { lang: 'ar', extra: { typed_code: right, related_id: '' } })).body.message).toBe(
      ar('typedCodeLocked'),
    );
    // A right number does not count as a miss, and another learner types freely.
    expect((await scan(t, 'IN', { as: 'both', extra: { typed_code: right, related_id: '' } })).status).toBe(200);
    expect((await scan(t, 'IN', { extra: { qr_content: codes.IN?.qr_content } })).status).toBe(200);
    t.clock.advance(HOUR + 1);
    const later = (await qrData(t)).qr_codes.OUT?.typed_code ?? '';
    expect((await scan(t, 'OUT', { extra: { typed_code: later, related_id: '' } })).body.data).toMatchObject({
      entry_type: 'OUT',
      method: 'TYPED',
    });
  });
});
