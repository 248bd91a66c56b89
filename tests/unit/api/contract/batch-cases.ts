import { validate, type Struct } from 'superstruct';
import { readWrite } from '../../../../src/core/api/batch-attendance';
import { innerData } from '../../../../src/core/api/inner-data';
import {
  AssessmentTableSchema,
  AttendanceDetailSchema,
  AttendanceTableSchema,
  BatchOverviewSchema,
  ParticipantsAnswer,
  type AssessmentTable,
} from '../../../../src/core/api/schemas/batch';
import { isMultiMarkSaved, isWriteSaved } from '../../../../src/core/batch/requests';
import {
  ATTENDANCE_LECTURE,
  BATCH_PAGE,
  CRITERIA,
  FINAL_SCORE_PARTICIPANTS,
  PERF_PAGE,
  REVIEWED_PARTICIPANTS,
  rowKey,
  scoreCellKey,
  SEEDED_ROW,
  WITH_EXAM_ATTEMPT,
} from '../../../../demo/api/features/batch/ids';
import type { TestApi } from '../helpers';
import type { Call, ClientCheck, ContractCase, Contracts } from './support';

// The batch page's routes (issue #13) with the client's reading of each answer: `data.data` where §7 says so.

/** The client's `checkSchema(innerData(answer), schema)`: `data.data`, or `data` itself. */
function nested<T, S>(schema: Struct<T, S>): ClientCheck {
  return (body) => {
    const [failure] = validate(innerData(body.data), schema, { coerce: true });
    return failure ? `${failure.path.join('.') || 'data'}: ${failure.message}` : undefined;
  };
}

const participants: ClientCheck = (body) => validate(body.data, ParticipantsAnswer, { coerce: true })[0]?.message;

/** §7: the client's `readWrite` (success on the body or its `data`), then its success rule (multi-mark also by 'saved'). */
function saved(rule: typeof isWriteSaved): ClientCheck {
  return (body) => (rule(readWrite(body)) ? undefined : 'not read as saved');
}

const as = 'trainer';
const LECTURE = ATTENDANCE_LECTURE.finishedToday;
const REF = { batch_id: String(BATCH_PAGE.batchId), related_id: String(LECTURE), related_type: 'lecture' };
const post = (path: string, body: object, account: Call['as'] = as): Call => ({
  method: 'POST',
  path,
  as: account,
  body,
});
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
const GRID = {
  type: 'all',
  batch_id: String(BATCH_PAGE.batchId),
  batch_assessment_criteria_id: String(CRITERIA.written.id),
};
const { knowledge } = CRITERIA.written.subs;

/** A score call as the page builds it from the row (its attempt id in the path, or 'no_exam'). */
function scoreCall(
  route: 'update_one' | 'mark/sub_assessment',
  participant: number,
  value: unknown,
): (t: TestApi) => Promise<Call> {
  return async (t) => {
    const token = await t.login(as);
    const grid = await t.call<{ data: AssessmentTable }>('assessment/table', { token, body: GRID });
    const attempt = grid.body.data.data.rows.find((row) => Number(row.id) === participant)?.exam_attempt_id;
    return post(`assessment/${route}/${attempt ?? 'no_exam'}`, {
      record_id: scoreCellKey(knowledge.id, participant),
      col: 'scored',
      value,
    });
  };
}

/** Both score paths take the same rules: every case on the one the page uses, the success and a bound on the other. */
function scoreCases(route: 'update_one' | 'mark/sub_assessment'): ContractCase[] {
  const path = `assessment/${route}/no_exam`;
  const cell = (participant: number, value: unknown) => ({
    record_id: scoreCellKey(knowledge.id, participant),
    col: 'scored',
    value,
  });
  const common: ContractCase[] = [
    {
      title: 'scores a row without an attempt',
      status: 200,
      call: post(path, cell(SEEDED_ROW.absent, 7.25)),
      client: saved(isWriteSaved),
    },
    { title: 'above the maximum', status: 422, call: post(path, cell(SEEDED_ROW.absent, 10.01)) },
  ];
  if (route === 'update_one') return common;
  return [
    ...common,
    {
      title: 'scores a row with an attempt',
      status: 200,
      call: scoreCall(route, WITH_EXAM_ATTEMPT[0]!, 10),
      client: saved(isWriteSaved),
    },
    { title: 'attempt path of another row', status: 404, call: post(path, cell(WITH_EXAM_ATTEMPT[0]!, 5)) },
    { title: 'final scores', status: 403, call: post(path, cell(FINAL_SCORE_PARTICIPANTS[0]!, 5)) },
    { title: 'wrong shape', status: 422, call: post(path, cell(SEEDED_ROW.absent, '5')) },
  ];
}

export const CONTRACTS: Contracts = {
  'GET batches/view/{batchNo}': {
    cases: [
      {
        title: 'the 62 participants',
        status: 200,
        call: { path: `batches/view/${BATCH_PAGE.batchNo}`, as },
        client: participants,
      },
      {
        title: 'learner of the batch',
        status: 404,
        call: { path: `batches/view/${BATCH_PAGE.batchNo}`, as: 'learner' },
      },
    ],
  },
  'GET batches/overview/{batchNo}': {
    cases: [
      {
        title: 'header, lectures and criteria',
        status: 200,
        call: { path: `batches/overview/${BATCH_PAGE.batchNo}`, as },
        client: nested(BatchOverviewSchema),
      },
      {
        title: 'performance batch',
        status: 200,
        call: { path: `batches/overview/${PERF_PAGE.batchNo}`, as },
        client: nested(BatchOverviewSchema),
      },
      {
        title: 'learner of the batch',
        status: 404,
        call: { path: `batches/overview/${BATCH_PAGE.batchNo}`, as: 'learner' },
      },
    ],
  },
  'POST attendance/table': {
    cases: [
      {
        title: 'seeded lecture',
        status: 200,
        call: post('attendance/table', REF),
        client: nested(AttendanceTableSchema),
      },
      {
        title: 'running lecture with scans',
        status: 200,
        call: post('attendance/table', { ...REF, related_id: ATTENDANCE_LECTURE.running }),
        client: nested(AttendanceTableSchema),
      },
      { title: 'lecture of another batch', status: 404, call: post('attendance/table', { ...REF, batch_id: '2' }) },
      { title: 'wrong shape', status: 422, call: post('attendance/table', { ...REF, related_type: 'exam' }) },
    ],
  },
  'GET attendance/get/with/entries/{batch}/{record}': {
    cases: [
      {
        title: 'seeded row with entries',
        status: 200,
        call: {
          path: `attendance/get/with/entries/${BATCH_PAGE.batchId}/${rowKey(LECTURE, SEEDED_ROW.presentWithBreak)}`,
          as,
        },
        client: nested(AttendanceDetailSchema),
      },
      {
        title: 'row of another batch',
        status: 404,
        call: { path: `attendance/get/with/entries/2/${rowKey(LECTURE, SEEDED_ROW.absent)}`, as },
      },
    ],
  },
  'POST attendance/update': {
    cases: [
      { title: 'updates', status: 200, call: post('attendance/update', UPDATE), client: saved(isWriteSaved) },
      {
        title: 'comments over 200',
        status: 422,
        call: post('attendance/update', { ...UPDATE, update_comments: 'c'.repeat(201) }),
      },
      {
        title: 'reviewed row',
        status: 403,
        call: post('attendance/update', { ...UPDATE, attendance_id: rowKey(LECTURE, REVIEWED_PARTICIPANTS[0]!) }),
      },
      {
        title: 'closed lecture',
        status: 403,
        call: post('attendance/update', {
          ...UPDATE,
          related_id: ATTENDANCE_LECTURE.lastWeek,
          attendance_id: rowKey(ATTENDANCE_LECTURE.lastWeek, SEEDED_ROW.absent),
        }),
      },
      { title: 'trainer of another batch', status: 404, call: post('attendance/update', UPDATE, 'both') },
    ],
  },
  'POST attendance/mark/multi/manual': {
    cases: [
      {
        title: 'marks a selection',
        status: 200,
        call: post('attendance/mark/multi/manual', MULTI),
        client: saved(isMultiMarkSaved),
      },
      {
        title: 'no records',
        status: 422,
        call: post('attendance/mark/multi/manual', { ...MULTI, attendance_ids: [] }),
      },
      {
        title: 'lecture not started',
        status: 403,
        call: post('attendance/mark/multi/manual', {
          ...MULTI,
          related_id: ATTENDANCE_LECTURE.laterToday,
          attendance_ids: [rowKey(ATTENDANCE_LECTURE.laterToday, SEEDED_ROW.absent)],
        }),
      },
      {
        title: 'unknown record',
        status: 404,
        call: post('attendance/mark/multi/manual', { ...MULTI, attendance_ids: ['999999'] }),
      },
    ],
  },
  'POST attendance/update_one': {
    cases: [
      { title: 'toggles late', status: 200, call: post('attendance/update_one', LATE), client: saved(isWriteSaved) },
      {
        title: 'late needs presence (the page reverts)',
        status: 422,
        call: post('attendance/update_one', { ...LATE, record_id: rowKey(LECTURE, SEEDED_ROW.absent) }),
      },
      {
        title: 'reviewed row',
        status: 403,
        call: post('attendance/update_one', { ...LATE, record_id: rowKey(LECTURE, REVIEWED_PARTICIPANTS[0]!) }),
      },
      { title: 'trainer of another batch', status: 404, call: post('attendance/update_one', LATE, 'both') },
      { title: 'wrong shape', status: 422, call: post('attendance/update_one', { ...LATE, value: 'yes' }) },
    ],
  },
  'POST assessment/table': {
    cases: [
      {
        title: 'the written criterion',
        status: 200,
        call: post('assessment/table', GRID),
        client: nested(AssessmentTableSchema),
      },
      {
        title: 'criterion of no batch',
        status: 404,
        call: post('assessment/table', { ...GRID, batch_assessment_criteria_id: '77' }),
      },
      { title: 'wrong shape', status: 422, call: post('assessment/table', { ...GRID, type: 'some' }) },
    ],
  },
  'POST assessment/update_one/{attempt}': { cases: scoreCases('update_one') },
  'POST assessment/mark/sub_assessment/{attempt}': { cases: scoreCases('mark/sub_assessment') },
};
