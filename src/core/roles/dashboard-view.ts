import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import { $roles } from '../session/storage';
import { isLearner, isTrainer, primaryView, type Role } from './roles';

/** localStorage key of the picked dashboard view, so the choice survives a reload. */
export const DASHBOARD_VIEW_KEY = 'dashboard_view';

const isRole = (value: unknown): value is Role => value === 'learner' || value === 'trainer';

/** The view a both-roles user picked with the dashboard toggle; null follows the primary view. Bad stored values read as null. */
export const $chosenView = persistentAtom<Role | null>(DASHBOARD_VIEW_KEY, null, {
  encode: (value) => value ?? undefined,
  decode: (text) => (isRole(text) ? text : null),
});

/**
 * Learner or trainer dashboard (§2): the primary view, unless a trainer (who is shown the toggle) picked the
 * learner view; a learner-only user can never pick the trainer view.
 */
export const $dashboardView = computed([$chosenView, $roles], (chosen, roles): Role | null => {
  if (chosen === 'trainer' && isTrainer(roles)) return 'trainer';
  if (chosen === 'learner' && (isLearner(roles) || isTrainer(roles))) return 'learner';
  return primaryView(roles);
});

/** Picks a view (the shell's toggle and the dashboard element share this one store). */
export function chooseDashboardView(view: Role): void {
  $chosenView.set(view);
}
