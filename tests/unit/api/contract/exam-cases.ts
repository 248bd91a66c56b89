import { validate, type Struct } from 'superstruct';
import { Ignored } from '../../../../src/core/api/schemas/common';
import { ExamTakeSchema, QuestionAttemptAnswer, StartAttemptAnswer } from '../../../../src/core/api/schemas/exam';
import { ExamResultSchema } from '../../../../src/core/api/schemas/exam-result';
import { FeedbackFormSchema } from '../../../../src/core/api/schemas/exam-feedback';
import { feedbackBody, chooseRating, type FeedbackAnswers } from '../../../../src/core/exam/feedback-rules';
import {
  AttemptTimelineSchema,
  BatchIntegritySchema,
  IntegrityEventsAnswer,
  OwnIntegritySchema,
} from '../../../../src/core/api/schemas/exam-integrity';
import { AttemptClockSchema, BatchAllowancesSchema } from '../../../../src/core/api/schemas/exam-allowances';
import { ExamBoardSchema } from '../../../../src/core/api/schemas/exam-board';
import { BATCH_NO } from '../../../../demo/api/features/batch/ids';
import { EXAM, MISSING_EXAM_NO } from '../../../../demo/api/features/exam/ids';
import { answerBody, readForm, start, take, TOTAL_TIMER_KEY } from '../exam-support';
import type { TestApi } from '../helpers';
import type { Call, ClientCheck, ContractCase, Contracts } from './support';

// The exam and feedback routes (issue #11) with the client's reading of each answer: `data` through its schemas.

function check<T, S>(schema: Struct<T, S>): ClientCheck {
  return (body) => {
    const [failure] = validate(body.data, schema, { coerce: true });
    return failure ? `${failure.path.join('.') || 'data'}: ${failure.message}` : undefined;
  };
}

const as = 'learner';
const get = (path: string, account: Call['as'] = as): Call => ({ path, as: account });

/** A call made with the learner's token after preparing state through the API (the dispatcher signs in again: same user). */
function prepared(
  build: (t: TestApi, token: string) => Promise<{ path: string; body?: unknown }>,
): (t: TestApi) => Promise<Call> {
  return async (t) => {
    const call = await build(t, await t.login(as));
    return { method: 'POST', as, ...call };
  };
}

/** An answer to the total-timer exam's first question, on a fresh attempt. */
const answerCall = (choice: (key: { right: string; wrong: string }) => string, afterMs = 0) =>
  prepared(async (t, token) => {
    const { attemptId, take: read } = await start(t, token, EXAM.fireTotalTimer);
    t.clock.advance(afterMs);
    return {
      path: 'exams/attempts/create/question',
      body: answerBody(t, read, attemptId, 0, choice(TOTAL_TIMER_KEY[0] ?? { right: '', wrong: '' })),
    };
  });

/** The before-exam survey of 5017 as the page builds it, every question rated Excellent (or `edit`ed). */
const feedbackCall = (path: string, edit: (answers: FeedbackAnswers) => FeedbackAnswers = (answers) => answers) =>
  prepared(async (t, token) => {
    const read = await take(t, token, EXAM.fireFeedbackFirst);
    const form = await readForm(t, token, EXAM.fireFeedbackFirst);
    const answers = edit(
      form.questions.reduce<FeedbackAnswers>((all, _question, index) => chooseRating(all, index, 0), {}),
    );
    const body = feedbackBody(form.questions, answers, {
      type: 'BeforeExam',
      userId: String(read.participant_obj?.user_profile?.user_id),
      companyId: read.participant_obj?.company_id ?? null,
      examId: read.exam_obj?.record_id ?? '',
      templateLanguage: read.participant_obj?.email_template_language,
      isNpo: false,
    });
    return { path, body };
  });

const startCall = (examNo: number, edit: (body: Record<string, unknown>) => Record<string, unknown> = (body) => body) =>
  prepared(async (t, token) => {
    const read = await take(t, token, examNo);
    const body = {
      exam_id: read.exam_obj?.record_id,
      batch_participant_id: read.participant_obj?.batch_participant_id,
      participant_id: read.participant_obj?.record_id,
      active_question: null,
    };
    return { path: 'exams/attempts/create', body: edit(body) };
  });

const skipCall = (edit: (body: Record<string, unknown>) => Record<string, unknown> = (body) => body) =>
  prepared(async (t, token) => {
    const { attemptId, take: read } = await start(t, token, EXAM.fireTotalTimer);
    const question = read.exam_obj?.questions[0];
    return {
      path: 'exams/attempts/skip/question',
      body: edit({
        exam_question_id: question?.record_id,
        question_id: question?.question_id,
        exam_attempt_id: attemptId,
      }),
    };
  });

const completeCall: ContractCase['call'] = prepared(async (t, token) => ({
  path: `exams/attempts/${(await start(t, token, EXAM.fireTotalTimer)).attemptId}/complete`,
}));

/** A copy event on a fresh attempt of the total-timer exam (issue #33), dated now on the API's clock. */
const eventsCall = (edit: (body: Record<string, unknown>) => Record<string, unknown> = (body) => body) =>
  prepared(async (t, token) => {
    const { attemptId } = await start(t, token, EXAM.fireTotalTimer);
    const now = new Date(t.clock.now).toISOString();
    return {
      path: `exams/attempts/${attemptId}/events`,
      body: edit({ events: [{ key: 'c1', kind: 'copy', at: now }], sent_at: now }),
    };
  });

const fireBatch = String(BATCH_NO.fireMorning);

export const CONTRACTS: Contracts = {
  'GET exams/take/{examNo}': {
    cases: [
      {
        title: 'an exam to take',
        status: 200,
        call: get(`exams/take/${EXAM.fireTotalTimer}`),
        client: check(ExamTakeSchema),
      },
      {
        title: 'a taken exam',
        status: 200,
        call: get(`exams/take/${EXAM.fireCompleted}`),
        client: check(ExamTakeSchema),
      },
      {
        title: 'a cancelled exam (not available)',
        status: 200,
        call: get(`exams/take/${EXAM.cctvPractical}`),
        client: check(ExamTakeSchema),
      },
      { title: 'unknown number', status: 404, call: get(`exams/take/${MISSING_EXAM_NO}`) },
      { title: 'not enrolled', status: 404, call: get(`exams/take/${EXAM.fireTotalTimer}`, 'trainer') },
    ],
  },
  'GET exams/result/{examNo}': {
    cases: [
      {
        title: 'passed with certificate',
        status: 200,
        call: get(`exams/result/${EXAM.guardFinal}`),
        client: check(ExamResultSchema),
      },
      {
        title: 'feedback pending',
        status: 200,
        call: get(`exams/result/${EXAM.firstAidPractice}`),
        client: check(ExamResultSchema),
      },
      { title: 'no attempt', status: 404, call: get(`exams/result/${EXAM.crowdMidterm}`) },
    ],
  },
  'GET exams/certificate/{certificateNo}': {
    exempt: 'a PDF download, not a JSON call (covered by exam-certificate.test.ts)',
  },
  'POST exams/attempts/create': {
    cases: [
      { title: 'start', status: 201, call: startCall(EXAM.fireTotalTimer), client: check(StartAttemptAnswer) },
      {
        title: 'missing ids',
        status: 422,
        call: startCall(EXAM.fireTotalTimer, (body) => ({ ...body, exam_id: null })),
      },
      {
        title: 'another participant',
        status: 404,
        call: startCall(EXAM.fireTotalTimer, (body) => ({ ...body, participant_id: 999 })),
      },
      { title: 'not eligible', status: 403, call: startCall(EXAM.fireNotEligible) },
      { title: 'feedback first', status: 409, call: startCall(EXAM.fireFeedbackFirst) },
      {
        title: 'wrong shape',
        status: 422,
        call: startCall(EXAM.fireTotalTimer, (body) => ({ ...body, exam_id: { id: 1 } })),
      },
    ],
  },
  'POST exams/attempts/create/question': {
    cases: [
      { title: 'answer', status: 200, call: answerCall((key) => key.right), client: check(QuestionAttemptAnswer) },
      { title: 'not a choice', status: 422, call: answerCall(() => 'Not a choice') },
      { title: 'after the deadline', status: 409, call: answerCall((key) => key.right, 3_600_000) },
      {
        title: 'unknown attempt',
        status: 404,
        call: {
          method: 'POST',
          path: 'exams/attempts/create/question',
          as,
          body: { exam_question_id: '1', question_id: '1', exam_attempt_id: '99999' },
        },
      },
    ],
  },
  'POST exams/attempts/skip/question': {
    cases: [
      { title: 'skip', status: 200, call: skipCall(), client: check(Ignored) },
      { title: 'missing ids', status: 422, call: skipCall((body) => ({ ...body, exam_attempt_id: '' })) },
    ],
  },
  'POST exams/attempts/{id}/complete': {
    cases: [
      { title: 'complete', status: 200, call: completeCall, client: check(Ignored) },
      { title: 'unknown attempt', status: 404, call: { method: 'POST', path: 'exams/attempts/99999/complete', as } },
    ],
  },
  'POST exams/attempts/{id}/events': {
    cases: [
      { title: 'a copy event', status: 200, call: eventsCall(), client: check(IntegrityEventsAnswer) },
      {
        title: 'an unknown kind',
        status: 422,
        call: eventsCall((body) => ({ ...body, events: [{ key: 'x', kind: 'screenshot', at: body.sent_at }] })),
      },
      {
        title: 'not an attempt of the caller',
        status: 422,
        call: {
          method: 'POST',
          path: 'exams/attempts/99999/events',
          as,
          body: { events: [], sent_at: '2026-01-01T00:00:00Z' },
        },
      },
    ],
  },
  'GET exams/integrity/{examNo}': {
    cases: [
      {
        title: 'the log of a completed exam',
        status: 200,
        call: get(`exams/integrity/${EXAM.fireCompleted}`),
        client: check(OwnIntegritySchema),
      },
      { title: 'an exam not taken yet', status: 404, call: get(`exams/integrity/${EXAM.fireTotalTimer}`) },
    ],
  },
  'GET exams/integrity/batch/{batchNo}': {
    cases: [
      {
        title: "the batch's attempts",
        status: 200,
        call: get(`exams/integrity/batch/${fireBatch}`, 'trainer'),
        client: check(BatchIntegritySchema),
      },
      { title: 'a learner of the batch', status: 404, call: get(`exams/integrity/batch/${fireBatch}`) },
    ],
  },
  'GET exams/integrity/batch/{batchNo}/attempt/{attemptId}': {
    cases: [
      {
        title: "an attempt's timeline",
        status: 200,
        call: async (t) => {
          const { attemptId } = await start(t, await t.login(as), EXAM.fireTotalTimer);
          return get(`exams/integrity/batch/${fireBatch}/attempt/${attemptId}`, 'trainer');
        },
        client: check(AttemptTimelineSchema),
      },
      {
        title: 'an unknown attempt',
        status: 404,
        call: get(`exams/integrity/batch/${fireBatch}/attempt/99999`, 'trainer'),
      },
    ],
  },
  'GET exams/allowances/batch/{batchNo}': {
    cases: [
      {
        title: "the batch's allowances",
        status: 200,
        call: get(`exams/allowances/batch/${fireBatch}`, 'trainer'),
        client: check(BatchAllowancesSchema),
      },
      { title: 'a learner of the batch', status: 404, call: get(`exams/allowances/batch/${fireBatch}`) },
    ],
  },
  'POST exams/allowances/set': {
    cases: [
      {
        title: 'half as much time again',
        status: 200,
        call: async (t) => {
          const read = await take(t, await t.login(as), EXAM.fireTotalTimer);
          const body = {
            batch_no: fireBatch,
            participant_id: read.participant_obj?.record_id,
            multiplier: 1.5,
            extra_minutes: 0,
          };
          return { method: 'POST', path: 'exams/allowances/set', as: 'trainer', body };
        },
        client: check(Ignored),
      },
      {
        title: 'a multiplier past ×3',
        status: 422,
        call: {
          method: 'POST',
          path: 'exams/allowances/set',
          as: 'trainer',
          body: { batch_no: fireBatch, participant_id: 1, multiplier: 4, extra_minutes: 0 },
        },
      },
    ],
  },
  'POST exams/attempts/{id}/extend': {
    cases: [
      {
        title: 'ten more minutes',
        status: 200,
        call: async (t) => {
          const { attemptId } = await start(t, await t.login(as), EXAM.fireTotalTimer);
          return { method: 'POST', path: `exams/attempts/${attemptId}/extend`, as: 'trainer', body: { minutes: 10 } };
        },
        client: check(AttemptClockSchema),
      },
      {
        title: 'an unknown attempt',
        status: 404,
        call: { method: 'POST', path: 'exams/attempts/99999/extend', as: 'trainer', body: { minutes: 10 } },
      },
    ],
  },
  'GET exams/attempts/{id}/clock': {
    cases: [
      {
        title: "the running attempt's clock",
        status: 200,
        call: async (t) => {
          const { attemptId } = await start(t, await t.login(as), EXAM.fireTotalTimer);
          return get(`exams/attempts/${attemptId}/clock`);
        },
        client: check(AttemptClockSchema),
      },
      { title: 'an unknown attempt', status: 404, call: get('exams/attempts/99999/clock') },
    ],
  },
  'GET exams/board/{examNo}': {
    cases: [
      {
        title: 'the live board',
        status: 200,
        call: get(`exams/board/${EXAM.fireTotalTimer}`, 'trainer'),
        client: check(ExamBoardSchema),
      },
      { title: 'a learner of the batch', status: 404, call: get(`exams/board/${EXAM.fireTotalTimer}`) },
    ],
  },
  'GET feedbacks/form/{examNo}': {
    cases: [
      {
        title: 'the survey',
        status: 200,
        call: get(`feedbacks/form/${EXAM.fireFeedbackFirst}`),
        client: check(FeedbackFormSchema),
      },
      { title: 'not enrolled', status: 404, call: get(`feedbacks/form/${EXAM.fireFeedbackFirst}`, 'newcomer') },
    ],
  },
  'POST feedbacks/create': {
    cases: [
      { title: 'before-exam survey', status: 200, call: feedbackCall('feedbacks/create'), client: check(Ignored) },
      {
        title: 'low rating without a reason',
        status: 422,
        call: feedbackCall('feedbacks/create', (answers) => chooseRating(answers, 0, 4)),
      },
    ],
  },
  'POST feedbacks/create/question': {
    cases: [
      {
        title: 'before-exam survey',
        status: 200,
        call: feedbackCall('feedbacks/create/question'),
        client: check(Ignored),
      },
    ],
  },
};
