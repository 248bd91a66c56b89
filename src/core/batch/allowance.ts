import {
  ALLOWANCE_MINUTES_MAX,
  ALLOWANCE_MULTIPLIER_MAX,
  ALLOWANCE_MULTIPLIER_MIN,
  type Allowance,
} from '../api/schemas/exam-allowances';
import { ApiError } from '../http/api-error';
import type { Message } from '../locale/message';
import { translate } from '../locale/i18n';
import type { Locale } from '../locale/locale';
import { pluralForm } from '../locale/plural';

// Extra time (#33): the batch page's rules for a learner's allowance — the choices, the checks the server makes
// (same bounds, the dictionary's words), its text in the table, and a refusal's field errors in those words.

/** A learner's allowance: a multiplier of each exam's time and whole minutes added to it. */
export type AllowanceTerms = Pick<Allowance, 'multiplier' | 'extra_minutes'>;

/** ×1 and 0 minutes: no allowance (sending it removes one). */
export const NO_ALLOWANCE: AllowanceTerms = { multiplier: 1, extra_minutes: 0 };

/** The multipliers offered in the dialog. */
export const MULTIPLIER_CHOICES: readonly number[] = [1, 1.25, 1.5, 2, 3];

/** The dialog's fields as typed. */
export interface AllowanceDraft {
  multiplier: string;
  minutes: string;
}

/** A field's message key (the server's 422 fields, the learner gone from the batch, a failed call). */
export type AllowanceIssueKey =
  | 'batch.allowance.errors.multiplier'
  | 'batch.allowance.errors.minutes'
  | 'batch.allowance.errors.participant'
  | 'batch.allowance.errors.network'
  | 'batch.allowance.errors.failed';

/** Field → the message of the rule it breaks; `form` is about the whole save. */
export type AllowanceIssues = Partial<Record<'multiplier' | 'extra_minutes' | 'form', AllowanceIssueKey>>;

const ARABIC_INDIC = /[٠-٩]/g;

/** A typed number: Arabic-Indic digits and the Arabic decimal sign read as well; NaN when it is not a number. */
export function readNumber(text: string): number {
  const ascii = text
    .trim()
    .replace(ARABIC_INDIC, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace('٫', '.');
  return ascii === '' ? Number.NaN : Number(ascii);
}

/** The server's checks: a multiplier from 1 to 3 and whole minutes from 0 to 240; the terms when both pass. */
export function validateAllowance(draft: AllowanceDraft): { terms?: AllowanceTerms; issues: AllowanceIssues } {
  const multiplier = readNumber(draft.multiplier);
  const minutes = readNumber(draft.minutes);
  const issues: AllowanceIssues = {};
  if (!(multiplier >= ALLOWANCE_MULTIPLIER_MIN && multiplier <= ALLOWANCE_MULTIPLIER_MAX))
    issues.multiplier = 'batch.allowance.errors.multiplier';
  if (!(Number.isInteger(minutes) && minutes >= 0 && minutes <= ALLOWANCE_MINUTES_MAX))
    issues.extra_minutes = 'batch.allowance.errors.minutes';
  if (issues.multiplier || issues.extra_minutes) return { issues };
  // Hundredths, as the server keeps them.
  return { terms: { multiplier: Math.round(multiplier * 100) / 100, extra_minutes: minutes }, issues };
}

/** True when the terms give no extra time. */
export function isNoAllowance(terms: AllowanceTerms): boolean {
  return terms.multiplier === 1 && terms.extra_minutes === 0;
}

/** '×1.5', '+15 min', '×1.25 +10 min' or '' in the language's digits (Arabic: '×١٫٥', '+١٥ دقيقة'). */
export function allowanceText(terms: AllowanceTerms, locale: Locale): string {
  const parts: string[] = [];
  if (terms.multiplier !== 1) parts.push(multiplierText(terms.multiplier, locale));
  if (terms.extra_minutes > 0)
    parts.push(
      translate(locale, `batch.allowance.minutes.${pluralForm(terms.extra_minutes)}`, {
        count: terms.extra_minutes,
      }),
    );
  return parts.join(' ');
}

/** '×1.25' / '×١٫٢٥'. */
export function multiplierText(multiplier: number, locale: Locale): string {
  return translate(locale, 'batch.allowance.multiplier', { value: multiplier });
}

/** A failed save in the dictionary's words: each 422 field error mapped to its field, never the server's text. */
export function saveIssues(error: unknown): AllowanceIssues {
  if (!(error instanceof ApiError)) return { form: 'batch.allowance.errors.failed' };
  if (error.kind === 'network' || error.kind === 'timeout') return { form: 'batch.allowance.errors.network' };
  const fields = error.status === 422 ? (error.fieldErrors ?? {}) : {};
  const issues: AllowanceIssues = {};
  if (fields.multiplier) issues.multiplier = 'batch.allowance.errors.multiplier';
  if (fields.extra_minutes) issues.extra_minutes = 'batch.allowance.errors.minutes';
  if (fields.participant_id) issues.form = 'batch.allowance.errors.participant';
  if (!issues.multiplier && !issues.extra_minutes && !issues.form) issues.form = 'batch.allowance.errors.failed';
  return issues;
}

/** An issue as a message: the range messages name the bounds (in the language's digits). */
export function issueMessage(key: AllowanceIssueKey): Message {
  if (key === 'batch.allowance.errors.multiplier')
    return { key, params: { low: ALLOWANCE_MULTIPLIER_MIN, high: ALLOWANCE_MULTIPLIER_MAX } };
  if (key === 'batch.allowance.errors.minutes') return { key, params: { low: 0, high: ALLOWANCE_MINUTES_MAX } };
  return { key };
}
