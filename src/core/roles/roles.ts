/** The two roles the product knows; instructor and student are aliases (§1). */
export type Role = 'learner' | 'trainer';

const ALIASES: Record<string, Role> = {
  learner: 'learner',
  student: 'learner',
  trainer: 'trainer',
  instructor: 'trainer',
};

/** Canonical role of a stored name, case-insensitive; unknown names give null. */
export function canonicalRole(name: string | null | undefined): Role | null {
  return ALIASES[(name ?? '').trim().toLowerCase()] ?? null;
}

export function hasRole(roles: readonly string[], role: Role): boolean {
  return roles.some((name) => canonicalRole(name) === role);
}

export const isTrainer = (roles: readonly string[]): boolean => hasRole(roles, 'trainer');
export const isLearner = (roles: readonly string[]): boolean => hasRole(roles, 'learner');

/** Trainer view is primary for trainers and instructors (§6). */
export function primaryView(roles: readonly string[]): Role | null {
  if (isTrainer(roles)) return 'trainer';
  if (isLearner(roles)) return 'learner';
  return null;
}

/**
 * The learner/trainer dashboard toggle shows when the page enables it for a user with both roles (§6 "a user with both
 * can toggle"): §2's "trainer or instructor" alone gave a trainer-only account an empty learner side (#29 item 9).
 */
export function showsDashboardToggle(roles: readonly string[], enabledByPage: boolean): boolean {
  return enabledByPage && isTrainer(roles) && isLearner(roles);
}

/** A role name matches another when equal case-insensitively or when both are aliases of one role. */
export function roleMatches(userRole: string, wanted: string): boolean {
  if (userRole.trim().toLowerCase() === wanted.trim().toLowerCase()) return true;
  const a = canonicalRole(userRole);
  return a !== null && a === canonicalRole(wanted);
}
