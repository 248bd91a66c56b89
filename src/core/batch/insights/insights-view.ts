import type { AtRiskReason, LearnerInsight } from '../../api/schemas/batch-insights';
import type { Message } from '../../locale/message';
import { pluralForm } from '../../locale/plural';

// Issue #34: what the Insights tab's charts and tables show, as pure rules over the contract's answer.

/** The contract's ten score bins: [0,10), [10,20) … [80,90), [90,100]. */
export const BIN_COUNT = 10;

/** The whole-percent bounds of bin `index` as shown: 0–9 … 80–89, and 90–100 for the last (it holds 100). */
export function binBounds(index: number): { low: number; high: number } {
  const low = index * 10;
  return { low, high: index === BIN_COUNT - 1 ? 100 : low + 9 };
}

/** The bin labels' parameters, one per bin. */
export const BINS = Array.from({ length: BIN_COUNT }, (_, index) => binBounds(index));

/** Items in the reading direction of the chart's x axis: right to left in Arabic, so the first sits on the right. */
export function inReadingOrder<T>(items: readonly T[], dir: 'ltr' | 'rtl'): T[] {
  return dir === 'rtl' ? [...items].reverse() : [...items];
}

/** Learners lowest attendance first; without a counted lecture last; ties keep the roster order. */
export function lowestFirst(learners: readonly LearnerInsight[]): LearnerInsight[] {
  const rank = (learner: LearnerInsight) => learner.rate ?? Number.POSITIVE_INFINITY;
  return learners
    .map((learner, index) => ({ learner, index }))
    .sort((a, b) => rank(a.learner) - rank(b.learner) || a.index - b.index)
    .map(({ learner }) => learner);
}

/** How many learners the list shows at first and adds per "Show more": 2,000 rows stay quick to read and to draw. */
export const LEARNER_PAGE = 25;

/** The rows shown of `total` after `pages` presses of "Show more" (`Infinity` after "Show all"). */
export function shownLearners(total: number, pages: number): number {
  return Math.min(total, LEARNER_PAGE * (pages + 1));
}

/** At most this many x-axis labels fit a phone's width; between them, every `step`th lecture is labelled. */
const MAX_AXIS_LABELS = 12;

/** Label every `step`th of `count` lecture numbers (1 up to 12 lectures: all labelled). */
export function labelStep(count: number): number {
  return Math.max(1, Math.ceil(count / MAX_AXIS_LABELS));
}

/** Whether the lecture at `index` (0-based, in the batch's order) carries its number on the axis. */
export function isLabelled(index: number, count: number): boolean {
  const step = labelStep(count);
  return index % step === 0 || index === count - 1;
}

/** One at-risk reason in words: the dictionary's key with its numbers and the exam's title. */
export function reasonMessage(reason: AtRiskReason, threshold: number): Message {
  const exam = reason.exam_title ?? '';
  const value = reason.value ?? 0;
  switch (reason.code) {
    case 'low_attendance':
      return { key: 'insights.reason.lowAttendance', params: { rate: value, threshold } };
    case 'failed_exam':
      return { key: 'insights.reason.failedExam', params: { exam, score: value } };
    case 'missed_exam':
      return { key: 'insights.reason.missedExam', params: { exam } };
    case 'integrity_flags':
      return { key: `insights.reason.integrityFlags.${pluralForm(value)}`, params: { count: value } };
  }
}

/** The y axis' top for counts: a round number at or above the highest (at least 1, so an empty chart has an axis). */
export function countAxisTop(values: readonly (number | null)[]): number {
  const highest = Math.max(1, ...values.map((value) => value ?? 0));
  const step = highest <= 10 ? 1 : highest <= 50 ? 5 : 10 ** Math.floor(Math.log10(highest));
  return Math.ceil(highest / step) * step;
}
