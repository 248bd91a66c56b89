import { atom, computed } from 'nanostores';
import { $roles } from '../session/storage';
import { isLearner, isTrainer, primaryView, type Role } from './roles';

/** The view a both-roles user picked with the dashboard toggle; null follows the primary view. */
export const $chosenView = atom<Role | null>(null);

/**
 * Learner or trainer dashboard (§2): the primary view, unless a trainer (who is shown the toggle) picked the
 * learner view; a learner-only user can never pick the trainer view.
 */
export const $dashboardView = computed([$chosenView, $roles], (chosen, roles): Role | null => {
  if (chosen === 'trainer' && isTrainer(roles)) return 'trainer';
  if (chosen === 'learner' && (isLearner(roles) || isTrainer(roles))) return 'learner';
  return primaryView(roles);
});

export function chooseDashboardView(view: Role): void {
  $chosenView.set(view);
}
