// @vitest-environment node
import { validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { RosterSchema } from '../../../src/core/api/schemas/attendance';
import { BATCH_ID } from '../../../demo/api/features/batch/ids';
import { rosterOf } from '../../../demo/api/features/batch/directory';
import type { BatchRecord } from '../../../demo/api/features/batch/types';
import {
  ENROLLED_ACCOUNTS,
  ENROLLED_PARTICIPANT,
  OTHER_BATCH_LECTURE_ID,
  RUNNING_LECTURE_ID,
  SEEDED_LATE_PARTICIPANT,
  SEEDED_ROSTER,
} from '../../../demo/api/features/attendance/ids';
import type { lectureRoster } from '../../../demo/api/features/attendance/view';
import { lectureRef, MINUTE, NOON, scan, seedAt, SPANS, storedRecords, tokenOf } from './attendance-support';
import { useTestApi } from './helpers';

// POST attendance/lecture/roster: the trainer's live list of who has checked in and out; and the seed behind it.

/** The answer as sent (ids as numbers); the client's coerced reading is checked against RosterSchema. */
type Roster = ReturnType<typeof lectureRoster>;

// One API for the file, each test starting at NOON: re-seeds restore its seed snapshot.
const t = useTestApi({ at: NOON });

describe('attendance/lecture/roster', () => {
  async function roster(options: { as?: string; lang?: string; related?: number | string } = {}) {
    const token = await tokenOf(t, options.as ?? 'trainer');
    return t.call<Roster>('attendance/lecture/roster', {
      token,
      lang: options.lang,
      body: lectureRef(options.related ?? RUNNING_LECTURE_ID),
    });
  }

  const stateBy = (data: Roster) => Object.fromEntries(data.rows.map((row) => [row.participant_id, row.state]));

  it("lists the batch's 62 participants by name with the seeded states and when it was read", async () => {
    await seedAt(t);
    const res = await roster();
    expect(res.status).toBe(200);
    expect(validate(res.body.data, RosterSchema, { coerce: true })[0]).toBeUndefined();
    const { rows, updated_at } = res.body.data;
    expect(updated_at).toBe(new Date(t.clock.now).toISOString());
    const names = rows.map((row) => row.user_name);
    expect(names).toHaveLength(62);
    expect(names).toEqual([...names].sort(new Intl.Collator('en-US').compare));
    expect(
      names.filter((name) =>
        [
          'Aisha Rahman',
          'Bilal Both',
          'Fatima Al Mansoori',
          'Khalid Nasser',
          'Layla Learner',
          'Mariam Saleh',
          'Omar Haddad',
          'Yousef Karim',
        ].includes(name),
      ),
    ).toEqual([
      'Aisha Rahman',
      'Bilal Both',
      'Fatima Al Mansoori',
      'Khalid Nasser',
      'Layla Learner',
      'Mariam Saleh',
      'Omar Haddad',
      'Yousef Karim',
    ]);
    const states = stateBy(res.body.data);
    for (const id of SEEDED_ROSTER.checkedIn) expect(states[id]).toBe('checked_in');
    for (const id of SEEDED_ROSTER.checkedOut) expect(states[id]).toBe('checked_out');
    for (const id of SEEDED_ROSTER.notYet) expect(states[id]).toBe('not_yet');
    const learner = rows.find((row) => row.participant_id === ENROLLED_PARTICIPANT.learner);
    expect(learner).toEqual({
      participant_id: ENROLLED_PARTICIPANT.learner,
      user_name: 'Layla Learner',
      state: 'not_yet',
      check_in_at: null,
      check_out_at: null,
      method: null,
      distance_m: null,
      accuracy_m: null,
      flags: [],
    });
    const out = rows.find((row) => row.participant_id === SEEDED_ROSTER.checkedOut[0]);
    // The seeded scans were read a few metres from the hall, by phones reporting 18 m.
    expect(out).toMatchObject({ method: 'QR', distance_m: 11, accuracy_m: 18, flags: [] });
    expect(Date.parse(out?.check_out_at ?? '')).toBeGreaterThan(Date.parse(out?.check_in_at ?? ''));
  });

  it("shows a learner's check-in and then check-out as they happen", async () => {
    await seedAt(t);
    await scan(t, 'IN');
    const checkedIn = new Date(t.clock.now).toISOString();
    let row = (await roster()).body.data.rows.find((item) => item.participant_id === ENROLLED_PARTICIPANT.learner);
    expect(row).toMatchObject({ state: 'checked_in', check_in_at: checkedIn, check_out_at: null });
    t.clock.advance(5 * MINUTE);
    await scan(t, 'OUT');
    const res = await roster();
    row = res.body.data.rows.find((item) => item.participant_id === ENROLLED_PARTICIPANT.learner);
    expect(row).toMatchObject({
      state: 'checked_out',
      check_in_at: checkedIn,
      check_out_at: new Date(t.clock.now).toISOString(),
    });
    expect(res.body.data.updated_at).toBe(new Date(t.clock.now).toISOString());
  });

  it('names people in Arabic (English when they have no Arabic name), sorted in Arabic', async () => {
    await seedAt(t);
    const res = await roster({ lang: 'ar' });
    const names = res.body.data.rows.map((row) => row.user_name);
    expect(names).toContain('ليلى المتعلمة');
    expect(names).toContain('عمر حداد');
    expect(names).toEqual([...names].sort(new Intl.Collator('ar-SA').compare));
    expect(res.body.message).toBe('تم بنجاح');
  });

  it("answers only a trainer of the lecture's batch: 403 for learners and another batch's trainer, 404 for an unknown lecture", async () => {
    await seedAt(t);
    for (const account of ['learner', 'both', 'newcomer'])
      expect((await roster({ as: account })).status, account).toBe(403);
    const unknown = await roster({ related: 424242 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Lecture you are trying to access does not exist.');
    // `both` teaches batch 2407: its lecture answers them, not `trainer`.
    expect((await roster({ as: 'both', related: OTHER_BATCH_LECTURE_ID })).status).toBe(200);
    expect((await roster({ related: OTHER_BATCH_LECTURE_ID })).status).toBe(403);
  });

  it('leaves withdrawn participants off the roster', async () => {
    const batch: Pick<BatchRecord, 'participants'> = {
      participants: [
        { id: 1, participant_id: 203, status: 'Active', enrollment_date: '' },
        { id: 2, participant_id: 204, status: 'Withdrawn', enrollment_date: '' },
        { id: 3, participant_id: 205, status: 'Completed', enrollment_date: '' },
      ],
    };
    expect((await rosterOf(t.api.database.db, batch)).map((entry) => entry.participant.id)).toEqual([203, 205]);
  });
});

describe('attendance seed', () => {
  it('records scans for three other participants of the running lecture only: none for the demo accounts', async () => {
    await seedAt(t);
    const records = await storedRecords(t);
    expect(records.map((record) => record.participant_id).sort()).toEqual(
      [...SEEDED_ROSTER.checkedIn, ...SEEDED_ROSTER.checkedOut].sort(),
    );
    expect(
      records.every((record) => record.lecture_id === RUNNING_LECTURE_ID && record.batch_id === BATCH_ID.fireMorning),
    ).toBe(true);
    expect(records.find((record) => record.participant_id === SEEDED_LATE_PARTICIPANT)?.is_late).toBe(true);
    expect(records.filter((record) => record.is_late)).toHaveLength(1);
    expect(records.every((record) => Date.parse(record.entries.at(-1)?.at ?? '') <= t.clock.now)).toBe(true);
  });

  it('keeps scan times at or before the seed time when the running lecture starts at midnight', async () => {
    const justAfterMidnight = new Date(2026, 2, 18, 0, 10).getTime();
    await seedAt(t, justAfterMidnight);
    const records = await storedRecords(t);
    expect(records).toHaveLength(3);
    for (const record of records)
      for (const entry of record.entries) expect(Date.parse(entry.at)).toBeLessThanOrEqual(justAfterMidnight);
  });

  it("enrols learner and both in the running lecture's batch, not newcomer, and the batch is taught by trainer", async () => {
    await seedAt(t);
    for (const account of ENROLLED_ACCOUNTS) expect((await scan(t, 'IN', { as: account })).status, account).toBe(200);
    expect((await scan(t, 'IN', { as: 'newcomer' })).status).toBe(403);
    expect(
      (await t.call('attendance/view/qr', { token: await tokenOf(t, 'trainer'), body: lectureRef() })).status,
    ).toBe(200);
    expect(SPANS.running.start).toBeLessThan(t.clock.now);
  });

  it('gives learner a lecture of another batch (2407) that they are not enrolled in', async () => {
    await seedAt(t);
    const res = await scan(t, 'IN', { extra: { related_id: OTHER_BATCH_LECTURE_ID } });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You are not enrolled in this lecture.');
  });
});
