import type { Locale } from '../locale/locale';
import { formatDecimal } from '../locale/numbers';
import type { BatchValidationKey } from './validation-messages';

// §5 Score entry and §9 score constants: parse, bounds, two decimals, and whether a commit sends anything.

/** §9: scores move in steps of 0.01 and are shown with two decimals. */
export const SCORE_STEP = 0.01;
export const SCORE_DECIMALS = 2;

/** A score rule's message, with the maximum for the above-max one. */
export interface ScoreIssue {
  key: BatchValidationKey;
  /** The maximum as a number: it is written in the page language's digits when shown (`scoreIssueParams`). */
  params?: { maxScore: number };
}

/** What committing a cell does: show an issue, send a value, or nothing (unchanged). */
export type ScoreCommit = { kind: 'issue'; issue: ScoreIssue } | { kind: 'send'; value: number } | { kind: 'none' };

/** Rounds to the 0.01 step (half away from zero), as written: 1.005 → 1.01, not 1.00. */
export function roundScore(value: number): number {
  const sign = value < 0 ? -1 : 1;
  const scale = 10 ** SCORE_DECIMALS;
  // toPrecision drops the float noise of the multiplication (1.005 × 100 = 100.49999…) before rounding.
  return (sign * Math.round(Number((Math.abs(value) * scale).toPrecision(12)))) / scale;
}

/** §5: the typed text as a number; blank becomes 0; NaN when it is not a number. */
export function parseScore(text: string): number {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  return /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** §9: a score with two decimals ('7.50'); no score shows as 0.00. */
export function formatScore(value: number | null | undefined): string {
  return roundScore(value ?? 0).toFixed(SCORE_DECIMALS);
}

/** A score as text to read (not to edit: a number input takes 0–9): two decimals in the language's digits ('٧٫٥٠'). */
export function scoreText(value: number | null | undefined, locale: Locale): string {
  return formatDecimal(roundScore(value ?? 0), locale, SCORE_DECIMALS);
}

/** A usable maximum: a finite number ≥ 0, else null (no upper bound is checked). */
export function maxScoreOf(max: number | null | undefined): number | null {
  return typeof max === 'number' && Number.isFinite(max) && max >= 0 ? max : null;
}

/** §5: negative or above the sub-criteria maximum is refused (checked after rounding to the step). */
export function scoreIssue(text: string, max: number | null | undefined): ScoreIssue | null {
  const parsed = parseScore(text);
  if (!Number.isFinite(parsed)) return { key: 'batch.validation.scoreInvalid' };
  const value = roundScore(parsed);
  if (value < 0) return { key: 'batch.validation.scoreNegative' };
  const limit = maxScoreOf(max);
  if (limit !== null && value > limit) return { key: 'batch.validation.scoreAboveMax', params: { maxScore: limit } };
  return null;
}

/** An issue's message parameters as read: the maximum with two decimals in the language's digits ('١٠٫٠٠'). */
export function scoreIssueParams(issue: ScoreIssue, locale: Locale): Record<string, string> | undefined {
  return issue.params && { maxScore: scoreText(issue.params.maxScore, locale) };
}

/** §5 commit (blur or Enter): an issue, the rounded value to send, or nothing when it equals the current score (none = 0). */
export function commitScore(
  text: string,
  current: number | null | undefined,
  max: number | null | undefined,
): ScoreCommit {
  const issue = scoreIssue(text, max);
  if (issue) return { kind: 'issue', issue };
  const value = roundScore(parseScore(text));
  return value === roundScore(current ?? 0) ? { kind: 'none' } : { kind: 'send', value };
}

/** The value to send, or null when nothing is sent (unchanged or refused). */
export function scoreToSend(
  text: string,
  current: number | null | undefined,
  max: number | null | undefined,
): number | null {
  const commit = commitScore(text, current, max);
  return commit.kind === 'send' ? commit.value : null;
}

/** §5: Enter commits (blur does too); Tab only moves focus, committing through the blur it causes. */
export function isCommitKey(key: string): boolean {
  return key === 'Enter';
}
