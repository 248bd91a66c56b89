// The one email rule of every email field and the form emails are stored in (pure: no database).

/** RFC 5321's longest usable address; checked before anything else looks at the text. */
export const EMAIL_MAX = 254;

/**
 * The one email check of every email field, linear in the length: one `@`, a non-empty local part, and two or more
 * non-empty dot-separated domain labels, no white space (the client's rule, without a backtracking pattern).
 */
export function isEmail(value: string): boolean {
  if (value.length === 0 || value.length > EMAIL_MAX || /\s/.test(value)) return false;
  const at = value.indexOf('@');
  if (at <= 0 || at !== value.lastIndexOf('@')) return false;
  const labels = value.slice(at + 1).split('.');
  return labels.length >= 2 && labels.every((label) => label.length > 0);
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
