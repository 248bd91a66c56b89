import {
  IntegrityEventsBody,
  type IntegrityEvent,
  type IntegrityEventsRequest,
  type IntegrityRow,
  type IntegritySummary,
  type TimelineItem,
} from '../../../../src/core/api/schemas/exam-integrity';
import type { ApiContext } from '../../context';
import type { ApiRequest } from '../../request';
import type { Router } from '../../router';
import { rowId } from '../../validation';
import { scopeByNo, type BatchScope } from '../batch/directory';
import { findOwnAttempt, knownAttempt, type OwnAttempt } from './attempt-state';
import type { AnswerLane } from './answer-lane';
import { attemptClient, eventsOf, logEvents, summariesOf } from './integrity-log';
import { attemptEnd, eventsRefusal, summarize } from './integrity-rules';
import { answersOf, attemptOf, attemptWithPaper, examById, settleAttempt, startedAttemptsOfBatch } from './queries';
import { ownExamByNo } from './records';
import { isSat, isTaken } from './scoring';
import type { ExamAttemptRecord, ExamPaperRecord, ExamRecord } from './types';
import { resultRelease } from './result-notice';

// The exam integrity log's calls (issue #33): the page reports events while an attempt runs; the learner reads their
// own log once the attempt has ended; a trainer of the batch reads every attempt's summary and one attempt's timeline.

/** The page's events call. */
const EVENTS = 'exams/attempts/{id}/events';
/** How long a 429 asks the page to wait before sending again. */
const THROTTLED_RETRY_MS = 60_000;

const iso = (time: number | null) => (time === null ? null : new Date(time).toISOString());

/** The row of one attempt: who, which exam (in the request's language) and its summary. */
function rowOf(
  req: ApiRequest,
  exam: ExamRecord,
  attempt: ExamAttemptRecord,
  name: string,
  summary: IntegritySummary,
): IntegrityRow {
  return {
    attempt_id: attempt.id,
    exam_no: exam.no,
    exam_title: req.lang === 'ar' ? exam.title_ar : exam.title,
    participant_id: attempt.participant_id,
    name,
    started_at: attempt.attempt_date_time,
    completed: isTaken(attempt),
    summary,
  };
}

/** Roster names in the request's language, by participant id. */
function rosterNames(req: ApiRequest, scope: BatchScope): Map<number, string> {
  return new Map(
    scope.roster.map(({ participant }) => [
      participant.id,
      (req.lang === 'ar' && participant.arabic_name) || participant.name,
    ]),
  );
}

/** Answers and skips (by the question's number in the paper) and events, on one time axis. */
function timelineOf(
  paper: ExamPaperRecord | null,
  answers: Awaited<ReturnType<typeof answersOf>>,
  events: readonly IntegrityEvent[],
): TimelineItem[] {
  const numbers = new Map(paper?.questions.map((question, index) => [question.id, index + 1]));
  const items: TimelineItem[] = [
    ...answers.map((answer) => ({
      at: answer.saved_at,
      type: answer.answer.length > 0 ? ('answer' as const) : ('skip' as const),
      question_no: numbers.get(answer.exam_question_id) ?? null,
    })),
    ...events.map((event) => ({ at: event.at, type: 'event' as const, event })),
  ];
  return items.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

/**
 * The caller's attempt the events are for, as it is now: one read when this process remembers it as the caller's
 * (its owner and paper never change; its state, which decides the end, is read fresh), else the full ownership check.
 */
async function eventsAttempt(ctx: ApiContext, req: ApiRequest): Promise<OwnAttempt | undefined> {
  const known = knownAttempt(ctx, req, req.params.id);
  const fresh = known && (await attemptWithPaper(ctx.db, known.attempt.id));
  if (known && fresh?.paper && fresh.attempt.participant_id === known.attempt.participant_id)
    return { attempt: fresh.attempt, paper: fresh.paper };
  return findOwnAttempt(ctx, req, req.params.id);
}

export function integrityRoutes(router: Router, ctx: ApiContext, lane: AnswerLane): void {
  // Before the route's checks too: a session lookup is a database call like any other.
  router.before(EVENTS, () => lane.yieldToSaves());
  router.post(
    EVENTS,
    async (req) => {
      const body = (await req.body()) as IntegrityEventsRequest;
      // Unknown and another's attempt answer alike: the 422, without telling which ids exist.
      const owned = await eventsAttempt(ctx, req);
      if (!owned) throw req.fail(422, 'examEventsNotYours');
      const now = ctx.now();
      const end = attemptEnd(owned.attempt, owned.paper);
      const refusal = eventsRefusal(end, body, now);
      if (refusal) throw req.fail(422, refusal);
      const start = Date.parse(owned.attempt.attempt_date_time ?? '');
      const logged = await logEvents(ctx.db, { id: owned.attempt.id, start }, body, attemptClient(req), now);
      if (logged === 'throttled') throw req.tooMany('examEventsThrottled', THROTTLED_RETRY_MS);
      return req.ok('examEventsSaved', logged);
    },
    { auth: true, body: IntegrityEventsBody },
  );

  router.get(
    'exams/integrity/{examNo}',
    async (req) => {
      const { exam, participant, paper } = await ownExamByNo(ctx, req, req.params.examNo, 'examIntegrityNotFound');
      const attempt = await settleAttempt(
        ctx.db,
        await attemptOf(ctx.db, exam.id, participant.id),
        paper,
        ctx.now(),
        resultRelease(ctx),
      );
      // Only once the attempt has ended: a running attempt's log is not the learner's to watch.
      if (!attempt || !isSat(attempt)) throw req.fail(404, 'examIntegrityNotFound');
      const events = (await eventsOf(ctx.db, [attempt.id])).get(attempt.id) ?? [];
      return req.ok('ok', { attempt_id: attempt.id, summary: summarize(events), events });
    },
    { auth: true },
  );

  router.get(
    'exams/integrity/batch/{batchNo}',
    async (req) => {
      const scope = await scopeByNo(ctx, req, req.params.batchNo);
      const names = rosterNames(req, scope);
      const attempts = (await startedAttemptsOfBatch(ctx.db, scope.batch.id)).filter(({ attempt }) =>
        names.has(attempt.participant_id),
      );
      const summaries = await summariesOf(
        ctx.db,
        attempts.map(({ attempt }) => attempt.id),
      );
      const rows = attempts.map(({ exam, attempt }) =>
        rowOf(req, exam, attempt, names.get(attempt.participant_id) ?? '', summaries.get(attempt.id) ?? summarize([])),
      );
      rows.sort((a, b) => b.summary.away_ms - a.summary.away_ms || a.name.localeCompare(b.name, req.lang));
      return req.ok('ok', { rows });
    },
    { auth: true },
  );

  router.get(
    'exams/integrity/batch/{batchNo}/attempt/{attemptId}',
    async (req) => {
      const scope = await scopeByNo(ctx, req, req.params.batchNo);
      const id = rowId(req.params.attemptId);
      const found = id === undefined ? undefined : await attemptWithPaper(ctx.db, id);
      const name = found && rosterNames(req, scope).get(found.attempt.participant_id);
      const exam =
        found?.batchId === scope.batch.id && name !== undefined && (await examById(ctx.db, found.attempt.exam_id));
      if (!found || !exam || found.attempt.attempt_date_time === null) throw req.fail(404, 'examIntegrityNotFound');
      const { attempt, paper } = found;
      const events = (await eventsOf(ctx.db, [attempt.id])).get(attempt.id) ?? [];
      const answers = paper ? await answersOf(ctx.db, attempt.id, paper) : [];
      return req.ok('ok', {
        ...rowOf(req, exam.exam, attempt, name ?? '', summarize(events)),
        ended_at: isTaken(attempt) && paper ? iso(attemptEnd(attempt, paper)) : null,
        timeline: timelineOf(paper, answers, events),
      });
    },
    { auth: true },
  );
}
