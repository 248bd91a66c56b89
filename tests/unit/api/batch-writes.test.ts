// @vitest-environment node
import { validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { WriteAnswer } from '../../../src/core/api/schemas/batch';
import { isMultiMarkSaved, isWriteSaved } from '../../../src/core/batch/requests';
import {
  ATTENDANCE_LECTURE,
  BATCH_PAGE,
  REVIEWED_PARTICIPANTS,
  rowKey,
  SEEDED_ROW,
} from '../../../demo/api/features/batch/ids';
import { PARTICIPANT } from '../../../demo/api/features/batch/ids';
import { RUNNING_LECTURE_ID } from '../../../demo/api/features/attendance/ids';
import { lectureRef, NOON, scan, seedAt, tokenOf } from './attendance-support';
import { detail, rowsBy, storedData, updateBody, write } from './batch-support';
import { useTestApi } from './helpers';

// attendance/update, attendance/mark/multi/manual and attendance/update_one: the §5 rules, the §6 permissions
// enforced on the server, the is-late refusal, and the records they write (the QR feature's, never SCANNED).

const { finishedToday, lastWeek, running, laterToday } = ATTENDANCE_LECTURE;
const key = (participant: number, lecture: number = finishedToday) => rowKey(lecture, participant);
const multiBody = (ids: string[], extra: object = {}) => ({
  attendance_ids: ids,
  status: 'EXCUSED',
  update_comments: 'Fire drill at their site.',
  batch_id: BATCH_PAGE.batchId,
  related_id: finishedToday,
  related_type: 'lecture',
  ...extra,
});
const late = (recordId: string, value: boolean) => ({ record_id: recordId, col: 'is_late', value });

/** The client's reading of a write answer (`data.success`, §7). */
function read(data: unknown) {
  const [failure, answer] = validate(data, WriteAnswer, { coerce: true });
  expect(failure).toBeUndefined();
  return answer;
}

describe('attendance writes', () => {
  const t = useTestApi({ at: NOON });

  it('update stores the shown row in attendance_records with the new status, comments and a MANUAL check-in by the trainer', async () => {
    await seedAt(t);
    const res = await write(t, 'attendance/update', updateBody(finishedToday, key(SEEDED_ROW.absent)));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Attendance saved successfully.');
    expect(isWriteSaved(read(res.body.data))).toBe(true);
    const record = (await storedData(t)).attendance_records.find(
      (item) => item.lecture_id === finishedToday && item.participant_id === SEEDED_ROW.absent,
    );
    expect(record).toMatchObject({
      status: 'PRESENT',
      is_late: false,
      update_comments: 'Checked with the venue log.',
      batch_id: BATCH_PAGE.batchId,
    });
    expect(record?.entries).toEqual([
      expect.objectContaining({ kind: 'IN', source: 'MANUAL', coords: null, created_by: expect.any(Number) }),
    ]);
    const row = (await rowsBy(t, finishedToday)).get(SEEDED_ROW.absent);
    expect(row).toMatchObject({
      record_id: String(record?.id),
      status_lbl: { label: 'Present' },
      type_lbl: { label: 'Manual' },
    });
    // The detail opens under the stored id and under the key the page held before.
    for (const id of [String(record?.id), key(SEEDED_ROW.absent)]) {
      expect((await detail(t, id)).body.data.data).toMatchObject({
        attendance_status: 'PRESENT',
        update_comments: 'Checked with the venue log.',
        created_by_name: 'Tariq Trainer',
      });
    }
    // A scanned row keeps its scans: marked absent, its entries stay SCANNED and it is no longer late.
    await write(t, 'attendance/update', updateBody(finishedToday, key(SEEDED_ROW.late), { status: 'ABSENT' }));
    const scanned = (await storedData(t)).attendance_records.find(
      (item) => item.lecture_id === finishedToday && item.participant_id === SEEDED_ROW.late,
    );
    expect(scanned).toMatchObject({ status: 'ABSENT', is_late: false });
    expect(scanned?.entries.map((entry) => entry.source)).toEqual(['SCANNED', 'SCANNED']);
  });

  it("update answers 422 with field errors in the spec's words: status, comments (required, at most 200), entry type; Arabic too", async () => {
    await seedAt(t);
    const cases: [object, string, string][] = [
      [{ status: '' }, 'status', 'Please select a status'],
      [{ status: 'LATE' }, 'status', 'Please select a status'],
      [{ update_comments: '   ' }, 'update_comments', 'Please enter comment'],
      [{ update_comments: 'c'.repeat(201) }, 'update_comments', 'Comments cannot exceed 200 characters'],
      [{ entry_type: 'BREAKFAST' }, 'entry_type', 'The entry type is not valid.'],
    ];
    for (const [extra, field, message] of cases) {
      const res = await write(t, 'attendance/update', updateBody(finishedToday, key(SEEDED_ROW.absent), extra));
      expect([res.status, res.body.message, res.body.data], field).toEqual([422, message, { [field]: [message] }]);
    }
    expect(
      (
        await write(
          t,
          'attendance/update',
          updateBody(finishedToday, key(SEEDED_ROW.absent), { update_comments: 'c'.repeat(200) }),
        )
      ).status,
    ).toBe(200);
    const ar = await write(
      t,
      'attendance/update',
      updateBody(finishedToday, key(SEEDED_ROW.excused), { update_comments: 'c'.repeat(201) }),
      { lang: 'ar' },
    );
    expect(ar.body.message).toBe('لا يمكن أن تتجاوز التعليقات ٢٠٠ حرف');
    expect((await storedData(t)).attendance_records.filter((item) => item.lecture_id === finishedToday)).toHaveLength(
      1,
    );
  });

  it('refuses writes the row or lecture does not allow (403) and rows of batches the user does not teach (404), storing nothing', async () => {
    await seedAt(t);
    const reviewed = key(REVIEWED_PARTICIPANTS[0]!);
    const refusals: [string, object, number, string][] = [
      [
        'attendance/update',
        updateBody(finishedToday, reviewed),
        403,
        'This attendance record has been reviewed and is locked.',
      ],
      [
        'attendance/update',
        updateBody(lastWeek, key(SEEDED_ROW.absent, lastWeek)),
        403,
        'Attendance for this lecture is closed.',
      ],
      [
        'attendance/update',
        updateBody(laterToday, key(SEEDED_ROW.absent, laterToday)),
        403,
        'Attendance can be marked once the lecture has started.',
      ],
      [
        'attendance/mark/multi/manual',
        multiBody([key(SEEDED_ROW.absent), reviewed]),
        403,
        'This attendance record has been reviewed and is locked.',
      ],
      [
        'attendance/mark/multi/manual',
        multiBody([key(SEEDED_ROW.absent, lastWeek)], { related_id: lastWeek }),
        403,
        'Attendance for this lecture is closed.',
      ],
      ['attendance/update_one', late(reviewed, true), 403, 'This attendance record has been reviewed and is locked.'],
      [
        'attendance/update_one',
        late(key(SEEDED_ROW.presentScanned, lastWeek), true),
        403,
        'Attendance for this lecture is closed.',
      ],
      [
        'attendance/update',
        updateBody(finishedToday, key(SEEDED_ROW.absent, running)),
        404,
        'Attendance record not found.',
      ],
      [
        'attendance/mark/multi/manual',
        multiBody([key(SEEDED_ROW.absent), '999999']),
        404,
        'Attendance record not found.',
      ],
      ['attendance/update_one', late('nothing', true), 404, 'Attendance record not found.'],
    ];
    for (const [path, body, status, message] of refusals) {
      const res = await write(t, path, body);
      expect([res.status, res.body.message], `${path} ${JSON.stringify(body).slice(0, 80)}`).toEqual([status, message]);
    }
    for (const as of ['learner', 'both']) {
      expect(
        (await write(t, 'attendance/update', updateBody(finishedToday, key(SEEDED_ROW.absent)), { as })).status,
        as,
      ).toBe(404);
      expect(
        (await write(t, 'attendance/mark/multi/manual', multiBody([key(SEEDED_ROW.absent)]), { as })).status,
        as,
      ).toBe(404);
      expect(
        (await write(t, 'attendance/update_one', late(key(SEEDED_ROW.presentScanned), true), { as })).status,
        as,
      ).toBe(404);
    }
    expect((await storedData(t)).attendance_records.filter((item) => item.lecture_id !== RUNNING_LECTURE_ID)).toEqual(
      [],
    );
  });

  it('multi-mark sets one status and comments on every selected row, answers success with a saved message; its rules', async () => {
    await seedAt(t);
    const ids = [key(SEEDED_ROW.absent), key(SEEDED_ROW.presentScanned), key(SEEDED_ROW.presentScanned)];
    const res = await write(t, 'attendance/mark/multi/manual', multiBody(ids));
    expect([res.status, res.body.message]).toEqual([200, '2 attendance record(s) saved.']);
    expect(isMultiMarkSaved(read(res.body.data))).toBe(true);
    const rows = await rowsBy(t, finishedToday);
    for (const id of [SEEDED_ROW.absent, SEEDED_ROW.presentScanned])
      expect(rows.get(id)?.status_lbl?.label).toBe('Excused');
    expect(
      (await storedData(t)).attendance_records
        .filter((item) => item.lecture_id === finishedToday)
        .map((item) => item.update_comments),
    ).toEqual(['Fire drill at their site.', 'Fire drill at their site.']);
    const rules: [object, string, string][] = [
      [{ attendance_ids: [] }, 'attendance_ids', 'No records selected'],
      [{ status: '' }, 'status', 'Please select an attendance status'],
      [{ update_comments: 'c'.repeat(201) }, 'update_comments', 'Comments cannot exceed 200 characters'],
    ];
    for (const [extra, field, message] of rules) {
      const refused = await write(t, 'attendance/mark/multi/manual', multiBody([key(SEEDED_ROW.flagged)], extra));
      expect([refused.status, refused.body.data], field).toEqual([422, { [field]: [message] }]);
    }
    // Comments are optional here, and Arabic is answered in Arabic.
    const ar = await write(
      t,
      'attendance/mark/multi/manual',
      multiBody([key(SEEDED_ROW.flagged)], { update_comments: '' }),
      { lang: 'ar' },
    );
    expect([ar.status, ar.body.message, ar.body.data]).toEqual([
      200,
      'تم حفظ ١ من سجلات الحضور.',
      { success: true, updated: 1 },
    ]);
  });

  it('is-late: toggles a present row both ways, refuses turning it on for an absent one (the page reverts), keeps old keys working', async () => {
    await seedAt(t);
    const on = await write(t, 'attendance/update_one', late(key(SEEDED_ROW.presentScanned), true));
    expect([on.status, on.body.message, isWriteSaved(read(on.body.data))]).toEqual([
      200,
      'Record saved successfully.',
      true,
    ]);
    expect((await rowsBy(t, finishedToday)).get(SEEDED_ROW.presentScanned)?.is_late).toBe(true);
    // The page still holds the derived key: it finds the stored record.
    expect((await write(t, 'attendance/update_one', late(key(SEEDED_ROW.presentScanned), false))).status).toBe(200);
    expect((await rowsBy(t, finishedToday)).get(SEEDED_ROW.presentScanned)?.is_late).toBe(false);
    for (const participant of [SEEDED_ROW.absent, SEEDED_ROW.excused]) {
      const refused = await write(t, 'attendance/update_one', late(key(participant), true));
      expect([refused.status, refused.body.data], String(participant)).toEqual([
        422,
        { value: ['Only a participant marked present can be marked late.'] },
      ]);
    }
    expect(
      (await write(t, 'attendance/update_one', late(key(SEEDED_ROW.absent), true), { lang: 'ar' })).body.message,
    ).toBe('لا يمكن تسجيل التأخر إلا لمشارك مسجّل حاضرًا.');
    expect((await write(t, 'attendance/update_one', late(key(SEEDED_ROW.absent), false))).status).toBe(200);
    expect((await write(t, 'attendance/update_one', late(key(PARTICIPANT.both, running), true))).status).toBe(422);
    const wrong = await write(t, 'attendance/update_one', {
      record_id: key(SEEDED_ROW.late),
      col: 'status',
      value: true,
    });
    expect(wrong.status).toBe(422);
    expect((await storedData(t)).attendance_records.filter((item) => item.lecture_id === finishedToday)).toHaveLength(
      1,
    );
  });

  it('a learner the trainer marked absent by hand can still check in by QR: the scan lands on the same record', async () => {
    await seedAt(t);
    await write(
      t,
      'attendance/mark/multi/manual',
      multiBody([key(PARTICIPANT.learner, running)], { related_id: running, status: 'ABSENT' }),
    );
    expect((await scan(t, 'IN')).status).toBe(200);
    const records = (await storedData(t)).attendance_records.filter(
      (item) => item.participant_id === PARTICIPANT.learner,
    );
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ status: 'PRESENT', update_comments: 'Fire drill at their site.' });
    expect(records[0]?.entries.map((entry) => [entry.kind, entry.source])).toEqual([['IN', 'SCANNED']]);
    const roster = await t.call<{ rows: { participant_id: number; state: string }[] }>('attendance/lecture/roster', {
      token: await tokenOf(t, 'trainer'),
      body: lectureRef(),
    });
    expect(roster.body.data.rows.find((row) => row.participant_id === PARTICIPANT.learner)?.state).toBe('checked_in');
  });
});
