import {
  LectureQrDataSchema,
  RosterEntrySchema,
  RosterSchema,
  ScanAnswer,
  ScanRecorded,
  VenueSchema,
} from '../../../../src/core/api/schemas/attendance';
import { AttendanceDetailSchema, AttendanceTableSchema } from '../../../../src/core/api/schemas/batch';
import { isMultiMarkSaved, isWriteSaved } from '../../../../src/core/batch/requests';
import {
  ENROLLED_PARTICIPANT,
  OTHER_BATCH_LECTURE_ID,
  RUNNING_LECTURE_ID,
} from '../../../../demo/api/features/attendance/ids';
import {
  ATTENDANCE_LECTURE,
  BATCH_PAGE,
  REVIEWED_PARTICIPANTS,
  rowKey,
  SEEDED_ROW,
} from '../../../../demo/api/features/batch/ids';
import type { TestApi } from '../helpers';
import { COORDS, shownCode } from '../attendance-support';
import { LECTURE, nested, post as trainerPost, REF, saved } from './batch-page';
import {
  after,
  type Call,
  type ClientCheck,
  CONTRACT_LIMITS,
  type ContractCase,
  type Contracts,
  schemaCheck,
} from './support';

// The attendance routes (QR page, roster, venue, scans, the batch page's attendance tab) with the client's reading of
// each answer.

/** A recorded scan: its message, and the lecture and direction a typed code learns from it. */
const scanAnswer: ClientCheck = (body) => schemaCheck(ScanAnswer, true)(body) ?? schemaCheck(ScanRecorded)(body);

/** The trainer's QR page and roster name the lecture this way (§7). */
const LECTURE_REF = { related_type: 'lecture', related_id: RUNNING_LECTURE_ID };

/** "Use my current location as the venue", standing in the hall. */
const VENUE_BODY = { ...LECTURE_REF, ...COORDS, radius_m: 120 };

/** §3 scan payload for the running lecture (or `extra.related_id`), with the code its QR page shows now on the API clock. */
function scanBody(
  t: TestApi,
  entryType: 'IN' | 'OUT' | 'IN_OUT',
  extra: { related_id?: number | string } & object = {},
) {
  return {
    language: 'En',
    attendance_entry_type: entryType,
    related_id: String(RUNNING_LECTURE_ID),
    related_type: 'lecture',
    location_coords: COORDS,
    location_accuracy: 12,
    timestamp: t.clock.now,
    qr_content: shownCode(extra.related_id ?? RUNNING_LECTURE_ID, entryType, t.clock.now),
    ...extra,
  };
}

/** The cases of attendance/scan and attendance/create (one handler), posted as `learner` on the API clock. */
function scanCases(path: 'attendance/scan' | 'attendance/create'): ContractCase[] {
  const as = 'learner';
  const post = (body: object): Call => ({ method: 'POST', path, as, body });
  const scan =
    (entryType: 'IN' | 'OUT', extra: (t: TestApi) => object = () => ({})) =>
    (t: TestApi) =>
      Promise.resolve(post(scanBody(t, entryType, extra(t))));
  const afterCheckIn = (entryType: 'IN' | 'OUT') => async (t: TestApi) => {
    await t.call(path, { body: scanBody(t, 'IN'), token: await t.login(as) });
    return post(scanBody(t, entryType));
  };
  return [
    { title: 'checks in', status: 200, call: scan('IN'), client: scanAnswer },
    { title: 'checks out', status: 200, call: afterCheckIn('OUT'), client: scanAnswer },
    { title: 'already checked in', status: 422, call: afterCheckIn('IN') },
    { title: 'check-out first', status: 422, call: scan('OUT') },
    {
      title: 'expired code',
      status: 422,
      call: scan('IN', (t) => ({ qr_content: shownCode(RUNNING_LECTURE_ID, 'IN', t.clock.now - 2 * 60_000) })),
    },
    {
      title: 'unsigned code',
      status: 422,
      call: scan('IN', (t) => ({ qr_content: `$lecture$${RUNNING_LECTURE_ID}$${t.clock.now}$IN` })),
    },
    {
      title: 'typed code',
      status: 422,
      call: scan('IN', () => ({ qr_content: null, typed_code: '000000', related_id: '' })),
    },
    { title: 'offline too long', status: 422, call: scan('IN', (t) => ({ scanned_at: t.clock.now - 5 * 3_600_000 })) },
    { title: 'no location', status: 422, call: scan('IN', () => ({ location_coords: null })) },
    {
      title: 'outside the venue',
      status: 422,
      call: scan('IN', () => ({ location_coords: { latitude: 40.7128, longitude: -74.006 } })),
    },
    { title: 'not enrolled', status: 403, call: scan('IN', () => ({ related_id: OTHER_BATCH_LECTURE_ID })) },
    { title: 'unknown lecture', status: 404, call: scan('IN', () => ({ related_id: '999999' })) },
    { title: 'wrong shape', status: 422, call: scan('IN', () => ({ attendance_entry_type: 'BREAK' })) },
    {
      title: 'too many scans',
      status: 429,
      call: async (t) => after(CONTRACT_LIMITS.scansPerUser, post(scanBody(t, 'OUT')), (api) => api.login(as))(t),
    },
  ];
}

/** The trainer accepts `learner`'s offline scans of the running lecture. */
const ACCEPT = { ...LECTURE_REF, participant_id: ENROLLED_PARTICIPANT.learner };
const accept = (as: 'trainer' | 'learner' | 'both', body: object = ACCEPT): Call => ({
  method: 'POST',
  path: 'attendance/lecture/accept',
  as,
  body,
});
/** `learner` checks in with a scan kept offline for 10 s, then the call. */
const afterOfflineScan =
  (call: Call) =>
  async (t: TestApi): Promise<Call> => {
    // Read 10 s ago: the code shown then (the current one may not have shown yet at that moment).
    const readAt = t.clock.now - 10_000;
    const body = {
      ...scanBody(t, 'IN'),
      qr_content: shownCode(RUNNING_LECTURE_ID, 'IN', readAt),
      scanned_at: readAt,
    };
    await t.call('attendance/scan', { body, token: await t.login('learner') });
    return call;
  };

// The batch page's attendance tab (issue #13), as its trainer.
const UPDATE = {
  ...REF,
  attendance_id: rowKey(LECTURE, SEEDED_ROW.absent),
  status: 'PRESENT',
  entry_type: 'IN_CLASS',
  update_comments: 'Arrived, badge scanner down.',
};
const MULTI = {
  ...REF,
  attendance_ids: [rowKey(LECTURE, SEEDED_ROW.absent), rowKey(LECTURE, SEEDED_ROW.excused)],
  status: 'PRESENT',
  update_comments: '',
};
const LATE = { record_id: rowKey(LECTURE, SEEDED_ROW.presentScanned), col: 'is_late', value: true };

export const CONTRACTS: Contracts = {
  'POST attendance/view/qr': {
    cases: [
      {
        title: 'running lecture',
        status: 200,
        call: { method: 'POST', path: 'attendance/view/qr', as: 'trainer', body: LECTURE_REF },
        client: schemaCheck(LectureQrDataSchema),
      },
      {
        title: 'id as text',
        status: 200,
        call: {
          method: 'POST',
          path: 'attendance/view/qr',
          as: 'trainer',
          body: { ...LECTURE_REF, related_id: '1003' },
        },
        client: schemaCheck(LectureQrDataSchema),
      },
      {
        title: 'trainer of another batch',
        status: 403,
        call: { method: 'POST', path: 'attendance/view/qr', as: 'both', body: LECTURE_REF },
      },
      {
        title: 'learner',
        status: 403,
        call: { method: 'POST', path: 'attendance/view/qr', as: 'learner', body: LECTURE_REF },
      },
      {
        title: 'unknown lecture',
        status: 404,
        call: {
          method: 'POST',
          path: 'attendance/view/qr',
          as: 'trainer',
          body: { ...LECTURE_REF, related_id: 999999 },
        },
      },
      {
        title: 'wrong shape',
        status: 422,
        call: {
          method: 'POST',
          path: 'attendance/view/qr',
          as: 'trainer',
          body: { ...LECTURE_REF, related_type: 'exam' },
        },
      },
    ],
  },
  'POST attendance/lecture/roster': {
    cases: [
      {
        title: "the batch's roster",
        status: 200,
        call: { method: 'POST', path: 'attendance/lecture/roster', as: 'trainer', body: LECTURE_REF },
        client: schemaCheck(RosterSchema),
      },
      {
        title: 'trainer of another batch',
        status: 403,
        call: { method: 'POST', path: 'attendance/lecture/roster', as: 'both', body: LECTURE_REF },
      },
      {
        title: 'unknown lecture',
        status: 404,
        call: {
          method: 'POST',
          path: 'attendance/lecture/roster',
          as: 'trainer',
          body: { ...LECTURE_REF, related_id: 'abc' },
        },
      },
    ],
  },
  'POST attendance/lecture/venue': {
    cases: [
      {
        title: 'sets the venue',
        status: 200,
        call: { method: 'POST', path: 'attendance/lecture/venue', as: 'trainer', body: VENUE_BODY },
        client: schemaCheck(VenueSchema),
      },
      {
        title: 'trainer of another batch',
        status: 403,
        call: { method: 'POST', path: 'attendance/lecture/venue', as: 'both', body: VENUE_BODY },
      },
      {
        title: 'unknown lecture',
        status: 404,
        call: {
          method: 'POST',
          path: 'attendance/lecture/venue',
          as: 'trainer',
          body: { ...VENUE_BODY, related_id: 999999 },
        },
      },
      {
        title: 'out of range',
        status: 422,
        call: {
          method: 'POST',
          path: 'attendance/lecture/venue',
          as: 'trainer',
          body: { ...VENUE_BODY, latitude: 91 },
        },
      },
      {
        title: 'wrong shape',
        status: 422,
        call: {
          method: 'POST',
          path: 'attendance/lecture/venue',
          as: 'trainer',
          body: { ...VENUE_BODY, latitude: '25' },
        },
      },
    ],
  },
  'POST attendance/lecture/accept': {
    cases: [
      {
        title: 'accepts an offline scan',
        status: 200,
        call: afterOfflineScan(accept('trainer')),
        client: schemaCheck(RosterEntrySchema),
      },
      { title: 'learner', status: 403, call: afterOfflineScan(accept('learner')) },
      { title: 'trainer of another batch', status: 403, call: afterOfflineScan(accept('both')) },
      {
        title: 'no record',
        status: 404,
        call: accept('trainer', { ...ACCEPT, participant_id: ENROLLED_PARTICIPANT.both }),
      },
      { title: 'wrong shape', status: 422, call: accept('trainer', { ...ACCEPT, participant_id: true }) },
    ],
  },
  'POST attendance/scan': { cases: scanCases('attendance/scan') },
  'POST attendance/create': { cases: scanCases('attendance/create') },
  'POST attendance/table': {
    cases: [
      {
        title: 'seeded lecture',
        status: 200,
        call: trainerPost('attendance/table', REF),
        client: nested(AttendanceTableSchema),
      },
      {
        title: 'running lecture with scans',
        status: 200,
        call: trainerPost('attendance/table', { ...REF, related_id: ATTENDANCE_LECTURE.running }),
        client: nested(AttendanceTableSchema),
      },
      {
        title: 'lecture of another batch',
        status: 404,
        call: trainerPost('attendance/table', { ...REF, batch_id: '2' }),
      },
      { title: 'wrong shape', status: 422, call: trainerPost('attendance/table', { ...REF, related_type: 'exam' }) },
    ],
  },
  'GET attendance/get/with/entries/{batch}/{record}': {
    cases: [
      {
        title: 'seeded row with entries',
        status: 200,
        call: {
          path: `attendance/get/with/entries/${BATCH_PAGE.batchId}/${rowKey(LECTURE, SEEDED_ROW.presentWithBreak)}`,
          as: 'trainer',
        },
        client: nested(AttendanceDetailSchema),
      },
      {
        title: 'row of another batch',
        status: 404,
        call: { path: `attendance/get/with/entries/2/${rowKey(LECTURE, SEEDED_ROW.absent)}`, as: 'trainer' },
      },
    ],
  },
  'POST attendance/update': {
    cases: [
      { title: 'updates', status: 200, call: trainerPost('attendance/update', UPDATE), client: saved(isWriteSaved) },
      {
        title: 'comments over 200',
        status: 422,
        call: trainerPost('attendance/update', { ...UPDATE, update_comments: 'c'.repeat(201) }),
      },
      {
        title: 'reviewed row',
        status: 403,
        call: trainerPost('attendance/update', {
          ...UPDATE,
          attendance_id: rowKey(LECTURE, REVIEWED_PARTICIPANTS[0]!),
        }),
      },
      {
        title: 'closed lecture',
        status: 403,
        call: trainerPost('attendance/update', {
          ...UPDATE,
          related_id: ATTENDANCE_LECTURE.lastWeek,
          attendance_id: rowKey(ATTENDANCE_LECTURE.lastWeek, SEEDED_ROW.absent),
        }),
      },
      { title: 'trainer of another batch', status: 404, call: trainerPost('attendance/update', UPDATE, 'both') },
    ],
  },
  'POST attendance/mark/multi/manual': {
    cases: [
      {
        title: 'marks a selection',
        status: 200,
        call: trainerPost('attendance/mark/multi/manual', MULTI),
        client: saved(isMultiMarkSaved),
      },
      {
        title: 'no records',
        status: 422,
        call: trainerPost('attendance/mark/multi/manual', { ...MULTI, attendance_ids: [] }),
      },
      {
        title: 'lecture not started',
        status: 403,
        call: trainerPost('attendance/mark/multi/manual', {
          ...MULTI,
          related_id: ATTENDANCE_LECTURE.laterToday,
          attendance_ids: [rowKey(ATTENDANCE_LECTURE.laterToday, SEEDED_ROW.absent)],
        }),
      },
      {
        title: 'unknown record',
        status: 404,
        call: trainerPost('attendance/mark/multi/manual', { ...MULTI, attendance_ids: ['999999'] }),
      },
    ],
  },
  'POST attendance/update_one': {
    cases: [
      {
        title: 'toggles late',
        status: 200,
        call: trainerPost('attendance/update_one', LATE),
        client: saved(isWriteSaved),
      },
      {
        title: 'late needs presence (the page reverts)',
        status: 422,
        call: trainerPost('attendance/update_one', { ...LATE, record_id: rowKey(LECTURE, SEEDED_ROW.absent) }),
      },
      {
        title: 'reviewed row',
        status: 403,
        call: trainerPost('attendance/update_one', { ...LATE, record_id: rowKey(LECTURE, REVIEWED_PARTICIPANTS[0]!) }),
      },
      { title: 'trainer of another batch', status: 404, call: trainerPost('attendance/update_one', LATE, 'both') },
      { title: 'wrong shape', status: 422, call: trainerPost('attendance/update_one', { ...LATE, value: 'yes' }) },
    ],
  },
};
