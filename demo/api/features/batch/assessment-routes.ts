import { number, type } from 'superstruct';
import { AssessmentTableBody, ScoreBody } from '../../../../src/core/api/schemas/batch';
import { roundScore, scoreText } from '../../../../src/core/batch/scores';
import type { ApiContext } from '../../context';
import type { ApiRequest } from '../../request';
import type { Router } from '../../router';
import { FieldErrors, wholeNumber } from '../../validation';
import { assessmentRows, attemptIdOf, criterionAttempts, parseScoreKey, scoreKey, startedLectures } from './assessment';
import { criterionOfSub, scoresOfSubs, storeScore } from './assessment-store';
import type { BatchPageSources } from './page-sources';
import { PERF_CRITERIA } from './perf';
import { scopeById } from './scope';
import { scoresAreFinal } from './seeded';

// §7 assessment calls: the score grid of one criterion, and one score per call (two paths, one rule set).

// The client's body, with the score's bounds left to the handler so they answer in the spec's words.
const ScoreWriteBody = type({ ...ScoreBody.schema, value: number() });

/** The criterion holding a sub-criterion: a stored one, else the performance batch's. */
async function criterionOfAnySub(ctx: ApiContext, subId: number) {
  const stored = await criterionOfSub(ctx.db, subId);
  if (stored) return stored;
  for (const criterion of PERF_CRITERIA) {
    const sub = criterion.sub_criteria.find((candidate) => candidate.id === subId);
    if (sub) return { criterion, sub };
  }
  return undefined;
}

/** A value off the 0.01 grid (allowing for binary fractions: 0.07 × 100 is 7.000000000000001). */
const offStep = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) > 1e-6;

export function assessmentRoutes(router: Router, ctx: ApiContext, sources: BatchPageSources): void {
  router.post(
    'assessment/table',
    async (req) => {
      const body = await req.body();
      const scope = await scopeById(ctx, req, body.batch_id);
      const id = wholeNumber(body.batch_assessment_criteria_id);
      const criterion = scope.criteria.find((candidate) => candidate.id === id);
      if (!criterion) throw req.fail(404, 'criterionNotFound');
      const now = ctx.now();
      const [marks, scores, attempts] = await Promise.all([
        sources.attendanceMarks(ctx.db, scope, startedLectures(scope, now), now),
        scoresOfSubs(
          ctx.db,
          criterion.sub_criteria.map((sub) => sub.id),
        ),
        criterionAttempts(sources, ctx.db, criterion),
      ]);
      const rows = assessmentRows({ marks, scores, attempts }, req, scope, criterion, now);
      return req.ok('ok', { data: { rows } });
    },
    { auth: true, body: AssessmentTableBody },
  );

  // The row's attempt id, or 'no_exam', must match the path: the page builds it from the row (scoreRequest).
  async function saveScore(req: ApiRequest) {
    const body = await req.body();
    const key = parseScoreKey(body.record_id);
    const found = key && (await criterionOfAnySub(ctx, key.subId));
    if (!key || !found) throw req.fail(404, 'assessmentNotFound');
    const scope = await scopeById(ctx, req, found.criterion.batch_id);
    const index = scope.roster.findIndex((entry) => entry.participant.id === key.participantId);
    const attempt = await attemptIdOf(sources, ctx.db, found.criterion, key.participantId);
    if (index === -1 || req.params.attempt !== (attempt === null ? 'no_exam' : String(attempt)))
      throw req.fail(404, 'assessmentNotFound');
    if (scoresAreFinal(index)) throw req.fail(403, 'scoresFinal');

    const value = body.value;
    const errors = new FieldErrors(req);
    if (body.col !== 'scored') errors.add('col', 'bodyShapeInvalid', { field: 'col' });
    if (typeof value !== 'number' || !Number.isFinite(value)) errors.add('value', 'scoreInvalid');
    else if (value < 0) errors.add('value', 'scoreNegative');
    else if (value > found.sub.max_score)
      errors.add('value', 'scoreAboveMax', { maxScore: scoreText(found.sub.max_score, req.lang) });
    else if (offStep(value)) errors.add('value', 'scoreStep');
    errors.throwIfAny();

    const scored = roundScore(value as number);
    await storeScore(ctx.db, {
      sub_criterion_id: found.sub.id,
      participant_id: key.participantId,
      scored,
      updated_by: req.currentUser.id,
      updated_at: new Date(ctx.now()),
    });
    return req.ok('scoreSaved', { success: true, record_id: scoreKey(found.sub.id, key.participantId), scored });
  }

  for (const path of ['assessment/update_one/{attempt}', 'assessment/mark/sub_assessment/{attempt}']) {
    router.post(path, saveScore, { auth: true, body: ScoreWriteBody });
  }
}
