import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $chosenView,
  $dashboardView,
  chooseDashboardView,
  DASHBOARD_VIEW_KEY,
} from '../../../../src/core/roles/dashboard-view';
import type { User } from '../../../../src/core/api/user';
import { $roles, $storedUser } from '../../../../src/core/session/storage';

const userOf = (id: string) =>
  ({ id, name: `User ${id}`, email: `${id}@academy.test`, roles: [], permissions: [] }) as User;

// §2 dashboard: trainer view primary for trainer/instructor, learner view for learner/student; both-role users toggle.

describe('$dashboardView', () => {
  let unbind: () => void;
  beforeEach(() => {
    localStorage.clear();
    $chosenView.set(null);
    $roles.set([]);
    $storedUser.set(userOf('3'));
    unbind = $dashboardView.listen(() => {});
  });
  afterEach(() => {
    unbind();
    $roles.set([]);
    $chosenView.set(null);
    $storedUser.set(null);
  });

  it('follows the primary view when nothing was chosen', () => {
    $roles.set(['Instructor']);
    expect($dashboardView.get()).toBe('trainer');
    $roles.set(['STUDENT']);
    expect($dashboardView.get()).toBe('learner');
    $roles.set(['admin']);
    expect($dashboardView.get()).toBeNull();
  });

  it('starts a both-roles user on the trainer view and lets them toggle to learner and back', () => {
    $roles.set(['learner', 'trainer']);
    expect($dashboardView.get()).toBe('trainer');
    chooseDashboardView('learner');
    expect($dashboardView.get()).toBe('learner');
    chooseDashboardView('trainer');
    expect($dashboardView.get()).toBe('trainer');
  });

  it('accepts the aliases for the toggle (student + instructor)', () => {
    $roles.set(['Student', 'Instructor']);
    chooseDashboardView('learner');
    expect($dashboardView.get()).toBe('learner');
  });

  it('never gives a learner-only user the trainer view', () => {
    $roles.set(['learner']);
    chooseDashboardView('trainer');
    expect($dashboardView.get()).toBe('learner');
    $roles.set(['Student']);
    expect($dashboardView.get()).toBe('learner');
  });

  it('lets a trainer (who is shown the toggle, §6) switch to the learner view', () => {
    $roles.set(['Instructor']);
    chooseDashboardView('learner');
    expect($dashboardView.get()).toBe('learner');
  });

  it('falls back to the primary view when the roles change under an earlier choice', () => {
    $roles.set(['learner', 'trainer']);
    chooseDashboardView('trainer');
    $roles.set(['learner']);
    expect($dashboardView.get()).toBe('learner');
  });

  it("stores the choice with its user under 'dashboard_view', so it survives a reload", () => {
    $roles.set(['learner', 'trainer']);
    chooseDashboardView('learner');
    expect(localStorage.getItem(DASHBOARD_VIEW_KEY)).toBe('3:learner');
    $chosenView.set(null);
    expect(localStorage.getItem(DASHBOARD_VIEW_KEY)).toBeNull();
  });

  it('is not inherited by the next user of the browser, and comes back for its own user', () => {
    $roles.set(['learner', 'trainer']);
    chooseDashboardView('learner');
    $storedUser.set(userOf('7'));
    expect($dashboardView.get()).toBe('trainer');
    $storedUser.set(userOf('3'));
    expect($dashboardView.get()).toBe('learner');
  });

  it('records no choice while signed out', () => {
    $storedUser.set(null);
    chooseDashboardView('learner');
    expect($chosenView.get()).toBeNull();
  });
});

describe('$chosenView after a reload', () => {
  afterEach(() => localStorage.clear());

  async function reload(stored: string) {
    localStorage.clear();
    localStorage.setItem(DASHBOARD_VIEW_KEY, stored);
    vi.resetModules();
    return import('../../../../src/core/roles/dashboard-view');
  }

  it('reads the stored view and its user back', async () => {
    expect((await reload('3:learner')).$chosenView.get()).toEqual({ user: '3', view: 'learner' });
    expect((await reload('12:trainer')).$chosenView.get()).toEqual({ user: '12', view: 'trainer' });
  });

  it.each(['admin', '', 'learner', ':learner', '3:admin', '"3:learner"', '3:LEARNER'])(
    'ignores the bad stored value %j',
    async (stored) => {
      expect((await reload(stored)).$chosenView.get()).toBeNull();
    },
  );
});
