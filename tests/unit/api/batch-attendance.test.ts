// @vitest-environment node
import { validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { innerData } from '../../../src/core/api/inner-data';
import { AttendanceDetailSchema, AttendanceTableSchema } from '../../../src/core/api/schemas/batch';
import { toEditableEntries } from '../../../src/core/batch/attendance-entries';
import {
  ATTENDANCE_LECTURE,
  BATCH_PAGE,
  REVIEWED_PARTICIPANTS,
  rowKey,
  SEEDED_ROW,
} from '../../../demo/api/features/batch/ids';
import { PARTICIPANT } from '../../../demo/api/features/batch/ids';
import { SEEDED_ROSTER } from '../../../demo/api/features/attendance/ids';
import { NOON, scan, seedAt } from './attendance-support';
import { detail, rowsBy, storedData, table } from './batch-support';
import { useTestApi } from './helpers';

// POST attendance/table and GET attendance/get/with/entries: seeded rows, permissions per lecture and row, QR scans.

const { finishedToday, lastWeek, running, laterToday } = ATTENDANCE_LECTURE;

describe('attendance table and detail', () => {
  const t = useTestApi({ at: NOON });

  it('the finished lecture: every status, late flags, entry logs of scans and manual entries, three reviewed rows locked', async () => {
    await seedAt(t);
    const res = await table(t, finishedToday);
    expect(res.status).toBe(200);
    expect(validate(innerData(res.body.data), AttendanceTableSchema, { coerce: true })[0]).toBeUndefined();
    expect(res.body.data.data.can_mark_attendance).toBe(true);
    const rows = new Map(res.body.data.data.rows.map((row) => [row.id, row]));
    expect(rows.size).toBe(BATCH_PAGE.participants);
    const status = (id: number) => rows.get(id)?.status_lbl?.label;
    expect([SEEDED_ROW.presentScanned, SEEDED_ROW.absent, SEEDED_ROW.flagged, SEEDED_ROW.excused].map(status)).toEqual([
      'Present',
      'Absent',
      'Flagged',
      'Excused',
    ]);
    expect(rows.get(SEEDED_ROW.late)?.is_late).toBe(true);
    expect(rows.get(SEEDED_ROW.presentScanned)).toMatchObject({
      record_id: rowKey(finishedToday, SEEDED_ROW.presentScanned),
      user_name: 'Layla Learner',
      is_late: false,
      type_lbl: { label: 'QR scan' },
    });
    const log = rows.get(SEEDED_ROW.presentWithBreak)?.attendance_entries ?? [];
    expect(log.map((entry) => [entry.type, entry.status_lbl?.label])).toEqual([
      ['IN_CLASS', 'Scanned'],
      ['BREAK', 'Manual'],
      ['BACK_FROM_BREAK', 'Scanned'],
      ['OUT', 'Scanned'],
    ]);
    expect(log[0]?.processed_time).toBeTruthy();
    expect(log[1]).toMatchObject({ processed_time: null, is_deleted: false });
    expect(rows.get(SEEDED_ROW.leftEarly)?.attendance_entries.at(-1)?.type).toBe('LEFT_EARLY');
    expect(rows.get(SEEDED_ROW.presentManual)?.type_lbl?.label).toBe('Manual');
    for (const row of rows.values()) {
      const locked = REVIEWED_PARTICIPANTS.includes(row.id);
      expect(row.record_permissions, String(row.id)).toEqual({
        can_mark_attendance: !locked,
        admin_mark_attendance: false,
      });
      expect(row.trainer_tag?.label ?? null).toBe(locked ? 'Reviewed' : null);
    }
    const ar = await rowsBy(t, finishedToday, 'ar');
    expect(ar.get(SEEDED_ROW.absent)).toMatchObject({
      user_name: 'مريم صالح',
      status_lbl: { label: 'غائب', color: 'red' },
    });
    // How each entry was made is a label in the request's language, never the stored SCANNED / MANUAL.
    expect(ar.get(SEEDED_ROW.presentWithBreak)?.attendance_entries.map((entry) => entry.status_lbl?.label)).toEqual([
      'بالمسح',
      'يدوي',
      'بالمسح',
      'بالمسح',
    ]);
  });

  it('a learner enrolled today has no seeded history at the lectures before they joined, whatever their roster place', async () => {
    await seedAt(t);
    const joined: number[] = [];
    for (let n = 0; n < 10; n += 1) {
      const made = await t.call<{ participant_id: number }>('__dev/enroll', {
        body: { batch_no: BATCH_PAGE.batchNo, password: 'Candidate#2026' },
      });
      joined.push(made.body.data.participant_id);
    }
    for (const lecture of [finishedToday, lastWeek]) {
      const rows = new Map((await table(t, lecture)).body.data.data.rows.map((row) => [row.id, row]));
      expect(rows.size).toBe(BATCH_PAGE.participants + joined.length);
      for (const id of joined)
        expect(rows.get(id), `${lecture}/${id}`).toMatchObject({
          status_lbl: { label: 'Not marked' },
          attendance_entries: [],
        });
      expect(rows.get(SEEDED_ROW.absent)?.status_lbl?.label).toBe('Absent');
    }
  });

  it('lectures take marks from their start until three days after the end: last week and later today are read-only', async () => {
    await seedAt(t);
    for (const [lecture, open] of [
      [lastWeek, false],
      [finishedToday, true],
      [running, true],
      [laterToday, false],
    ] as const) {
      const { rows, can_mark_attendance } = (await table(t, lecture)).body.data.data;
      expect(can_mark_attendance, String(lecture)).toBe(open);
      const editable = rows.filter((row) => row.record_permissions?.can_mark_attendance).length;
      expect(editable, String(lecture)).toBe(open ? rows.length - (lecture === finishedToday ? 3 : 0) : 0);
    }
    const later = await rowsBy(t, laterToday);
    expect(later.get(SEEDED_ROW.absent)).toMatchObject({
      status_lbl: { label: 'Not marked' },
      type_lbl: null,
      attendance_entries: [],
    });
    // Last week's rows are seeded like the finished lecture's.
    expect((await rowsBy(t, lastWeek)).get(SEEDED_ROW.flagged)?.status_lbl?.label).toBe('Flagged');
  });

  it("a learner's QR check-in shows up on the running lecture as a SCANNED entry of the stored record", async () => {
    await seedAt(t);
    let rows = await rowsBy(t, running);
    const seeded = rows.get(SEEDED_ROSTER.checkedOut[0]);
    expect(seeded?.record_id).toMatch(/^\d+$/);
    expect(seeded?.attendance_entries.map((entry) => [entry.type, entry.status_lbl?.label])).toEqual([
      ['IN_CLASS', 'Scanned'],
      ['LEFT_EARLY', 'Scanned'],
    ]);
    expect(rows.get(PARTICIPANT.learner)).toMatchObject({
      record_id: rowKey(running, PARTICIPANT.learner),
      status_lbl: { label: 'Not marked' },
    });
    expect((await scan(t, 'IN')).status).toBe(200);
    rows = await rowsBy(t, running);
    const learner = rows.get(PARTICIPANT.learner);
    const stored = (await storedData(t)).attendance_records.find(
      (record) => record.participant_id === PARTICIPANT.learner,
    );
    expect(learner).toMatchObject({
      record_id: String(stored?.id),
      status_lbl: { label: 'Present' },
      type_lbl: { label: 'QR scan' },
    });
    expect(learner?.attendance_entries).toEqual([
      {
        processed_time: stored?.entries[0]?.at,
        marked_at: null,
        type: 'IN_CLASS',
        status_lbl: { label: 'Scanned', color: 'blue' },
        is_deleted: false,
        method: 'QR',
        distance_m: 0,
        accuracy_m: 12,
        flags: [],
      },
    ]);
    expect(learner?.flags).toEqual([]);
    expect(rows.get(SEEDED_ROSTER.checkedIn[1])?.is_late).toBe(true);
  });

  it('detail: alternating In Class and Break periods, each starting at the previous out time, with their statuses and the log', async () => {
    await seedAt(t);
    const res = await detail(t, rowKey(finishedToday, SEEDED_ROW.presentWithBreak));
    expect(res.status).toBe(200);
    const [failure, item] = validate(innerData(res.body.data), AttendanceDetailSchema, { coerce: true });
    expect(failure).toBeUndefined();
    const entries = toEditableEntries(item?.attendance_entries ?? []);
    expect(entries.map((entry) => [entry.entry_type, entry.in_status, entry.out_status])).toEqual([
      ['IN_CLASS', 'SCANNED', 'MANUAL'],
      ['BREAK', 'MANUAL', 'SCANNED'],
      ['IN_CLASS', 'SCANNED', 'SCANNED'],
    ]);
    expect(entries.map((entry) => [entry.in_time, entry.out_time])).toEqual([
      ['08:04', '08:50'],
      ['08:50', '09:00'],
      ['09:00', '10:01'],
    ]);
    expect(item).toMatchObject({
      attendance_status: 'PRESENT',
      last_entry_type: 'IN_CLASS',
      date: '2026-03-18',
      total_time_present: '01:47',
      total_break_time: '00:10',
      created_by_name: 'Bilal Both',
    });
    expect(item?.attendance_entries_data.map((entry) => entry.attendance_entry_type)).toEqual([
      'IN_CLASS',
      'BREAK',
      'BACK_FROM_BREAK',
      'OUT',
    ]);
    expect(item?.attendance_entries_data.map((entry) => entry.attendance_entry_status_lbl?.label)).toEqual([
      'Scanned',
      'Manual',
      'Scanned',
      'Scanned',
    ]);
    const arabic = (await detail(t, rowKey(finishedToday, SEEDED_ROW.presentWithBreak), { lang: 'ar' })).body.data.data;
    expect(arabic.attendance_entries_data.map((entry) => entry.attendance_entry_status_lbl?.label)).toEqual([
      'بالمسح',
      'يدوي',
      'بالمسح',
      'بالمسح',
    ]);
    const reviewed = (await detail(t, rowKey(finishedToday, REVIEWED_PARTICIPANTS[0]!))).body.data.data;
    expect(reviewed).toMatchObject({ reviewed_by_name: 'Academy Admin', reviewed_comments: expect.any(String) });
    const flagged = (await detail(t, rowKey(finishedToday, SEEDED_ROW.flagged), { lang: 'ar' })).body.data.data;
    expect(flagged).toMatchObject({
      attendance_status: 'FLAGGED',
      flagged_comments: expect.any(String),
      attendance_status_lbl: { label: 'مُعلَّم للمراجعة' },
    });
    // A row of another lecture, or a stored record's id under another batch, is not found.
    expect((await detail(t, '999999')).status).toBe(404);
    expect((await detail(t, rowKey(1011, 203))).status).toBe(404);
  });
});
