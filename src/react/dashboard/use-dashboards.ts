import { atom } from 'nanostores';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { announceDashboardFailure, dashboardsToLoad, learnerDashboard, trainerDashboard } from '../../core/dashboard/dashboard-store';
import type { LearnerSections, TrainerSections } from '../../core/dashboard/sections';
import type { QueryState, QueryStore } from '../../core/query/query-store';
import type { Role } from '../../core/roles/roles';

const IDLE = atom<QueryState<never>>({ status: 'idle', data: undefined, error: undefined });

/**
 * A store's state, or idle when there is none to watch. Watching is what loads it, so render reads `value`
 * (never `get()`, which would mount the store and start its load in the middle of rendering).
 */
function useOptional<T>(store: QueryStore<T> | null): QueryState<T> {
  const target = (store ?? IDLE) as QueryStore<T>;
  const subscribe = useCallback((onChange: () => void) => target.listen(onChange), [target]);
  const read = useCallback(() => target.value ?? target.init ?? IDLE.get(), [target]);
  const state = useSyncExternalStore(subscribe, read, read);
  // Cleared (sign-out, 401) while still watched: load again rather than stay idle.
  useEffect(() => {
    if (store && state.status === 'idle') void store.load();
  }, [store, state.status]);
  return state;
}

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
  const learner = useOptional(userId && wanted.includes('learner') ? learnerDashboard(userId) : null);
  const trainer = useOptional(userId && wanted.includes('trainer') ? trainerDashboard(userId) : null);
  useFailureToast(learner);
  useFailureToast(trainer);
  const retry = (role: Role) => {
    if (!userId) return;
    void (role === 'learner' ? learnerDashboard(userId) : trainerDashboard(userId)).load({ force: true });
  };
  return { learner, trainer, retry };
}
