// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ENROLLED_PARTICIPANT, RUNNING_LECTURE_ID } from '../../../demo/api/features/attendance/ids';
import { ATTENDANCE_MESSAGES } from '../../../demo/api/features/attendance/messages';
import { OFFLINE_MAX_DELAY_MS } from '../../../demo/api/features/attendance/lecture-window';
import { BATCH_PAGE } from '../../../demo/api/features/batch/ids';
import {
  HOUR,
  lectureRef,
  MINUTE,
  NOON,
  scan,
  seedAt,
  shownCode,
  storedRecords,
  tokenOf,
  type EntryType,
} from './attendance-support';
import { issueCode, slotOf } from '../../../demo/api/features/attendance/codes';
import { TEST_ATTENDANCE_SECRET, useTestApi, type TestApi } from './helpers';

// Issue #29 item 1: a scan kept offline claims when it was read; the claim is evidence, not proof. The probe's four
// backdating cases, and the trainer accepting an offline record.

const SECOND = 1_000;
const en = (key: keyof typeof ATTENDANCE_MESSAGES) => ATTENDANCE_MESSAGES[key][0];
const ar = (key: keyof typeof ATTENDANCE_MESSAGES) => ATTENDANCE_MESSAGES[key][1];
/** The learner's device clock runs 7 minutes slow: only the delay it measured may count. */
const DEVICE_OFFSET = -7 * MINUTE;

/** A kept scan of `code` claimed to have been read `delay` ago, sent now. */
function kept(t: TestApi, entryType: EntryType, code: string, delay: number, as = 'learner', lang?: string) {
  const sentAt = t.clock.now + DEVICE_OFFSET;
  return scan(t, entryType, { as, lang, extra: { qr_content: code, scanned_at: sentAt - delay, timestamp: sentAt } });
}

async function printedCodes(t: TestApi, lectureId = RUNNING_LECTURE_ID) {
  const res = await t.call<{ print_qr_codes: Record<EntryType, { qr_content: string }> }>('attendance/view/qr', {
    token: await tokenOf(t, 'trainer'),
    body: lectureRef(lectureId),
  });
  return res.body.data.print_qr_codes;
}

interface Row {
  participant_id: number;
  flags: string[];
  method: string | null;
  state: string;
}

async function rosterRow(t: TestApi, participantId: number = ENROLLED_PARTICIPANT.learner): Promise<Row | undefined> {
  const res = await t.call<{ rows: Row[] }>('attendance/lecture/roster', {
    token: await tokenOf(t, 'trainer'),
    body: lectureRef(),
  });
  return res.body.data.rows.find((row) => row.participant_id === participantId);
}

function accept(t: TestApi, as = 'trainer', extra: Record<string, unknown> = {}, lang?: string) {
  return tokenOf(t, as).then((token) =>
    t.call<Row>('attendance/lecture/accept', {
      token,
      lang,
      body: { ...lectureRef(), participant_id: ENROLLED_PARTICIPANT.learner, ...extra },
    }),
  );
}

/** The learner's stored records (none, or the running lecture's). */
async function learnerRecords(t: TestApi) {
  return (await storedRecords(t)).filter((record) => record.participant_id === ENROLLED_PARTICIPANT.learner);
}

const t = useTestApi({ at: NOON });

describe('the probe: backdated offline scans (#29)', () => {
  it('an 80 s old rotating code: refused when claimed as read when it showed, taken only unconfirmed within the bound', async () => {
    await seedAt(t);
    const code = shownCode(RUNNING_LECTURE_ID, 'IN', t.clock.now - 80 * SECOND);
    // Live, the code is past its slot and grace.
    expect((await scan(t, 'IN', { extra: { qr_content: code } })).body.message).toBe(en('qrExpired'));
    const claimed = await kept(t, 'IN', code, 80 * SECOND);
    expect([claimed.status, claimed.body.data]).toEqual([422, { scanned_at: [en('offlineTooLate')] }]);
    expect(await learnerRecords(t)).toEqual([]);
    // A claim inside the bound is taken, but only as an offline scan the trainer has not accepted yet.
    const within = await kept(t, 'IN', code, 30 * SECOND);
    expect(within.status).toBe(200);
    expect(within.body.data).toMatchObject({ method: 'OFFLINE', status: 'FLAGGED', flags: ['offline_unconfirmed'] });
  });

  it('a printed code of a lecture that has ended cannot be backdated into it', async () => {
    await seedAt(t);
    const printed = await printedCodes(t);
    // Hours later, claimed as read during the lecture.
    t.clock.advance(2 * HOUR);
    const hoursLate = await kept(t, 'IN', printed.IN.qr_content, 90 * MINUTE);
    expect(hoursLate.body.data).toEqual({ scanned_at: [en('offlineTooLate')] });
    // Just after the end, claimed within the bound: a paper proves no time, so the scan counts when it arrives.
    await seedAt(t);
    t.clock.advance(90 * MINUTE + 20 * SECOND);
    const justAfter = await kept(t, 'IN', printed.IN.qr_content, 50 * SECOND);
    expect([justAfter.status, justAfter.body.message]).toEqual([422, en('attendanceClosed')]);
    expect(await learnerRecords(t)).toEqual([]);
  });

  it('a late arrival cannot be backdated to on time', async () => {
    // Seeded at 11:30: the running lecture started at 11:00; a check-in after 11:15 is late.
    await seedAt(t, NOON - 30 * MINUTE);
    const start = t.clock.now - 30 * MINUTE;
    t.clock.now = start + 30 * MINUTE;
    // A friend's photo of the code shown at 11:14:45, claimed as read then, sent at 11:30.
    const relayed = shownCode(RUNNING_LECTURE_ID, 'IN', start + 14 * MINUTE + 45 * SECOND);
    const late = await kept(t, 'IN', relayed, 15 * MINUTE + 15 * SECOND);
    expect(late.body.data).toEqual({ scanned_at: [en('offlineTooLate')] });
    // The printed code at 11:15:40, claimed 50 s back (11:14:50, on time): it counts at 11:15:40, late.
    const printed = await printedCodes(t);
    t.clock.now = start + 15 * MINUTE + 40 * SECOND;
    const paper = await kept(t, 'IN', printed.IN.qr_content, 50 * SECOND);
    expect(paper.status).toBe(200);
    expect(paper.body.data).toMatchObject({
      is_late: true,
      status: 'FLAGGED',
      flags: ['offline_unconfirmed'],
      check_in_at: new Date(t.clock.now).toISOString(),
    });
  });

  it('lateness comes from the code’s slot, never from a claim earlier than it', async () => {
    // The running lecture starts at 11:00:14: a check-in after 11:15:14 is late.
    await seedAt(t, NOON - 30 * MINUTE + 14 * SECOND);
    const start = t.clock.now - 30 * MINUTE;
    // The code of the slot at 11:15:15 (late), claimed 2 s before it showed (11:15:13, on time; clocks of two processes).
    const slot = start + 15 * MINUTE + SECOND;
    expect(slot % (15 * SECOND)).toBe(0);
    t.clock.now = slot + 10 * SECOND;
    const res = await kept(t, 'IN', shownCode(RUNNING_LECTURE_ID, 'IN', slot), 12 * SECOND);
    expect(res.body.data).toMatchObject({ is_late: true, check_in_at: new Date(slot).toISOString() });
  });

  it('a backdated check-in and an immediate check-out are never a PRESENT record without flags', async () => {
    await seedAt(t);
    const early = shownCode(RUNNING_LECTURE_ID, 'IN', t.clock.now - 20 * MINUTE);
    expect((await kept(t, 'IN', early, 20 * MINUTE)).body.data).toEqual({ scanned_at: [en('offlineTooLate')] });
    expect((await scan(t, 'OUT')).body.message).toBe(en('mustCheckInFirst'));
    // Within the bound the check-in moves back less than a minute: the stay is still short, and unconfirmed.
    const recent = shownCode(RUNNING_LECTURE_ID, 'IN', t.clock.now - 55 * SECOND);
    expect((await kept(t, 'IN', recent, 55 * SECOND)).status).toBe(200);
    const out = await scan(t, 'OUT');
    expect(out.body.data).toMatchObject({ status: 'FLAGGED', flags: ['short_stay'] });
    const [record] = await learnerRecords(t);
    expect(record?.status).toBe('FLAGGED');
    expect(record?.entries.map((entry) => entry.flags)).toEqual([['offline_unconfirmed'], ['short_stay']]);
  });

  it('takes an honest kept scan at the moment it was read, whatever the device clock says', async () => {
    await seedAt(t);
    const readAt = t.clock.now;
    const code = shownCode(RUNNING_LECTURE_ID, 'IN', readAt);
    t.clock.advance(OFFLINE_MAX_DELAY_MS);
    const res = await kept(t, 'IN', code, OFFLINE_MAX_DELAY_MS);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ method: 'OFFLINE', check_in_at: new Date(readAt).toISOString() });
    expect((await kept(t, 'OUT', code, OFFLINE_MAX_DELAY_MS + 1)).body.data).toEqual({
      scanned_at: [en('offlineTooLate')],
    });
  });
});

describe('the trainer accepts an offline record', () => {
  it('shows it flagged on the roster and the batch table until the batch trainer accepts it; nobody else may', async () => {
    await seedAt(t);
    const code = shownCode(RUNNING_LECTURE_ID, 'IN', t.clock.now);
    t.clock.advance(20 * SECOND);
    expect((await kept(t, 'IN', code, 20 * SECOND)).status).toBe(200);
    expect(await rosterRow(t)).toMatchObject({ method: 'OFFLINE', flags: ['offline_unconfirmed'] });

    expect((await accept(t, 'learner')).status).toBe(403);
    expect((await accept(t, 'both')).status).toBe(403);
    expect((await accept(t, 'trainer', { related_id: 999999 })).status).toBe(404);
    const nobody = await accept(t, 'trainer', { participant_id: ENROLLED_PARTICIPANT.both });
    expect([nobody.status, nobody.body.message]).toEqual([404, en('attendanceRecordNotFound')]);

    const accepted = await accept(t, 'trainer', {}, 'ar');
    expect(accepted.status).toBe(200);
    expect(accepted.body.message).toBe(ar('offlineAccepted'));
    expect(accepted.body.data).toMatchObject({
      participant_id: ENROLLED_PARTICIPANT.learner,
      method: 'OFFLINE',
      flags: [],
      state: 'checked_in',
    });
    expect(await rosterRow(t)).toMatchObject({ flags: [] });
    const [record] = await learnerRecords(t);
    expect(record?.status).toBe('PRESENT');
    const table = await t.call<{ data: { rows: { id: number; flags: string[] }[] } }>('attendance/table', {
      token: await tokenOf(t, 'trainer'),
      body: { batch_id: String(BATCH_PAGE.batchId), related_id: String(RUNNING_LECTURE_ID), related_type: 'lecture' },
    });
    const row = table.body.data.data.rows.find((candidate) => candidate.id === ENROLLED_PARTICIPANT.learner);
    expect(row?.flags).toEqual([]);
    // Accepting again changes nothing.
    expect((await accept(t)).body.data).toMatchObject({ flags: [] });
  });

  it('keeps a short stay flagged after accepting the offline scan', async () => {
    await seedAt(t);
    const code = shownCode(RUNNING_LECTURE_ID, 'IN', t.clock.now);
    t.clock.advance(10 * SECOND);
    await kept(t, 'IN', code, 10 * SECOND);
    await scan(t, 'OUT');
    expect(await rosterRow(t)).toMatchObject({ flags: ['offline_unconfirmed', 'short_stay'] });
    expect((await accept(t)).body.data).toMatchObject({ flags: ['short_stay'] });
    expect((await learnerRecords(t))[0]?.status).toBe('FLAGGED');
  });
});

describe('a typed number kept offline (#29 item 10)', () => {
  const typedAt = (at: number) =>
    issueCode(TEST_ATTENDANCE_SECRET, 'R', RUNNING_LECTURE_ID, slotOf(at), 'IN').typed_code;
  const keptTyped = (typed: string, delay: number) => {
    const sentAt = t.clock.now + DEVICE_OFFSET;
    return scan(t, 'IN', {
      extra: { qr_content: '', related_id: '', typed_code: typed, scanned_at: sentAt - delay, timestamp: sentAt },
    });
  };

  it('is matched at the moment it was typed: taken unconfirmed within the bound, refused past it', async () => {
    await seedAt(t);
    const typed = typedAt(t.clock.now - 40 * SECOND);
    const late = await keptTyped(typed, 80 * SECOND);
    expect([late.status, late.body.data]).toEqual([422, { scanned_at: [en('offlineTooLate')] }]);
    const within = await keptTyped(typed, 40 * SECOND);
    expect(within.status).toBe(200);
    expect(within.body.data).toMatchObject({ method: 'OFFLINE', status: 'FLAGGED', flags: ['offline_unconfirmed'] });
  });
});
