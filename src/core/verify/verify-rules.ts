import type { VerifyItem } from '../api/schemas/verify';
import type { FieldIssues } from '../forms/field-issues';
import { ApiError } from '../http/api-error';

/** The one field of the add form. */
export type VerifyField = 'title';

export interface VerifyInput {
  title: string;
}

/** The add form: a title that is not blank once trimmed. */
export function validateVerifyItem(input: VerifyInput): FieldIssues<VerifyField> {
  return input.title.trim() ? {} : { title: 'verify.form.titleRequired' };
}

/** POST verify/create body: the title trimmed. */
export function verifyPayload(input: VerifyInput): { title: string } {
  return { title: input.title.trim() };
}

/** Newest first (then the higher id), whatever order the answer came in. */
export function newestFirst(items: readonly VerifyItem[]): VerifyItem[] {
  return [...items].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || Number(b.id) - Number(a.id));
}

/** The server's own words about the title (a 422), shown under the field; undefined for any other failure. */
export function titleErrorOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.fieldErrors?.title?.[0] : undefined;
}
