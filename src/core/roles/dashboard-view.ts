import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import { $roles, $storedUser } from '../session/storage';
import { isLearner, isTrainer, primaryView, type Role } from './roles';

/** localStorage key of the picked dashboard view, so the choice survives a reload. */
export const DASHBOARD_VIEW_KEY = 'dashboard_view';

const isRole = (value: unknown): value is Role => value === 'learner' || value === 'trainer';

/** A choice and whose it is, stored as `<userId>:<view>`: the next user on this browser does not inherit it. */
interface Choice {
  user: string;
  view: Role;
}

/** The view a user picked with the dashboard toggle. Bad stored values read as no choice. */
export const $chosenView = persistentAtom<Choice | null>(DASHBOARD_VIEW_KEY, null, {
  encode: (choice) => (choice ? `${choice.user}:${choice.view}` : undefined),
  decode: (text) => {
    const at = text.lastIndexOf(':');
    const view = text.slice(at + 1);
    return at > 0 && isRole(view) ? { user: text.slice(0, at), view } : null;
  },
});

/**
 * Learner or trainer dashboard (§2): the primary view, unless a trainer (who is shown the toggle) picked the
 * learner view; a learner-only user can never pick the trainer view.
 */
export const $dashboardView = computed([$chosenView, $roles, $storedUser], (choice, roles, user): Role | null => {
  const chosen = choice && user && choice.user === String(user.id) ? choice.view : null;
  if (chosen === 'trainer' && isTrainer(roles)) return 'trainer';
  if (chosen === 'learner' && (isLearner(roles) || isTrainer(roles))) return 'learner';
  return primaryView(roles);
});

/** Picks a view for the signed-in user (the shell's toggle and the dashboard element share this one store). */
export function chooseDashboardView(view: Role): void {
  const user = $storedUser.get();
  if (user) $chosenView.set({ user: String(user.id), view });
}
