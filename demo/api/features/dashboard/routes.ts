import type { ApiContext } from '../../context';
import type { Router } from '../../router';
import type { ApiRequest } from '../../request';
import type { UserRecord } from '../../types';
import { findByIds } from '../../users';
import { rowId } from '../../validation';
import { batchesOfParticipant, batchesTaughtBy, lecturesOfBatches, participantOfUser, recentActivity } from '../batch/directory';
import type { BatchRecord } from '../batch/types';
import { learnerDashboard } from './learner';
import { RECENT_ACTIVITY_LIMIT, trainerDashboard } from './trainer';
import { staffIds, type Source } from './view';

/** A dashboard is only ever the caller's own: another user's id answers 403, like the activity history. */
function ownUser(req: ApiRequest): UserRecord {
  const user = req.currentUser;
  if (rowId(req.params.id) !== user.id) throw req.fail(403, 'forbidden');
  return user;
}

/** The dashboard's batches with their lectures and the staff they name (indexed reads of these batches only). */
async function sourceOf(ctx: ApiContext, batches: readonly BatchRecord[]): Promise<Source> {
  const lectures = await lecturesOfBatches(
    ctx.db,
    batches.map((batch) => batch.id),
  );
  const people = await findByIds(ctx.db, staffIds(batches, lectures));
  return { data: ctx.store.data, people, batches: new Map(batches.map((batch) => [batch.id, batch])), lectures };
}

// The two dashboards of platform §2, read-only and computed at request time relative to `ctx.now()`.
export function dashboardRoutes(router: Router, ctx: ApiContext): void {
  router.get(
    'reports/v2/dashboard/learner/{id}',
    async (req) => {
      const user = ownUser(req);
      const participant = await participantOfUser(ctx.db, user.id);
      const source = await sourceOf(ctx, participant ? await batchesOfParticipant(ctx.db, participant.id) : []);
      return req.ok('ok', learnerDashboard(source, participant, ctx.now(), req.lang));
    },
    // Trainers too: every trainer is shown the learner/trainer toggle (§6), so their own learner view must answer.
    { roles: ['learner', 'trainer'] },
  );

  router.get(
    'reports/v2/dashboard/trainer/{id}',
    async (req) => {
      const user = ownUser(req);
      const teaching = await batchesTaughtBy(ctx.db, user.id);
      const [source, activity] = await Promise.all([
        sourceOf(ctx, teaching),
        recentActivity(
          ctx.db,
          teaching.map((batch) => batch.id),
          RECENT_ACTIVITY_LIMIT,
        ),
      ]);
      return req.ok('ok', trainerDashboard(source, activity, ctx.now(), req.lang));
    },
    { roles: ['trainer'] },
  );
}
