import { rangeProblem, type RangeProblem } from '../../../../src/core/batch/insights-range';
import type { Db } from '../../db/database';
import type { MessageKey } from '../../messages';
import type { ApiRequest } from '../../request';
import type { Lang } from '../../types';
import { FieldErrors } from '../../validation';
import { scoresOfSubs } from './assessment-store';
import { emptyLearner, emptyLecture } from './attendance-counts';
import { examsInRange, lecturesInRange, type CountedInput } from './insights';
import type { BatchPageSources } from './page-sources';
import type { BatchScope } from './scope';
import { seededScore } from './seeded';
import type { AssessmentCriterionRecord, AssessmentScoreRecord, Enrolment } from './types';

// Issue #34: what the insights and exports read for one batch and range, in three reads whatever the batch's size
// (the attendance counted per lecture and per place, the exams with their attempts, the entered scores), and the
// range rule.

/** A date range, `YYYY-MM-DD` each, both inclusive. */
export interface DayRange {
  from: string;
  to: string;
}

const RANGE_MESSAGES: Record<RangeProblem, MessageKey> = {
  invalid: 'rangeInvalid',
  reversed: 'rangeReversed',
  too_long: 'rangeTooLong',
};

/** The request's `from`/`to`, each defaulting to the batch's start and end date; 422 on the field at fault. */
export function rangeOf(req: ApiRequest, scope: BatchScope): DayRange {
  const from = req.query.get('from') || scope.batch.start_date;
  const to = req.query.get('to') || scope.batch.end_date;
  const problem = rangeProblem(from, to);
  if (problem) {
    const errors = new FieldErrors(req);
    errors.add(problem.field, RANGE_MESSAGES[problem.problem]);
    errors.throwIfBroken();
  }
  return { from, to };
}

/**
 * For each criterion, each roster place's total over its sub-criteria (entered, else seeded, as the assessment grid
 * shows) as a percent of the criterion's maximum; null when none is scored or the criterion has no sub-criteria.
 */
export function criterionPercents(
  criteria: readonly AssessmentCriterionRecord[],
  roster: readonly Enrolment[],
  entered: readonly AssessmentScoreRecord[],
): (number | null)[][] {
  const scores = new Map(entered.map((score) => [`${score.sub_criterion_id}-${score.participant_id}`, score.scored]));
  return criteria.map((criterion) => {
    const max = criterion.sub_criteria.reduce((sum, sub) => sum + sub.max_score, 0);
    return roster.map(({ participant }, index) => {
      let total = 0;
      let any = false;
      for (const sub of criterion.sub_criteria) {
        const scored = scores.get(`${sub.id}-${participant.id}`) ?? seededScore(sub, index);
        if (scored === null) continue;
        total += scored;
        any = true;
      }
      return any && max > 0 ? (total / max) * 100 : null;
    });
  });
}

/** Everything the insights of `scope` over `range` are computed from (attendance left empty when not asked for). */
export async function insightsInput(
  db: Db,
  sources: Pick<BatchPageSources, 'attendanceCounts' | 'examFacts'>,
  scope: BatchScope,
  range: DayRange,
  now: number,
  lang: Lang,
  withAttendance = true,
): Promise<CountedInput> {
  const lectures = lecturesInRange(scope.lectures, range.from, range.to);
  const none = { lectures: lectures.map(emptyLecture), learners: scope.roster.map(emptyLearner) };
  const [[attendance = none], exams, entered] = await Promise.all([
    withAttendance ? sources.attendanceCounts(db, [{ roster: scope.roster, lectures }], now) : [none],
    sources.examFacts(db, [scope.batch.id]),
    scoresOfSubs(
      db,
      scope.criteria.flatMap((criterion) => criterion.sub_criteria.map((sub) => sub.id)),
    ),
  ]);
  return {
    roster: scope.roster,
    lectures,
    attendance,
    exams: examsInRange(exams, range.from, range.to),
    criteria: scope.criteria,
    criterionPercents: criterionPercents(scope.criteria, scope.roster, entered),
    now,
    lang,
  };
}
