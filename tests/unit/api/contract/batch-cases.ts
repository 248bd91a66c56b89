import { validate } from 'superstruct';
import {
  AssessmentTableSchema,
  BatchOverviewSchema,
  ParticipantsAnswer,
  type AssessmentTable,
} from '../../../../src/core/api/schemas/batch';
import { BatchInsightsSchema } from '../../../../src/core/api/schemas/batch-insights';
import { isWriteSaved } from '../../../../src/core/batch/requests';
import {
  BATCH_PAGE,
  CRITERIA,
  FINAL_SCORE_PARTICIPANTS,
  PERF_PAGE,
  WITH_EXAM_ATTEMPT,
  WITHOUT_EXAM_ATTEMPT,
  scoreCellKey,
} from '../../../../demo/api/features/batch/ids';
import type { TestApi } from '../helpers';
import { as, nested, post, saved } from './batch-page';
import type { Call, ClientCheck, ContractCase, Contracts } from './support';

// The batch page's routes (issue #13) served by batch — participants, overview, assessment — with the client's
// reading of each answer: `data.data` where §7 says so. The attendance tab's are in attendance-cases.ts.

const participants: ClientCheck = (body) => validate(body.data, ParticipantsAnswer, { coerce: true })[0]?.message;

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
  // The learner's row: no attempt at the criterion's exam (most rows have one: features/exam/seeded-results.ts).
  const noAttempt = WITHOUT_EXAM_ATTEMPT[0]!;
  const common: ContractCase[] = [
    {
      title: 'scores a row without an attempt',
      status: 200,
      call: post(path, cell(noAttempt, 7.25)),
      client: saved(isWriteSaved),
    },
    { title: 'above the maximum', status: 422, call: post(path, cell(noAttempt, 10.01)) },
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
    { title: 'final scores', status: 403, call: scoreCall(route, FINAL_SCORE_PARTICIPANTS[0]!, 5) },
    { title: 'wrong shape', status: 422, call: post(path, cell(noAttempt, '5')) },
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
  'GET batches/insights/{batchNo}': {
    cases: [
      {
        title: "the batch's whole range",
        status: 200,
        call: { path: `batches/insights/${BATCH_PAGE.batchNo}`, as },
        client: (body) => validate(body.data, BatchInsightsSchema, { coerce: true })[0]?.message,
      },
      {
        title: 'a range',
        status: 200,
        call: { path: `batches/insights/${PERF_PAGE.batchNo}?from=2026-01-01&to=2026-12-31`, as },
        client: (body) => validate(body.data, BatchInsightsSchema, { coerce: true })[0]?.message,
      },
      {
        title: 'reversed range',
        status: 422,
        call: { path: `batches/insights/${BATCH_PAGE.batchNo}?from=2026-03-10&to=2026-03-01`, as },
      },
      {
        title: 'range over two years',
        status: 422,
        call: { path: `batches/insights/${BATCH_PAGE.batchNo}?from=2024-01-01&to=2026-06-01`, as },
      },
      {
        title: 'learner of the batch',
        status: 404,
        call: { path: `batches/insights/${BATCH_PAGE.batchNo}`, as: 'learner' },
      },
    ],
  },
  'GET batches/export/{batchNo}': {
    exempt: 'a CSV or XLSX download, not a JSON call (covered by insights-export.test.ts)',
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
