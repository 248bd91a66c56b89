import type { ApiContext } from '../../context';
import type { Router } from '../../router';
import type { ApiRequest } from '../../request';
import type { UserRecord } from '../../types';
import { findByIds } from '../../users';
import { rowId } from '../../validation';
import { learnerDashboard } from './learner';
import { trainerDashboard } from './trainer';
import { staffIds } from './view';

/** A dashboard is only ever the caller's own: another user's id answers 403, like the activity history. */
function ownUser(req: ApiRequest): UserRecord {
  const user = req.currentUser;
  if (rowId(req.params.id) !== user.id) throw req.fail(403, 'forbidden');
  return user;
}

// The two dashboards of platform §2, read-only and computed at request time relative to `ctx.now()`.
export function dashboardRoutes(router: Router, ctx: ApiContext): void {
  router.get(
    'reports/v2/dashboard/learner/{id}',
    async (req) => {
      const user = ownUser(req);
      const people = await findByIds(ctx.db, staffIds(ctx.store.data));
      return req.ok('ok', await learnerDashboard(ctx.db, ctx.store.data, people, user, ctx.now(), req.lang));
    },
    // Trainers too: every trainer is shown the learner/trainer toggle (§6), so their own learner view must answer.
    { roles: ['learner', 'trainer'] },
  );

  router.get(
    'reports/v2/dashboard/trainer/{id}',
    async (req) => {
      const user = ownUser(req);
      const people = await findByIds(ctx.db, staffIds(ctx.store.data));
      return req.ok('ok', await trainerDashboard(ctx.db, ctx.store.data, people, user, ctx.now(), req.lang));
    },
    { roles: ['trainer'] },
  );
}
