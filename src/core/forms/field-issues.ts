import type { MessageKey } from '../locale/i18n';

/** Field → message key of the first rule it breaks; an empty object means valid. */
export type FieldIssues<F extends string> = Partial<Record<F, MessageKey>>;

/** True when a form's rules found no issue. */
export function isValid(found: object): boolean {
  return Object.keys(found).length === 0;
}
