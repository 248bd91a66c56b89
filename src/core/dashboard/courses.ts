/** §9: active courses show 'View all' when more than this many exist. */
export const ACTIVE_COURSES_PREVIEW = 3;

/** The active courses to show: the first three unless expanded, and whether 'View all' is offered. */
export function coursePreview<T>(courses: readonly T[], expanded = false): { shown: T[]; viewAll: boolean } {
  const viewAll = courses.length > ACTIVE_COURSES_PREVIEW;
  return { shown: viewAll && !expanded ? courses.slice(0, ACTIVE_COURSES_PREVIEW) : [...courses], viewAll };
}

/** A progress percentage for a <progress> bar: 0–100, 0 when missing or not a number. */
export function progressValue(progress: number | null | undefined): number {
  return typeof progress === 'number' && Number.isFinite(progress)
    ? Math.min(100, Math.max(0, Math.round(progress)))
    : 0;
}

/** Issue #34: the learners at risk a trainer's card shows, or undefined when it shows none (absent, 0, not a count). */
export function atRiskCount(atRisk: number | null | undefined): number | undefined {
  return typeof atRisk === 'number' && Number.isFinite(atRisk) && atRisk > 0 ? Math.round(atRisk) : undefined;
}
