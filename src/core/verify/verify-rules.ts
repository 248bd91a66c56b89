import type { FieldIssues } from '../forms/field-issues';
import { canonicalCode } from './verify-code';

/** The one field of the look-up form. */
export type VerifyField = 'code';

/** The look-up form: a code that is there and has a code's shape (26 letters and digits, dashes and spaces allowed). */
export function validateCode(raw: string): FieldIssues<VerifyField> {
  if (!raw.trim()) return { code: 'verify.form.codeRequired' };
  return canonicalCode(raw) ? {} : { code: 'verify.form.codeInvalid' };
}

/** The page of a code: `/verify/{code}` in its canonical form. */
export function verifyPath(code: string): string {
  return `/verify/${encodeURIComponent(canonicalCode(code) ?? code.trim())}`;
}
