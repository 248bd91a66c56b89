import type { ExamTake } from '../api/schemas/exam';
import { NEXT_ENABLE_DELAY_MS } from './exam-constants';

// §4 moving through an exam: the next question at random among the unanswered ones, skipped ones last, counts,
// headings and when Next and Finish show. Question ids are exam question ids (`record_id`). Pure: the random source
// is injected.

/** A number in [0, 1), like Math.random. */
export type RandomSource = () => number;

/** Where the learner is in the exam. */
export interface ExamNavigation {
  /** Every question, in the exam's order. */
  questionIds: readonly string[];
  /** Answered questions, in the order answered. */
  answered: readonly string[];
  /** Skipped, still unanswered questions, in the order skipped (revisited in this order). */
  skipped: readonly string[];
  /** Every question shown so far, in the order first shown: its place is the question's one number. */
  shown: readonly string[];
  /** The question shown; null once none is left. */
  current: string | null;
}

/** Adds the question now shown to `shown` (once: a skipped question keeps its first number). */
function showing(base: Omit<ExamNavigation, 'current'>, current: string | null): ExamNavigation {
  const shown = current === null || base.shown.includes(current) ? base.shown : [...base.shown, current];
  return { ...base, shown, current };
}

/**
 * The next question after `exclude`: one at random among those neither answered nor skipped, else the first skipped
 * one; null when none remains (the exam completes).
 */
export function nextQuestionId(
  state: Omit<ExamNavigation, 'current' | 'shown'>,
  random: RandomSource,
  exclude: string | null = null,
): string | null {
  const done = new Set([...state.answered, ...state.skipped]);
  const fresh = state.questionIds.filter((id) => !done.has(id) && id !== exclude);
  if (fresh.length > 0)
    return fresh[Math.min(fresh.length - 1, Math.floor(Math.max(0, random()) * fresh.length))] ?? null;
  return state.skipped.find((id) => id !== exclude) ?? null;
}

/**
 * The starting state: what is already answered or skipped, the `active` question when it is still open, and the
 * order they were first shown in (`shown`; by default the answered ones, then the skipped ones).
 */
export function startNavigation(
  questionIds: readonly string[],
  progress: {
    answered?: readonly string[];
    skipped?: readonly string[];
    shown?: readonly string[];
    active?: string | null;
  },
  random: RandomSource,
): ExamNavigation {
  const known = new Set(questionIds);
  const answered = unique(progress.answered ?? []).filter((id) => known.has(id));
  const answeredSet = new Set(answered);
  const skipped = unique(progress.skipped ?? []).filter((id) => known.has(id) && !answeredSet.has(id));
  const done = new Set([...answered, ...skipped]);
  // Only questions answered or skipped were shown; any the order leaves out follow it.
  const shown = unique([...(progress.shown ?? []), ...answered, ...skipped]).filter((id) => done.has(id));
  const base = { questionIds, answered, skipped, shown };
  const active = progress.active;
  const current =
    active != null && known.has(active) && !answeredSet.has(active) ? active : nextQuestionId(base, random);
  return showing(base, current);
}

/**
 * The starting state from the take response: `attempted_questions_obj` answered or skipped (in the order first
 * saved, which is the order shown), `active_question` shown.
 */
export function navigationFromTake(take: ExamTake, random: RandomSource): ExamNavigation {
  const ids = (take.exam_obj?.questions ?? []).map((question) => question.record_id);
  const attempted = take.attempted_questions_obj ?? [];
  const answered = attempted.filter((item) => !item.is_skipped).map((item) => item.exam_question_id);
  const skipped = attempted.filter((item) => item.is_skipped).map((item) => item.exam_question_id);
  const shown = attempted.map((item) => item.exam_question_id);
  return startNavigation(ids, { answered, skipped, shown, active: take.active_question ?? null }, random);
}

/** Next (after the answer is saved): the current question counts as answered, leaves the skipped list, and the next one shows. */
export function answerCurrent(state: ExamNavigation, random: RandomSource): ExamNavigation {
  if (state.current === null) return state;
  const base = answerCurrentBase(state);
  return showing(base, nextQuestionId(base, random));
}

/** The state once the current question counts as answered, before the next one is picked. */
function answerCurrentBase(state: ExamNavigation): Omit<ExamNavigation, 'current'> {
  const { current } = state;
  if (current === null) return state;
  const answered = state.answered.includes(current) ? state.answered : [...state.answered, current];
  const skipped = state.skipped.filter((id) => id !== current);
  return { questionIds: state.questionIds, answered, skipped, shown: state.shown };
}

/**
 * Skip: the current question goes to the end of the skipped list and the next unanswered or skipped one shows (null:
 * none remains, the exam completes). With no question shown nothing changes (`ignored`; the caller only logs).
 */
export function skipCurrent(state: ExamNavigation, random: RandomSource): { state: ExamNavigation; ignored: boolean } {
  const { current } = state;
  if (current === null) return { state, ignored: true };
  const skipped = [...state.skipped.filter((id) => id !== current), current];
  const base = { questionIds: state.questionIds, answered: state.answered, skipped, shown: state.shown };
  return { state: showing(base, nextQuestionId(base, random, current)), ignored: false };
}

/** Counts for the header and the info drawer. */
export function navigationCounts(state: ExamNavigation): { attempted: number; skipped: number; total: number } {
  return { attempted: state.answered.length, skipped: state.skipped.length, total: state.questionIds.length };
}

/**
 * The heading of the question shown, numbered once per question in the order first shown: 'Question n of total'
 * for a fresh one (so a skip moves the count on and the last fresh one can be 'total of total'); 'Skipped Question n'
 * for a revisited skipped one, n being the number it was first shown under.
 */
export function questionHeading(
  state: ExamNavigation,
): { kind: 'question'; n: number; total: number } | { kind: 'skipped'; n: number } | null {
  const { current } = state;
  if (current === null) return null;
  const place = state.shown.indexOf(current);
  const total = state.questionIds.length;
  const n = Math.min(total, place < 0 ? state.shown.length + 1 : place + 1);
  return state.skipped.includes(current) ? { kind: 'skipped', n } : { kind: 'question', n, total };
}

/**
 * §4 Finish instead of Next: the button says what it does (#29). Finish on the question whose answer leaves none to
 * show (every other one answered, none skipped but this one), whether or not a choice is made yet: its answer, or its
 * time running out, ends the exam. Next on any other, and Next goes to the question after it (a skipped one included).
 * With no question shown the exam is over (Finish).
 */
export function showsFinish(state: ExamNavigation): boolean {
  const { current } = state;
  if (current === null) return true;
  return nextQuestionId(answerCurrentBase(state), () => 0) === null;
}

/** §4/§9 Next is enabled 1 s after an answer was chosen at `chosenAt` (ms; null: none chosen). */
export function isNextEnabled(chosenAt: number | null, now: number): boolean {
  return chosenAt !== null && now - chosenAt >= NEXT_ENABLE_DELAY_MS;
}

function unique(ids: readonly string[]): string[] {
  return [...new Set(ids)];
}
