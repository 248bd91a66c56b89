import { fetchLearnerDashboard, fetchTrainerDashboard } from '../api/dashboard';
import { ApiError } from '../http/api-error';
import { createQueryFamily } from '../query/query';
import { keyedStores } from '../query/keyed-stores';
import type { QueryStore } from '../query/query-store';
import { isLearner, isTrainer, type Role } from '../roles/roles';
import { $toasts, pushToast } from '../toasts/toasts';
import { readLearnerSections, readTrainerSections, type LearnerSections, type TrainerSections } from './sections';

/** Learner dashboard per user id, read section by section; cached, de-duplicated and retried like every query (§7). */
export const learnerDashboardQuery = createQueryFamily((userId: string) =>
  fetchLearnerDashboard(userId).then(readLearnerSections),
);

/** Trainer dashboard per user id. */
const trainerDashboardQuery = createQueryFamily((userId: string) =>
  fetchTrainerDashboard(userId).then(readTrainerSections),
);

/** The learner dashboard of one user as a store (loads when first watched). */
export const learnerDashboard: (userId: string) => QueryStore<LearnerSections> = keyedStores(learnerDashboardQuery);

/** The trainer dashboard of one user as a store. */
export const trainerDashboard: (userId: string) => QueryStore<TrainerSections> = keyedStores(trainerDashboardQuery);

/**
 * Dashboards to load as soon as the element shows (§2): a user with both roles gets both, in parallel, so
 * the toggle switches without waiting; anyone else only the view shown.
 */
export function dashboardsToLoad(roles: readonly string[], view: Role): Role[] {
  return isLearner(roles) && isTrainer(roles) ? ['learner', 'trainer'] : [view];
}

/** §8 failure toast, once while one is showing; an expired session (401) is announced by the session instead. */
export function announceDashboardFailure(error: unknown): void {
  if (error instanceof ApiError && error.status === 401) return;
  const showing = $toasts.get().some((toast) => 'key' in toast.message && toast.message.key === 'dashboard.loadFailed');
  if (!showing) pushToast({ variant: 'danger', message: { key: 'dashboard.loadFailed' } });
}
