import {
  ALLOWANCE_MINUTES_MAX,
  ALLOWANCE_MULTIPLIER_MAX,
  ALLOWANCE_MULTIPLIER_MIN,
  AllowanceBody,
  ExtendAttemptBody,
} from '../../../../src/core/api/schemas/exam-allowances';
import type { ApiContext } from '../../context';
import type { ApiRequest } from '../../request';
import type { Router } from '../../router';
import { FieldErrors, rowId } from '../../validation';
import { batchById, scopeByNo } from '../batch/directory';
import { forgetAttempt } from './attempt-facts';
import { findOwnAttempt } from './attempt-state';
import { touchAttempt } from './integrity-log';
import { allowancesOfBatch, extendAttempt, setAllowance, type AllowanceTerms } from './allowances';
import { attemptWithPaper, settleAttempt } from './queries';
import { isTaken, remainingSeconds, timeLimitWith } from './scoring';
import type { ExamAttemptRecord, ExamPaperRecord } from './types';
import { resultRelease } from './result-notice';

// Extra time (issue #33): a batch's trainer sets a learner's allowance once (every exam of the batch) and can give a
// running attempt more minutes; the running page polls its clock, so either shows within CLOCK_POLL_MS.

/** A number sent as a number or as text; NaN for anything else. */
const numberOf = (value: unknown) =>
  typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;

const wholeIn = (value: number, least: number, most: number) =>
  Number.isInteger(value) && value >= least && value <= most;

/** The allowance in the body, or 422 naming each field out of range. */
function termsOf(req: ApiRequest, body: Record<string, unknown>): AllowanceTerms {
  const multiplier = numberOf(body.multiplier);
  const minutes = numberOf(body.extra_minutes);
  const errors = new FieldErrors(req);
  if (!(multiplier >= ALLOWANCE_MULTIPLIER_MIN && multiplier <= ALLOWANCE_MULTIPLIER_MAX))
    errors.add('multiplier', 'examAllowanceMultiplier');
  if (!wholeIn(minutes, 0, ALLOWANCE_MINUTES_MAX)) errors.add('extra_minutes', 'examAllowanceMinutes');
  errors.throwIfAny();
  // Hundredths are as fine as a trainer sets it (×1.25, ×1.5).
  return { multiplier: Math.round(multiplier * 100) / 100, extra_minutes: minutes };
}

/** The running attempt's clock as the page's timer reads it. */
function clockOf(attempt: ExamAttemptRecord, paper: ExamPaperRecord, now: number) {
  return {
    remaining_time: isTaken(attempt) ? 0 : remainingSeconds(attempt, paper, now),
    time_limit: timeLimitWith(paper, attempt.extra_seconds),
    extra_seconds: attempt.extra_seconds,
    is_completed: isTaken(attempt),
    server_time: now,
  };
}

export function allowanceRoutes(router: Router, ctx: ApiContext): void {
  router.get(
    'exams/allowances/batch/{batchNo}',
    async (req) => {
      const scope = await scopeByNo(ctx, req, req.params.batchNo);
      const names = new Map(
        scope.roster.map(({ participant }) => [
          participant.id,
          (req.lang === 'ar' && participant.arabic_name) || participant.name,
        ]),
      );
      const rows = (await allowancesOfBatch(ctx.db, scope.batch.id))
        .filter((allowance) => names.has(allowance.participant_id))
        .map((allowance) => ({ ...allowance, name: names.get(allowance.participant_id) ?? '' }))
        .sort((a, b) => a.name.localeCompare(b.name, req.lang));
      return req.ok('ok', { rows });
    },
    { auth: true },
  );

  router.post(
    'exams/allowances/set',
    async (req) => {
      const body = await req.body();
      const scope = await scopeByNo(ctx, req, body.batch_no);
      const terms = termsOf(req, body);
      const participantId = rowId(body.participant_id);
      if (!scope.roster.some(({ participant }) => participant.id === participantId)) {
        const errors = new FieldErrors(req);
        errors.add('participant_id', 'examParticipantNotInBatch');
        errors.throwIfAny();
      }
      const moved = await setAllowance(
        ctx.db,
        scope.batch.id,
        participantId as number,
        terms,
        req.currentUser.id,
        ctx.now(),
      );
      // The answers' remembered facts hold the old deadlines: the next saves read the attempts again.
      for (const attemptId of moved) forgetAttempt(ctx.db, attemptId);
      return req.ok('examAllowanceSaved', { participant_id: participantId, ...terms });
    },
    { auth: true, body: AllowanceBody },
  );

  router.post(
    'exams/attempts/{id}/extend',
    async (req) => {
      const body = await req.body();
      const id = rowId(req.params.id);
      const found = id === undefined ? undefined : await attemptWithPaper(ctx.db, id);
      // Only a trainer of the attempt's batch; anyone else hears 404, as for a missing attempt.
      const batch = found && (await batchById(ctx.db, found.batchId));
      if (!found?.paper || !batch?.trainer_ids.includes(req.currentUser.id)) throw req.fail(404, 'examAttemptNotFound');
      const minutes = numberOf(body.minutes);
      if (!wholeIn(minutes, 1, ALLOWANCE_MINUTES_MAX)) {
        const errors = new FieldErrors(req);
        errors.add('minutes', 'examExtendMinutes');
        errors.throwIfAny();
      }
      const current = await settleAttempt(ctx.db, found.attempt, found.paper, ctx.now(), resultRelease(ctx));
      if (!current || isTaken(current) || !(await extendAttempt(ctx.db, current.id, minutes * 60)))
        throw req.fail(409, 'examAlreadyTaken');
      // The answers' remembered facts hold the old deadline: the next save reads the attempt again.
      forgetAttempt(ctx.db, current.id);
      const extended = { ...current, extra_seconds: current.extra_seconds + minutes * 60 };
      return req.ok('examAttemptExtended', clockOf(extended, found.paper, ctx.now()));
    },
    { auth: true, body: ExtendAttemptBody },
  );

  router.get(
    'exams/attempts/{id}/clock',
    async (req) => {
      const owned = await findOwnAttempt(ctx, req, req.params.id);
      if (!owned) throw req.fail(404, 'examAttemptNotFound');
      const now = ctx.now();
      const current =
        (await settleAttempt(ctx.db, owned.attempt, owned.paper, now, resultRelease(ctx))) ?? owned.attempt;
      // The poll is the page's heartbeat: the live board shows it online.
      if (!isTaken(current)) await touchAttempt(ctx.db, current.id, now);
      return req.ok('ok', clockOf(current, owned.paper, now));
    },
    { auth: true },
  );
}
