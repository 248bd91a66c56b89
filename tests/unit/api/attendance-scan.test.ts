// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  CODE_FUTURE_MS,
  CODE_GRACE_MS,
  CODE_ROTATE_MS,
  issueCode,
  slotOf,
} from '../../../demo/api/features/attendance/codes';
import {
  ENROLLED_PARTICIPANT,
  FINISHED_LECTURE_ID,
  LATER_LECTURE_ID,
  OTHER_BATCH_LECTURE_ID,
  RUNNING_LECTURE_ID,
} from '../../../demo/api/features/attendance/ids';
import { ATTENDANCE_MESSAGES } from '../../../demo/api/features/attendance/messages';
import {
  COORDS,
  HOUR,
  MINUTE,
  NOON,
  scan,
  scanBody,
  seedAt,
  shownCode,
  SPANS,
  storedRecords,
} from './attendance-support';
import { TEST_ATTENDANCE_SECRET, useTestApi } from './helpers';

// POST attendance/scan: the order of the checks, the signed code, location, the attendance windows and the record written.

const ar = (key: keyof typeof ATTENDANCE_MESSAGES) => ATTENDANCE_MESSAGES[key][1];

// One API for the file, each test starting at NOON: re-seeds restore its seed snapshot.
const t = useTestApi({ at: NOON });

describe('attendance/scan: who may scan and which codes count', () => {
  it('checks an enrolled learner in: 200, the message and a summary of the record', async () => {
    await seedAt(t);
    const qrCheckIns = async () =>
      (await t.api.metrics.checkIns.get()).values.find((value) => value.labels.method === 'QR')?.value ?? 0;
    const before = await qrCheckIns();
    const res = await scan(t, 'IN');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Checked in successfully.');
    expect(res.body.data).toMatchObject({
      lecture_id: RUNNING_LECTURE_ID,
      entry_type: 'IN',
      state: 'checked_in',
      status: 'PRESENT',
      is_late: true,
      check_in_at: new Date(t.clock.now).toISOString(),
      check_out_at: null,
    });
    expect((await scan(t, 'IN', { as: 'both' })).status).toBe(200);
    // The metrics count each check-in (Prometheus derives the rate per minute); a refused repeat is not one.
    expect((await scan(t, 'IN')).status).not.toBe(200);
    expect((await qrCheckIns()) - before).toBe(2);
  });

  it('answers 404 for a signed code of an unknown lecture before anything else', async () => {
    await seedAt(t);
    const res = await scan(t, 'OUT', { extra: { related_id: '999999', location_coords: null } });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Lecture you are trying to access does not exist.');
  });

  it("answers 403 to a user not on the lecture's batch, before the location", async () => {
    await seedAt(t);
    const other = await scan(t, 'IN', { extra: { related_id: OTHER_BATCH_LECTURE_ID, location_coords: null } });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('You are not enrolled in this lecture.');
    const newcomer = await scan(t, 'IN', { as: 'newcomer', lang: 'ar' });
    expect(newcomer.status).toBe(403);
    expect(newcomer.body.message).toBe(ar('notEnrolled'));
    // The trainer teaches the batch but is not on its roster.
    expect((await scan(t, 'IN', { as: 'trainer' })).status).toBe(403);
  });

  it('takes a code its rotation and grace after it was shown, and refuses it a millisecond later', async () => {
    await seedAt(t);
    const shown = slotOf(t.clock.now);
    const code = shownCode(RUNNING_LECTURE_ID, 'IN', shown);
    t.clock.now = shown + CODE_ROTATE_MS + CODE_GRACE_MS + 1;
    const stale = await scan(t, 'IN', { extra: { qr_content: code } });
    expect(stale.status).toBe(422);
    expect(stale.body.message).toBe('This QR code has expired. Please scan the current code.');
    expect(stale.body.data).toEqual({ qr_content: ['This QR code has expired. Please scan the current code.'] });
    expect((await scan(t, 'IN', { extra: { qr_content: code }, lang: 'ar' })).body.message).toBe(ar('qrExpired'));
    t.clock.now -= 1;
    expect((await scan(t, 'IN', { extra: { qr_content: code } })).status).toBe(200);
  });

  it('refuses a photo of the code taken two minutes earlier', async () => {
    await seedAt(t);
    const photo = shownCode(RUNNING_LECTURE_ID, 'IN', t.clock.now - 2 * MINUTE);
    expect((await scan(t, 'IN', { extra: { qr_content: photo } })).body.data).toEqual({
      qr_content: ['This QR code has expired. Please scan the current code.'],
    });
  });

  it('refuses a code from the future beyond the clocks of two processes', async () => {
    await seedAt(t);
    const ahead = (ms: number) =>
      issueCode(TEST_ATTENDANCE_SECRET, 'R', RUNNING_LECTURE_ID, t.clock.now + ms, 'IN').qr_content;
    expect((await scan(t, 'IN', { extra: { qr_content: ahead(CODE_FUTURE_MS + 1) } })).status).toBe(422);
    expect((await scan(t, 'IN', { extra: { qr_content: ahead(CODE_FUTURE_MS) } })).status).toBe(200);
  });

  it('refuses unsigned, altered, truncated and foreign-key codes, and a code without any, as not valid', async () => {
    await seedAt(t);
    const now = t.clock.now;
    const good = shownCode(RUNNING_LECTURE_ID, 'IN', now);
    const signature = good.split('$')[5]!;
    const forged = [
      `$lecture$${RUNNING_LECTURE_ID}$${now}$IN`,
      good.replace(`$${RUNNING_LECTURE_ID}$`, `$${LATER_LECTURE_ID}$`),
      good.replace('$IN$', '$OUT$'),
      good.replace(`$${slotOf(now)}$`, `$${slotOf(now) + 1}$`),
      good.slice(0, -1),
      `${good.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      good.replace(`$R`, '$P'),
      issueCode('another academy secret, equally long and random!', 'R', RUNNING_LECTURE_ID, slotOf(now), 'IN')
        .qr_content,
      '',
      null,
      'https://example.com',
    ];
    const before = await storedRecords(t);
    for (const qr_content of forged) {
      const res = await scan(t, 'IN', { extra: { qr_content } });
      expect(res.status, String(qr_content)).toBe(422);
      expect(res.body.data, String(qr_content)).toEqual({
        qr_content: ['This QR code is not valid. Please scan the code shown in the room.'],
      });
    }
    expect((await scan(t, 'IN', { extra: { qr_content: undefined }, lang: 'ar' })).body.message).toBe(ar('qrInvalid'));
    expect(await storedRecords(t)).toEqual(before);
  });

  it('takes the lecture and direction from the code, and refuses a code of another lecture than the one named', async () => {
    await seedAt(t);
    const later = await scan(t, 'IN', {
      extra: { qr_content: shownCode(LATER_LECTURE_ID, 'IN', t.clock.now), related_id: RUNNING_LECTURE_ID },
    });
    expect(later.body.data).toEqual({
      qr_content: ['This QR code is not valid. Please scan the code shown in the room.'],
    });
    // The client's entry type is not the code's: the code's counts.
    const res = await scan(t, 'OUT', { extra: { qr_content: shownCode(RUNNING_LECTURE_ID, 'IN', t.clock.now) } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ entry_type: 'IN', method: 'QR' });
  });

  it('refuses a missing or out-of-range location with 422, after the code', async () => {
    await seedAt(t);
    const message = 'Your location is missing or invalid. Please allow location access and try again.';
    for (const location_coords of [
      null,
      undefined,
      { latitude: 90.0001, longitude: 0 },
      { latitude: 0, longitude: -180.5 },
      { latitude: -91, longitude: 10 },
    ]) {
      const res = await scan(t, 'IN', { extra: { location_coords } });
      expect(res.status, JSON.stringify(location_coords)).toBe(422);
      expect(res.body.message).toBe(message);
      expect(res.body.data).toEqual({ location_coords: [message] });
    }
    const both = await scan(t, 'IN', { extra: { location_coords: null, qr_content: null } });
    expect(both.body.message).toBe('This QR code is not valid. Please scan the code shown in the room.');
    expect((await scan(t, 'IN', { extra: { location_coords: null }, lang: 'ar' })).body.message).toBe(
      ar('locationInvalid'),
    );
  });

  it('refuses coordinates that are not finite numbers', async () => {
    await seedAt(t);
    const token = await t.login('learner');
    const body = JSON.stringify(scanBody(t, 'IN')).replace(`"latitude":${COORDS.latitude}`, '"latitude":1e999');
    const infinite = await t.call('attendance/scan', { token, rawBody: body });
    expect(infinite.status).toBe(422);
    expect(infinite.body.data).toEqual({ location_coords: [expect.any(String)] });
    const text = await scan(t, 'IN', { extra: { location_coords: { latitude: '25', longitude: 55 } } });
    expect(text.status).toBe(422);
    expect(Object.keys(text.body.data as object)).toEqual(['location_coords.latitude']);
  });

  it('reads the edges of the coordinate ranges as positions (far from the venue)', async () => {
    await seedAt(t);
    for (const location_coords of [
      { latitude: -90, longitude: 180 },
      { latitude: 90, longitude: -180 },
    ]) {
      const res = await scan(t, 'IN', { extra: { location_coords } });
      expect(res.body.data).toEqual({
        location_coords: [expect.stringMatching(/^You appear to be outside the venue \(about [\d,]+ km away\)/)],
      });
    }
  });
});

describe('attendance/scan: the attendance windows', () => {
  const closed = 'Attendance is not open for this lecture right now.';

  /** Seeds, then moves the clock to `at` (codes are made at the clock). */
  async function at(when: number): Promise<void> {
    await seedAt(t);
    t.clock.now = when;
  }

  it('opens check-in 30 minutes before the start, not a millisecond earlier', async () => {
    const { start } = SPANS.running;
    await at(start - 30 * MINUTE - 1);
    const early = await scan(t, 'IN');
    expect(early.status).toBe(422);
    expect(early.body.message).toBe(closed);
    expect(early.body.data).toEqual({ related_id: [closed] });
    t.clock.now = start - 30 * MINUTE;
    const res = await scan(t, 'IN');
    expect(res.status).toBe(200);
    expect(res.body.data.is_late).toBe(false);
  });

  it('closes check-in at the end: a millisecond before is taken (late), the end itself is not', async () => {
    const { end } = SPANS.running;
    await at(end - 1);
    expect((await scan(t, 'IN', { as: 'both' })).body.data.is_late).toBe(true);
    t.clock.now = end;
    expect((await scan(t, 'IN')).body.message).toBe(closed);
    expect((await scan(t, 'IN', { lang: 'ar' })).body.message).toBe(ar('attendanceClosed'));
  });

  it('marks a check-in late only more than 15 minutes after the start', async () => {
    const { start } = SPANS.running;
    await at(start + 15 * MINUTE);
    expect((await scan(t, 'IN')).body.data.is_late).toBe(false);
    t.clock.now = start + 15 * MINUTE + 1;
    expect((await scan(t, 'IN', { as: 'both' })).body.data.is_late).toBe(true);
  });

  it('opens check-out at the start and closes it 3 hours after the end (inclusive)', async () => {
    const { start, end } = SPANS.running;
    await at(start - 10 * MINUTE);
    expect((await scan(t, 'IN')).status).toBe(200);
    expect((await scan(t, 'IN', { as: 'both' })).status).toBe(200);
    t.clock.now = start - 1;
    expect((await scan(t, 'OUT')).body.message).toBe(closed);
    t.clock.now = start;
    const out = await scan(t, 'OUT');
    expect(out.status).toBe(200);
    expect(out.body.message).toBe('Checked out successfully.');
    t.clock.now = end + 3 * HOUR + 1;
    expect((await scan(t, 'OUT', { as: 'both' })).body.message).toBe(closed);
    t.clock.now = end + 3 * HOUR;
    expect((await scan(t, 'OUT', { as: 'both' })).status).toBe(200);
  });

  it('refuses the later lecture now, and lets the finished one take check-outs but not check-ins', async () => {
    await at(SPANS.running.start + 5 * MINUTE);
    expect((await scan(t, 'IN', { extra: { related_id: LATER_LECTURE_ID } })).body.message).toBe(closed);
    expect((await scan(t, 'IN', { extra: { related_id: FINISHED_LECTURE_ID } })).body.message).toBe(closed);
    expect((await scan(t, 'OUT', { extra: { related_id: FINISHED_LECTURE_ID } })).body.message).toBe(
      'You must check in before you can check out.',
    );
  });

  it('an IN_OUT code follows the check-in window until checked in, then the check-out window', async () => {
    const { end } = SPANS.running;
    await at(end);
    expect((await scan(t, 'IN_OUT')).body.message).toBe(closed);
    await at(end - 1);
    expect((await scan(t, 'IN_OUT')).body.message).toBe('Checked in successfully.');
    t.clock.now = end + HOUR;
    expect((await scan(t, 'IN_OUT')).body.message).toBe('Checked out successfully.');
  });

  it('reports a closed window before a repeat', async () => {
    const { end } = SPANS.running;
    await at(end - MINUTE);
    expect((await scan(t, 'IN')).status).toBe(200);
    t.clock.now = end;
    expect((await scan(t, 'IN')).body.message).toBe(closed);
  });
});

describe('attendance/scan: check in before check out, no repeats', () => {
  async function messages(as: string, ...types: ('IN' | 'OUT' | 'IN_OUT')[]): Promise<string[]> {
    const answers: string[] = [];
    for (const type of types) answers.push((await scan(t, type, { as })).body.message);
    return answers;
  }

  it('IN, IN: already checked in; OUT first: check in first; IN, OUT, OUT and IN again: refused', async () => {
    await seedAt(t);
    expect(await messages('learner', 'OUT', 'IN', 'IN', 'OUT', 'OUT', 'IN')).toEqual([
      'You must check in before you can check out.',
      'Checked in successfully.',
      'You have already checked in to this lecture.',
      'Checked out successfully.',
      'You have already checked out of this lecture.',
      'You have already checked in to this lecture.',
    ]);
  });

  it('IN_OUT checks in, then out, then answers already marked; after IN it checks out', async () => {
    await seedAt(t);
    expect(await messages('learner', 'IN_OUT', 'IN_OUT', 'IN_OUT', 'OUT')).toEqual([
      'Checked in successfully.',
      'Checked out successfully.',
      'Your attendance for this lecture is already marked.',
      'You have already checked out of this lecture.',
    ]);
    expect(await messages('both', 'IN', 'IN_OUT')).toEqual(['Checked in successfully.', 'Checked out successfully.']);
  });

  it('answers every refusal as 422 with the message under the entry type, in Arabic too', async () => {
    await seedAt(t);
    const first = await scan(t, 'OUT', { lang: 'ar' });
    expect(first.status).toBe(422);
    expect(first.body).toMatchObject({
      message: ar('mustCheckInFirst'),
      data: { attendance_entry_type: [ar('mustCheckInFirst')] },
    });
    expect((await scan(t, 'IN', { lang: 'ar' })).body.message).toBe(ar('checkedIn'));
    expect((await scan(t, 'IN', { lang: 'ar' })).body.message).toBe(ar('alreadyCheckedIn'));
    expect((await scan(t, 'OUT', { lang: 'ar' })).body.message).toBe(ar('checkedOut'));
    expect((await scan(t, 'OUT', { lang: 'ar' })).body.message).toBe(ar('alreadyCheckedOut'));
    expect((await scan(t, 'IN_OUT', { lang: 'ar' })).body.message).toBe(ar('alreadyMarked'));
  });

  it("keeps each learner's record apart", async () => {
    await seedAt(t);
    expect((await scan(t, 'IN')).status).toBe(200);
    expect((await scan(t, 'OUT', { as: 'both' })).body.message).toBe('You must check in before you can check out.');
  });

  it('treats a payload without an entry type as a check-in (the QR default)', async () => {
    await seedAt(t);
    expect((await scan(t, 'IN', { extra: { attendance_entry_type: undefined } })).body.message).toBe(
      'Checked in successfully.',
    );
  });
});

describe('attendance/scan: the record written', () => {
  it('opens one PRESENT record on check-in and adds the check-out to it, with times, coordinates and language', async () => {
    await seedAt(t);
    const checkedIn = t.clock.now;
    const first = await scan(t, 'IN', { extra: { language: 'Ar', timestamp: checkedIn - 1500 } });
    t.clock.advance(40 * MINUTE);
    const nearby = { latitude: COORDS.latitude + 0.001, longitude: COORDS.longitude };
    const second = await scan(t, 'OUT', { extra: { location_coords: nearby, location_accuracy: 30 } });
    expect(second.body.data).toMatchObject({
      record_id: first.body.data.record_id,
      state: 'checked_out',
      check_in_at: new Date(checkedIn).toISOString(),
    });
    const mine = (await storedRecords(t)).filter((record) => record.participant_id === ENROLLED_PARTICIPANT.learner);
    expect(mine).toHaveLength(1);
    const [record] = mine;
    expect(record).toMatchObject({
      id: first.body.data.record_id,
      lecture_id: RUNNING_LECTURE_ID,
      batch_id: 1,
      status: 'PRESENT',
      is_late: true,
      created_at: new Date(checkedIn).toISOString(),
      updated_at: new Date(t.clock.now).toISOString(),
    });
    expect(typeof record?.batch_participant_id).toBe('number');
    expect(record?.entries).toEqual([
      {
        id: expect.any(Number),
        kind: 'IN',
        at: new Date(checkedIn).toISOString(),
        client_timestamp: checkedIn - 1500,
        coords: COORDS,
        language: 'Ar',
        source: 'SCANNED',
        method: 'QR',
        distance_m: 0,
        accuracy_m: 12,
        flags: [],
      },
      {
        id: expect.any(Number),
        kind: 'OUT',
        at: new Date(t.clock.now).toISOString(),
        client_timestamp: t.clock.now,
        coords: nearby,
        language: 'En',
        source: 'SCANNED',
        method: 'QR',
        // 0.001° of latitude is 111 m.
        distance_m: 111,
        accuracy_m: 30,
        flags: [],
      },
    ]);
  });

  it('writes nothing for a refused scan', async () => {
    await seedAt(t);
    const before = await storedRecords(t);
    await scan(t, 'OUT');
    await scan(t, 'IN', { extra: { qr_content: null } });
    await scan(t, 'IN', { extra: { location_coords: { latitude: 0, longitude: 0 } } });
    expect(await storedRecords(t)).toEqual(before);
  });

  it('takes the language from the request when the payload has none', async () => {
    await seedAt(t);
    await scan(t, 'IN', { extra: { language: undefined }, lang: 'ar' });
    const record = (await storedRecords(t)).find((item) => item.participant_id === ENROLLED_PARTICIPANT.learner);
    expect(record?.entries[0]?.language).toBe('Ar');
  });
});
