// @vitest-environment node
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attendanceEntries, attendanceRecords } from '../../../demo/api/features/attendance/schema';
import { ENROLLED_PARTICIPANT, RUNNING_LECTURE_ID, SEEDED_ROSTER } from '../../../demo/api/features/attendance/ids';
import { issueCode, slotOf } from '../../../demo/api/features/attendance/codes';
import { ATTENDANCE_LECTURE, BATCH_PAGE, rowKey, SEEDED_ROW } from '../../../demo/api/features/batch/ids';
import { lectureRef, MINUTE, NOON, scan, seedAt, shownCode, storedRecords, tokenOf } from './attendance-support';
import { updateBody, write } from './batch-support';
import { TEST_ATTENDANCE_SECRET, useTestApi, type TestApi } from './helpers';

// Issue #34: each attendance record carries its entries' first and last check-in and last check-out (migration 0003
// fills them and the database's triggers keep them), so the insights count without reading entries. Every writer of
// entries is checked against the times worked out here from the record's own entries.

const { finishedToday } = ATTENDANCE_LECTURE;
const learner = ENROLLED_PARTICIPANT.learner;
const iso = (at: number) => new Date(at).toISOString();

interface Times {
  first_in: string | null;
  last_in: string | null;
  last_out: string | null;
}

/** The times stored on every record, by record id. */
async function storedTimes(t: TestApi): Promise<Map<number, Times>> {
  const r = attendanceRecords;
  const rows = await t.api.database.db
    .select({ id: r.id, first: r.first_in_at, lastIn: r.last_in_at, lastOut: r.last_out_at })
    .from(r);
  const text = (at: Date | null) => at?.toISOString() ?? null;
  return new Map(
    rows.map((row) => [row.id, { first_in: text(row.first), last_in: text(row.lastIn), last_out: text(row.lastOut) }]),
  );
}

/** Asserts every record's stored times are its entries' (worked out in JS); answers how many records there are. */
async function expectTimesKept(t: TestApi): Promise<number> {
  const records = await storedRecords(t);
  const stored = await storedTimes(t);
  for (const record of records) {
    const ins = record.entries.filter((entry) => entry.kind === 'IN').map((entry) => Date.parse(entry.at));
    const outs = record.entries.filter((entry) => entry.kind === 'OUT').map((entry) => Date.parse(entry.at));
    const expected: Times = {
      first_in: ins.length ? iso(Math.min(...ins)) : null,
      last_in: ins.length ? iso(Math.max(...ins)) : null,
      last_out: outs.length ? iso(Math.max(...outs)) : null,
    };
    expect(stored.get(record.id), `record ${record.id}`).toEqual(expected);
  }
  expect(stored.size).toBe(records.length);
  return records.length;
}

/** The stored times of one participant's record at a lecture. */
async function timesOf(
  t: TestApi,
  participantId: number,
  lectureId: number = RUNNING_LECTURE_ID,
): Promise<Times | undefined> {
  const record = (await storedRecords(t)).find(
    (candidate) => candidate.participant_id === participantId && candidate.lecture_id === lectureId,
  );
  return record && (await storedTimes(t)).get(record.id);
}

describe('attendance records carry their entry times', () => {
  const t = useTestApi({ at: NOON });

  it('the seeded scans (attendance/seed.ts): checked in, late, checked in and out', async () => {
    await seedAt(t);
    expect(await expectTimesKept(t)).toBe(3);
    const checkedOut = await timesOf(t, SEEDED_ROSTER.checkedOut[0]!);
    expect(checkedOut?.last_out).not.toBeNull();
    expect(Date.parse(checkedOut!.last_out!)).toBeGreaterThan(Date.parse(checkedOut!.last_in!));
    expect((await timesOf(t, SEEDED_ROSTER.checkedIn[0]!))?.last_out).toBeNull();
  });

  it('a QR check-in, a second one refused, a check-out after it', async () => {
    await seedAt(t);
    const checkIn = t.clock.now;
    expect((await scan(t, 'IN')).status).toBe(200);
    expect(await timesOf(t, learner)).toEqual({ first_in: iso(checkIn), last_in: iso(checkIn), last_out: null });
    t.clock.advance(5 * MINUTE);
    // Scans take one check-in and one check-out: a second check-in writes no entry.
    expect((await scan(t, 'IN')).body.data).toEqual({ attendance_entry_type: [expect.any(String)] });
    expect(await timesOf(t, learner)).toEqual({ first_in: iso(checkIn), last_in: iso(checkIn), last_out: null });
    t.clock.advance(35 * MINUTE);
    const checkOut = t.clock.now;
    expect((await scan(t, 'OUT')).status).toBe(200);
    expect(await timesOf(t, learner)).toEqual({
      first_in: iso(checkIn),
      last_in: iso(checkIn),
      last_out: iso(checkOut),
    });
    await expectTimesKept(t);
  });

  it('a typed code, and an offline scan the trainer accepts later', async () => {
    await seedAt(t);
    const typed = issueCode(TEST_ATTENDANCE_SECRET, 'R', RUNNING_LECTURE_ID, slotOf(t.clock.now), 'IN').typed_code;
    const typedIn = await scan(t, 'IN', { as: 'both', extra: { qr_content: '', related_id: '', typed_code: typed } });
    expect(typedIn.status).toBe(200);
    expect(typedIn.body.data).toMatchObject({ method: 'TYPED' });
    expect(await timesOf(t, ENROLLED_PARTICIPANT.both)).toEqual({
      first_in: iso(t.clock.now),
      last_in: iso(t.clock.now),
      last_out: null,
    });
    // Read 30 s ago on a device whose clock is right, sent now: the entry is at the moment it claims.
    const readAt = t.clock.now - 30_000;
    const kept = await scan(t, 'IN', {
      extra: { qr_content: shownCode(RUNNING_LECTURE_ID, 'IN', readAt), scanned_at: readAt, timestamp: t.clock.now },
    });
    expect(kept.status).toBe(200);
    expect(kept.body.data).toMatchObject({ method: 'OFFLINE' });
    const offline = await timesOf(t, learner);
    expect(offline?.last_out).toBeNull();
    t.clock.advance(5 * MINUTE);
    const accepted = await t.call('attendance/lecture/accept', {
      token: await tokenOf(t, 'trainer'),
      body: { ...lectureRef(), participant_id: learner },
    });
    expect(accepted.status).toBe(200);
    // Accepting clears a flag on the entries: the times stay.
    expect(await timesOf(t, learner)).toEqual(offline);
    await expectTimesKept(t);
  });

  it("a trainer's marks: a seeded row with a break stored as shown, a manual check-in, a bulk mark", async () => {
    await seedAt(t);
    const key = (participant: number) => rowKey(finishedToday, participant);
    // The late toggle stores the seeded row as the page shows it: IN, OUT (break), IN, OUT.
    const toggled = await write(t, 'attendance/update_one', {
      record_id: key(SEEDED_ROW.presentWithBreak),
      col: 'is_late',
      value: true,
    });
    expect(toggled.status).toBe(200);
    const withBreak = await timesOf(t, SEEDED_ROW.presentWithBreak, finishedToday);
    expect(Date.parse(withBreak!.last_in!)).toBeGreaterThan(Date.parse(withBreak!.first_in!));
    expect(Date.parse(withBreak!.last_out!)).toBeGreaterThan(Date.parse(withBreak!.last_in!));
    // Present with no entry: a manual check-in at the lecture's start.
    expect((await write(t, 'attendance/update', updateBody(finishedToday, key(SEEDED_ROW.absent)))).status).toBe(200);
    const manual = await timesOf(t, SEEDED_ROW.absent, finishedToday);
    expect(manual).toMatchObject({ last_out: null });
    expect(manual?.first_in).toBe(manual?.last_in);
    const bulk = await write(t, 'attendance/mark/multi/manual', {
      attendance_ids: [key(SEEDED_ROW.leftEarly), key(SEEDED_ROW.excused), key(SEEDED_ROW.late)],
      status: 'PRESENT',
      update_comments: 'Checked with the venue log.',
      batch_id: BATCH_PAGE.batchId,
      related_id: finishedToday,
      related_type: 'lecture',
    });
    expect(bulk.status).toBe(200);
    expect(await expectTimesKept(t)).toBeGreaterThanOrEqual(3 + 2 + 3);
  });
});

describe('the database keeps them whoever writes entries', () => {
  const t = useTestApi({ at: NOON });

  it('a second check-in after a check-out, inserted straight into the table (as fixtures and benches do)', async () => {
    await seedAt(t);
    await scan(t, 'IN');
    t.clock.advance(40 * MINUTE);
    await scan(t, 'OUT');
    const before = await timesOf(t, learner);
    const [record] = (await storedRecords(t)).filter((candidate) => candidate.participant_id === learner);
    const back = t.clock.now + 10 * MINUTE;
    // Two entries in one statement: the back-from-break check-in and one older than the first (a late upload).
    const first = t.clock.now - 60 * MINUTE;
    await t.api.database.db.insert(attendanceEntries).values(
      [back, first].map((at) => ({
        record_id: record!.id,
        kind: 'IN',
        at: new Date(at),
        client_timestamp: null,
        language: 'En',
        source: 'MANUAL',
      })),
    );
    expect(await timesOf(t, learner)).toEqual({ first_in: iso(first), last_in: iso(back), last_out: before?.last_out });
    await expectTimesKept(t);
  });

  it('two transactions adding entries to one record at once both count (the PostgreSQL tier runs them in parallel)', async () => {
    await seedAt(t);
    await scan(t, 'IN');
    const [record] = (await storedRecords(t)).filter((candidate) => candidate.participant_id === learner);
    const entry = (at: number, kind: 'IN' | 'OUT') => ({
      record_id: record!.id,
      kind,
      at: new Date(at),
      client_timestamp: null,
      language: 'En',
      source: 'MANUAL',
    });
    const earlier = t.clock.now - 20 * MINUTE;
    const out = t.clock.now + 30 * MINUTE;
    const { db } = t.api.database;
    // The first holds the record's row until it commits; the second's trigger waits for it, then widens what it left.
    await Promise.all([
      db.transaction(async (tx) => {
        await tx.insert(attendanceEntries).values(entry(earlier, 'IN'));
        await new Promise((done) => setTimeout(done, 300));
      }),
      new Promise((done) => setTimeout(done, 100)).then(() => db.insert(attendanceEntries).values(entry(out, 'OUT'))),
    ]);
    expect(await timesOf(t, learner)).toEqual({ first_in: iso(earlier), last_in: iso(NOON), last_out: iso(out) });
  });

  it('an entry changed or deleted by hand counts its records anew', async () => {
    await seedAt(t);
    await scan(t, 'IN');
    t.clock.advance(40 * MINUTE);
    await scan(t, 'OUT');
    const { db } = t.api.database;
    const [record] = (await storedRecords(t)).filter((candidate) => candidate.participant_id === learner);
    const [checkIn, checkOut] = record!.entries;
    const earlier = Date.parse(checkIn!.at) - 5 * MINUTE;
    await db
      .update(attendanceEntries)
      .set({ at: new Date(earlier) })
      .where(eq(attendanceEntries.id, checkIn!.id));
    expect(await timesOf(t, learner)).toEqual({
      first_in: iso(earlier),
      last_in: iso(earlier),
      last_out: checkOut!.at,
    });
    await db.delete(attendanceEntries).where(eq(attendanceEntries.id, checkOut!.id));
    expect(await timesOf(t, learner)).toEqual({ first_in: iso(earlier), last_in: iso(earlier), last_out: null });
    // An entry moved to another record: both records are counted anew.
    const other = (await storedRecords(t)).find(
      (candidate) => candidate.participant_id === SEEDED_ROSTER.checkedOut[0],
    );
    await db.update(attendanceEntries).set({ record_id: other!.id }).where(eq(attendanceEntries.id, checkIn!.id));
    expect(await timesOf(t, learner)).toEqual({ first_in: null, last_in: null, last_out: null });
    await expectTimesKept(t);
  });

  it("migration 0003's backfill works the times out of the entries already stored", async () => {
    await seedAt(t);
    await scan(t, 'IN');
    t.clock.advance(40 * MINUTE);
    await scan(t, 'OUT');
    await write(t, 'attendance/update_one', {
      record_id: rowKey(finishedToday, SEEDED_ROW.presentWithBreak),
      col: 'is_late',
      value: true,
    });
    const kept = await storedTimes(t);
    const { db } = t.api.database;
    await db.update(attendanceRecords).set({ first_in_at: null, last_in_at: null, last_out_at: null });
    expect([...(await storedTimes(t)).values()].every((times) => times.last_in === null)).toBe(true);
    const migration = readFileSync(
      new URL('../../../demo/api/features/attendance/migrations/0003_attendance.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration
      .split('--> statement-breakpoint')
      .find((statement) => statement.includes('UPDATE "attendance_records"') && !statement.includes('FUNCTION'));
    await db.execute(sql.raw(backfill!));
    expect(await storedTimes(t)).toEqual(kept);
    expect(await expectTimesKept(t)).toBe(5);
  });
});
