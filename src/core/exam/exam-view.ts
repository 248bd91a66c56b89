import type { ExamTake } from '../api/schemas/exam';

// §4 Exam page state, derived in the spec's order from the take response. The feedback view is not derived: it is
// entered from instructions by the feedback button.

/** The views of /app/exam/{examNo}/take that follow from the take response. */
export type ExamView =
  'not-available' | 'not-eligible' | 'ended' | 'will-start-soon' | 'completed' | 'active' | 'instructions';

/** When the take response was read and what time it is now (epoch ms); the start countdown runs down between them. */
export interface ExamClock {
  fetchedAt: number;
  now: number;
}

/**
 * §4 in order: not-available (no exam) → not-eligible (no participant or not eligible) → ended → will-start-soon (not
 * started) → completed (attempt exists and taken) → active (attempt not taken) → instructions (no attempt). A missing
 * `eligible_for_exam` counts as eligible (only an explicit no refuses). Without `clock` the response is read as is;
 * with it, an exam whose `exam_starts_in` has run down counts as started.
 */
export function deriveExamView(take: ExamTake | null | undefined, clock?: ExamClock): ExamView {
  if (!take || !take.exam_found || !take.exam_obj) return 'not-available';
  if (!take.participant_found || !take.participant_obj || take.participant_obj.eligible_for_exam === false)
    return 'not-eligible';
  if (take.exam_ended) return 'ended';
  if (!hasStarted(take, clock)) return 'will-start-soon';
  if (hasAttempt(take)) return take.exam_taken ? 'completed' : 'active';
  return 'instructions';
}

/** An attempt exists: the flag, or an attempt object with an id. */
function hasAttempt(take: ExamTake): boolean {
  return Boolean(take.attempt_found || take.attempt_obj?.record_id);
}

function hasStarted(take: ExamTake, clock: ExamClock | undefined): boolean {
  if (take.exam_started) return true;
  if (!clock || take.exam_starts_in == null) return false;
  return (startsInSeconds(take, clock) ?? 1) <= 0;
}

/** Whole seconds until the exam starts (§2 will-start-soon countdown from `exam_starts_in`), never negative; null if unknown. */
export function startsInSeconds(take: ExamTake, clock: ExamClock): number | null {
  const startsIn = take.exam_starts_in;
  if (startsIn == null || !Number.isFinite(startsIn)) return null;
  return Math.max(0, Math.ceil(startsIn - elapsedSeconds(clock)));
}

/** Whole seconds since the exam ended (§2 ended "time ago" from `exam_ends_in`, read as a magnitude); null → 'unknown time'. */
export function endedAgoSeconds(take: ExamTake, clock: ExamClock): number | null {
  const endsIn = take.exam_ends_in;
  if (endsIn == null || !Number.isFinite(endsIn)) return null;
  return Math.floor(Math.abs(endsIn) + elapsedSeconds(clock));
}

function elapsedSeconds(clock: ExamClock): number {
  return Math.max(0, (clock.now - clock.fetchedAt) / 1000);
}

/** §3 exam_obj.language 'Arabic' (or 'ar') sets the exam body right-to-left whatever the interface language. */
export function examDirection(language: string | null | undefined): 'rtl' | 'ltr' {
  const name = language?.trim().toLowerCase();
  return name === 'arabic' || name === 'ar' ? 'rtl' : 'ltr';
}
