import type { FieldIssues } from '../forms/field-issues';
import { asciiDigits } from '../locale/numbers';

// How long a course's certificates hold (issue #34): whole months, 1 to VALIDITY_MONTHS_MAX, or null (never expire).
// The server and the edit dialog apply the same rule; an issued certificate keeps the expiry it was issued with.

/** The longest validity a course may set: ten years. */
export const VALIDITY_MONTHS_MAX = 120;

/** Whether `value` is a validity a course may set: null (never expires) or whole months from 1 to 120. */
export function isValidityMonths(value: unknown): value is number | null {
  return (
    value === null || (Number.isInteger(value) && (value as number) >= 1 && (value as number) <= VALIDITY_MONTHS_MAX)
  );
}

/** The edit dialog's fields: the months as typed (any digits) and "never expires". */
export interface ValidityForm {
  months: string;
  never: boolean;
}

/** The months typed, read as a whole number (Arabic digits too), or NaN when they are not one. */
function typedMonths(typed: string): number {
  const text = asciiDigits(typed).trim();
  return /^[0-9]{1,4}$/.test(text) ? Number(text) : Number.NaN;
}

/** The form's issues: months required unless "never expires", and whole from 1 to 120. */
export function validateValidity(form: ValidityForm): FieldIssues<'months'> {
  if (form.never) return {};
  if (!form.months.trim()) return { months: 'verify.validity.monthsRequired' };
  return isValidityMonths(typedMonths(form.months)) ? {} : { months: 'verify.validity.monthsRange' };
}

/** The validity the form sends (call after validateValidity found nothing). */
export function validityOf(form: ValidityForm): number | null {
  return form.never ? null : typedMonths(form.months);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `isoDate` (`YYYY-MM-DD`) plus `months` calendar months, clamped to the last day of the target month. */
export function addMonths(isoDate: string, months: number): string {
  const match = ISO_DATE.exec(isoDate.slice(0, 10));
  if (!match || !Number.isInteger(months))
    throw new RangeError(`[verify] not a date and months: ${isoDate}, ${months}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const first = new Date(Date.UTC(year, month + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, lastDay));
  return first.toISOString().slice(0, 10);
}

/** The first day a certificate issued on `issueDate` no longer holds, or null when its course sets no validity. */
export function expiresOn(issueDate: string, validityMonths: number | null): string | null {
  return validityMonths === null ? null : addMonths(issueDate, validityMonths);
}
