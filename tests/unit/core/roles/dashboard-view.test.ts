import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $chosenView, $dashboardView, chooseDashboardView, DASHBOARD_VIEW_KEY } from '../../../../src/core/roles/dashboard-view';
import { $roles } from '../../../../src/core/session/storage';

// §2 dashboard: trainer view primary for trainer/instructor, learner view for learner/student; both-role users toggle.

describe('$dashboardView', () => {
  let unbind: () => void;
  beforeEach(() => {
    localStorage.clear();
    $chosenView.set(null);
    $roles.set([]);
    unbind = $dashboardView.listen(() => {});
  });
  afterEach(() => {
    unbind();
    $roles.set([]);
    $chosenView.set(null);
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

  it("stores the choice under 'dashboard_view', so it survives a reload", () => {
    $roles.set(['learner', 'trainer']);
    chooseDashboardView('learner');
    expect(localStorage.getItem(DASHBOARD_VIEW_KEY)).toBe('learner');
    $chosenView.set(null);
    expect(localStorage.getItem(DASHBOARD_VIEW_KEY)).toBeNull();
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

  it('reads the stored view back', async () => {
    expect((await reload('learner')).$chosenView.get()).toBe('learner');
    expect((await reload('trainer')).$chosenView.get()).toBe('trainer');
  });

  it.each(['admin', '', '"learner"', 'LEARNER'])('ignores the bad stored value %j', async (stored) => {
    expect((await reload(stored)).$chosenView.get()).toBeNull();
  });
});

