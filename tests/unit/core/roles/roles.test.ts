import { describe, expect, it } from 'vitest';
import {
  canonicalRole,
  hasRole,
  isLearner,
  isTrainer,
  primaryView,
  roleMatches,
  showsDashboardToggle,
} from '../../../../src/core/roles/roles';

// §1 and §6: learner, trainer, instructor (= trainer), student (= learner); matching is case-insensitive.

describe('canonicalRole', () => {
  it.each([
    ['learner', 'learner'],
    ['student', 'learner'],
    ['trainer', 'trainer'],
    ['instructor', 'trainer'],
  ] as const)('maps %s to %s', (name, role) => {
    expect(canonicalRole(name)).toBe(role);
  });

  it.each([
    ['Instructor', 'trainer'],
    ['STUDENT', 'learner'],
    ['Learner', 'learner'],
    ['TRAINER', 'trainer'],
    ['  trainer  ', 'trainer'],
  ] as const)('ignores case and surrounding spaces: %s → %s', (name, role) => {
    expect(canonicalRole(name)).toBe(role);
  });

  it.each(['admin', 'super-admin', '', 'teacher'])('gives null for the unknown role %j', (name) => {
    expect(canonicalRole(name)).toBeNull();
  });

  it('gives null for missing names', () => {
    expect(canonicalRole(null)).toBeNull();
    expect(canonicalRole(undefined)).toBeNull();
  });
});

describe('hasRole, isTrainer and isLearner', () => {
  it('treats instructor as trainer and student as learner', () => {
    expect(isTrainer(['Instructor'])).toBe(true);
    expect(isLearner(['STUDENT'])).toBe(true);
    expect(isTrainer(['student'])).toBe(false);
    expect(isLearner(['instructor'])).toBe(false);
  });

  it('looks through every role the user holds', () => {
    expect(hasRole(['admin', 'Trainer'], 'trainer')).toBe(true);
    expect(hasRole(['admin'], 'learner')).toBe(false);
    expect(hasRole([], 'learner')).toBe(false);
  });
});

describe('primaryView (§2 dashboard, §6)', () => {
  it('is the trainer view for trainers and instructors', () => {
    expect(primaryView(['trainer'])).toBe('trainer');
    expect(primaryView(['Instructor'])).toBe('trainer');
  });

  it('is the learner view for learners and students', () => {
    expect(primaryView(['learner'])).toBe('learner');
    expect(primaryView(['STUDENT'])).toBe('learner');
  });

  it('prefers the trainer view for a user holding both roles, whatever the order', () => {
    expect(primaryView(['learner', 'trainer'])).toBe('trainer');
    expect(primaryView(['student', 'instructor'])).toBe('trainer');
  });

  it('is null when the user holds neither role', () => {
    expect(primaryView([])).toBeNull();
    expect(primaryView(['admin'])).toBeNull();
  });
});

describe('showsDashboardToggle (§2 page shell)', () => {
  it('shows for a trainer or instructor who is also a learner or student when the page enables it', () => {
    expect(showsDashboardToggle(['INSTRUCTOR', 'student'], true)).toBe(true);
    expect(showsDashboardToggle(['learner', 'trainer'], true)).toBe(true);
  });

  it('never shows when the page disables it (the content page)', () => {
    expect(showsDashboardToggle(['trainer'], false)).toBe(false);
  });

  it('never shows for a trainer only: there is no learner side to switch to (#29 item 9)', () => {
    expect(showsDashboardToggle(['trainer'], true)).toBe(false);
    expect(showsDashboardToggle(['INSTRUCTOR'], true)).toBe(false);
  });

  it('never shows for learners and students only', () => {
    expect(showsDashboardToggle(['learner'], true)).toBe(false);
    expect(showsDashboardToggle(['student'], true)).toBe(false);
    expect(showsDashboardToggle([], true)).toBe(false);
  });
});

describe('roleMatches', () => {
  it('matches equal names case-insensitively', () => {
    expect(roleMatches('Trainer', 'trainer')).toBe(true);
    expect(roleMatches('learner', 'LEARNER')).toBe(true);
  });

  it('matches aliases of one role in both directions', () => {
    expect(roleMatches('learner', 'Student')).toBe(true);
    expect(roleMatches('student', 'learner')).toBe(true);
    expect(roleMatches('Instructor', 'trainer')).toBe(true);
    expect(roleMatches('trainer', 'INSTRUCTOR')).toBe(true);
  });

  it('matches other role names only by equal spelling', () => {
    expect(roleMatches('Admin', 'admin')).toBe(true);
    expect(roleMatches('admin', 'manager')).toBe(false);
  });

  it('does not match different roles', () => {
    expect(roleMatches('learner', 'trainer')).toBe(false);
    expect(roleMatches('student', 'instructor')).toBe(false);
    expect(roleMatches('admin', 'learner')).toBe(false);
  });
});
