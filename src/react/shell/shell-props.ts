/** Attributes of `academy-shell` as React props. */
export interface ShellProps {
  /** Shows the learner/trainer dashboard toggle (for trainers and instructors only). */
  dashboardToggle?: boolean;
}
