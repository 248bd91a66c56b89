import type { ApiContext } from '../../context';
import type { Router } from '../../router';
import type { ApiRequest } from '../../request';
import type { UserRecord } from '../../types';
import { findByIds } from '../../users';
import { rowId } from '../../validation';
import {
  atRiskCount,
  batchesByIds,
  batchesTaughtBy,
  batchIdsOfParticipant,
  type BatchRecord,
  lecturesOfBatches,
  examsInRange,
  lecturesInRange,
  participantOfUser,
  recentActivity,
  rostersOf,
} from '../batch/directory';
import { attendanceCounts, participantStates } from '../attendance/directory';
import { courseTitles, progressOfParticipant } from '../course/directory';
import {
  achievementsOf,
  examFacts,
  examsOfBatches,
  pendingMarkingCounts,
  readyCertificateCounts,
  resultsOfParticipant,
  standingsOf,
} from '../exam/directory';
import { learnerDashboard } from './learner';
import { RECENT_ACTIVITY_LIMIT, trainerDashboard } from './trainer';
import { courseIdsOf, staffIds, type Source } from './view';

/** A dashboard is only ever the caller's own: another user's id answers 403, like the activity history. */
function ownUser(req: ApiRequest): UserRecord {
  const user = req.currentUser;
  if (rowId(req.params.id) !== user.id) throw req.fail(403, 'forbidden');
  return user;
}

/** The dashboard's batches with their lectures, and the staff and courses they name (indexed reads of these only). */
async function sourceOf(
  ctx: ApiContext,
  batches: readonly BatchRecord[],
  moreCourses: readonly number[],
): Promise<Source> {
  const lectures = await lecturesOfBatches(
    ctx.db,
    batches.map((batch) => batch.id),
  );
  const [people, courses] = await Promise.all([
    findByIds(ctx.db, staffIds(batches, lectures)),
    courseTitles(ctx.db, [...courseIdsOf(batches, lectures), ...moreCourses]),
  ]);
  return { people, courses, batches: new Map(batches.map((batch) => [batch.id, batch])), lectures };
}

/**
 * Each active batch's at-risk learners over its whole range (issue #34), with the insights' own rule: one read of the
 * rosters, one counting the attendance of every lecture and two of the exams, for all the batches at once.
 */
async function atRiskCounts(ctx: ApiContext, source: Source, now: number): Promise<Map<number, number>> {
  const active = [...source.batches.values()].filter((batch) => batch.status === 'active');
  const groupLectures = (batch: BatchRecord) =>
    lecturesInRange(
      source.lectures.filter((lecture) => lecture.batch_id === batch.id),
      batch.start_date,
      batch.end_date,
    );
  const [rosters, exams] = await Promise.all([
    rostersOf(ctx.db, active),
    examFacts(
      ctx.db,
      active.map((batch) => batch.id),
    ),
  ]);
  const groups = active.map((batch) => ({ roster: rosters.get(batch.id) ?? [], lectures: groupLectures(batch) }));
  const counts = await attendanceCounts(ctx.db, groups, now);
  return new Map(
    active.map((batch, at) => [
      batch.id,
      atRiskCount({
        ...groups[at]!,
        attendance: counts[at]!,
        exams: examsInRange(
          exams.filter((exam) => exam.batch_id === batch.id),
          batch.start_date,
          batch.end_date,
        ),
        now,
      }),
    ]),
  );
}

// The two dashboards of platform §2, read-only and computed at request time relative to `ctx.now()`.
export function dashboardRoutes(router: Router, ctx: ApiContext): void {
  router.get(
    'reports/v2/dashboard/learner/{id}',
    async (req) => {
      const { db } = ctx;
      const participant = await participantOfUser(db, ownUser(req).id);
      if (!participant)
        return req.ok(
          'ok',
          learnerDashboard(
            await sourceOf(ctx, [], []),
            undefined,
            [],
            { exams: [], results: [], achievements: [], standings: new Map() },
            ctx.now(),
            req.lang,
          ),
        );
      const [progress, roster, results, achievements] = await Promise.all([
        progressOfParticipant(db, participant.id),
        batchIdsOfParticipant(db, participant.id),
        resultsOfParticipant(db, participant.id),
        achievementsOf(db, participant.id),
      ]);
      // The roster's batches, and any a progress record names (its card shows that batch).
      const [batches, exams] = await Promise.all([
        batchesByIds(db, [...new Set([...roster, ...progress.map((record) => record.batch_id)])]),
        examsOfBatches(db, roster),
      ]);
      const now = ctx.now();
      const [source, standings] = await Promise.all([
        sourceOf(ctx, batches, [
          ...progress.map((record) => record.course_id),
          ...achievements.map((item) => item.course_id),
        ]),
        standingsOf(db, participant.id, exams, results, now),
      ]);
      const rosterLectures = source.lectures.filter((lecture) => roster.includes(lecture.batch_id));
      const attendance = await participantStates(
        db,
        participant.id,
        rosterLectures.map((lecture) => lecture.id),
      );
      return req.ok(
        'ok',
        learnerDashboard(
          source,
          participant,
          progress,
          { exams, results, achievements, standings },
          now,
          req.lang,
          attendance,
        ),
      );
    },
    // Trainers too: a trainer who is also a learner switches to this view with the learner/trainer toggle (§6).
    { roles: ['learner', 'trainer'] },
  );

  router.get(
    'reports/v2/dashboard/trainer/{id}',
    async (req) => {
      const { db } = ctx;
      const teaching = await batchesTaughtBy(db, ownUser(req).id);
      const ids = teaching.map((batch) => batch.id);
      const [exams, ready, activity] = await Promise.all([
        examsOfBatches(db, ids),
        readyCertificateCounts(db, ids),
        recentActivity(db, ids, RECENT_ACTIVITY_LIMIT),
      ]);
      const [source, pending] = await Promise.all([
        sourceOf(
          ctx,
          teaching,
          exams.map((exam) => exam.course_id),
        ),
        pendingMarkingCounts(
          db,
          exams.map((exam) => exam.id),
        ),
      ]);
      const now = ctx.now();
      const atRisk = await atRiskCounts(ctx, source, now);
      return req.ok('ok', trainerDashboard(source, { exams, pending, ready }, activity, now, req.lang, atRisk));
    },
    { roles: ['trainer'] },
  );
}
