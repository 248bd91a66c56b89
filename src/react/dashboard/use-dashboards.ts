import { useEffect } from 'react';
import {
  announceDashboardFailure,
  dashboardsToLoad,
  learnerDashboard,
  trainerDashboard,
} from '../../core/dashboard/dashboard-store';
import type { LearnerSections, TrainerSections } from '../../core/dashboard/sections';
import type { QueryState } from '../../core/query/query-store';
import type { Role } from '../../core/roles/roles';
import { useQueryState } from '../ui/use-query-state';

/** Toasts the §8 failure once per failed load. */
function useFailureToast(state: QueryState<unknown>): void {
  useEffect(() => {
    if (state.status === 'error') announceDashboardFailure(state.error);
  }, [state.status, state.error]);
}

export interface Dashboards {
  learner: QueryState<LearnerSections>;
  trainer: QueryState<TrainerSections>;
  retry: (role: Role) => void;
}

/**
 * Watches the dashboards this user needs, so they load when the element mounts: both at once for a user with
 * both roles (switching is then instant), else only the one shown.
 */
export function useDashboards(userId: string | null, roles: readonly string[], view: Role): Dashboards {
  const wanted = userId ? dashboardsToLoad(roles, view) : [];
  const learner = useQueryState(userId && wanted.includes('learner') ? learnerDashboard(userId) : null);
  const trainer = useQueryState(userId && wanted.includes('trainer') ? trainerDashboard(userId) : null);
  useFailureToast(learner);
  useFailureToast(trainer);
  const retry = (role: Role) => {
    if (!userId) return;
    void (role === 'learner' ? learnerDashboard(userId) : trainerDashboard(userId)).load({ force: true });
  };
  return { learner, trainer, retry };
}
