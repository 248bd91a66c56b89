import type { ApiContext } from '../../context';
import type { Router } from '../../router';
import type { ApiRequest } from '../../request';
import type { UserRecord } from '../../types';
import { findByIds } from '../../users';
import { rowId } from '../../validation';
import { batchesByIds, batchesTaughtBy, batchIdsOfParticipant, lecturesOfBatches, participantOfUser, recentActivity } from '../batch/directory';
import type { BatchRecord } from '../batch/types';
import { courseTitles, progressOfParticipant } from '../course/directory';
import { achievementsOf, learnerDashboard } from './learner';
import { examCourseIds, RECENT_ACTIVITY_LIMIT, trainerDashboard } from './trainer';
import { courseIdsOf, staffIds, type Source } from './view';

/** A dashboard is only ever the caller's own: another user's id answers 403, like the activity history. */
function ownUser(req: ApiRequest): UserRecord {
  const user = req.currentUser;
  if (rowId(req.params.id) !== user.id) throw req.fail(403, 'forbidden');
  return user;
}

/** The dashboard's batches with their lectures, and the staff and courses they name (indexed reads of these only). */
async function sourceOf(ctx: ApiContext, batches: readonly BatchRecord[], moreCourses: readonly number[]): Promise<Source> {
  const lectures = await lecturesOfBatches(
    ctx.db,
    batches.map((batch) => batch.id),
  );
  const [people, courses] = await Promise.all([findByIds(ctx.db, staffIds(batches, lectures)), courseTitles(ctx.db, [...courseIdsOf(batches, lectures), ...moreCourses])]);
  return { data: ctx.store.data, people, courses, batches: new Map(batches.map((batch) => [batch.id, batch])), lectures };
}

// The two dashboards of platform §2, read-only and computed at request time relative to `ctx.now()`.
export function dashboardRoutes(router: Router, ctx: ApiContext): void {
  router.get(
    'reports/v2/dashboard/learner/{id}',
    async (req) => {
      const user = ownUser(req);
      const participant = await participantOfUser(ctx.db, user.id);
      const progress = participant ? await progressOfParticipant(ctx.db, participant.id) : [];
      // The roster's batches, and any a progress record names (its card shows that batch).
      const batchIds = participant ? await batchIdsOfParticipant(ctx.db, participant.id) : [];
      const batches = await batchesByIds(ctx.db, [...new Set([...batchIds, ...progress.map((record) => record.batch_id)])]);
      const more = [...progress.map((record) => record.course_id), ...achievementsOf(ctx.store.data, participant).map((item) => item.course_id)];
      const source = await sourceOf(ctx, batches, more);
      return req.ok('ok', learnerDashboard(source, participant, progress, ctx.now(), req.lang));
    },
    // Trainers too: every trainer is shown the learner/trainer toggle (§6), so their own learner view must answer.
    { roles: ['learner', 'trainer'] },
  );

  router.get(
    'reports/v2/dashboard/trainer/{id}',
    async (req) => {
      const user = ownUser(req);
      const teaching = await batchesTaughtBy(ctx.db, user.id);
      const ids = teaching.map((batch) => batch.id);
      const [source, activity] = await Promise.all([
        sourceOf(ctx, teaching, examCourseIds(ctx.store.data, new Set(ids))),
        recentActivity(ctx.db, ids, RECENT_ACTIVITY_LIMIT),
      ]);
      return req.ok('ok', trainerDashboard(source, activity, ctx.now(), req.lang));
    },
    { roles: ['trainer'] },
  );
}
