import type { ApiContext } from '../../context';
import type { Router } from '../../router';
import type { ApiRequest } from '../../request';
import type { UserRecord } from '../../types';
import { findById } from '../../users';
import { learnerDashboard } from './learner';
import { trainerDashboard } from './trainer';

/** A dashboard is only ever the caller's own: another user's id answers 403, like the activity history. */
function ownUser(req: ApiRequest, ctx: ApiContext): UserRecord {
  const user = req.currentUser;
  if (findById(ctx.store.data, req.params.id)?.id !== user.id) throw req.fail(403, 'forbidden');
  return user;
}

// The two dashboards of platform §2, read-only and computed at request time relative to `ctx.now()`.
export function dashboardRoutes(router: Router, ctx: ApiContext): void {
  router.get(
    'reports/v2/dashboard/learner/{id}',
    (req) => req.ok('ok', learnerDashboard(ctx.store.data, ownUser(req, ctx), ctx.now(), req.lang)),
    // Trainers too: every trainer is shown the learner/trainer toggle (§6), so their own learner view must answer.
    { roles: ['learner', 'trainer'] },
  );

  router.get(
    'reports/v2/dashboard/trainer/{id}',
    (req) => req.ok('ok', trainerDashboard(ctx.store.data, ownUser(req, ctx), ctx.now(), req.lang)),
    { roles: ['trainer'] },
  );
}
