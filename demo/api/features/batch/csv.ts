// Issue #34 CSV exports, pure: RFC 4180 fields, a BOM so Excel reads UTF-8 (Arabic), and formula neutralisation.

/** The byte order mark a CSV export starts with: without it Excel reads UTF-8 as a legacy code page. */
export const CSV_BOM = '\uFEFF';

/** A text that a spreadsheet would run as a formula (or DDE), or that starts with a tab or carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One field: a number as written, null as empty, a text quoted when it holds a comma, quote or line break; a text a
 * spreadsheet would run as a formula gets a leading `'` and quotes (OWASP CSV injection), so it shows as text.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (FORMULA_START.test(value)) return `"'${value.replaceAll('"', '""')}"`;
  return NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** One record, CRLF-terminated (RFC 4180). */
export function csvLine(fields: readonly (string | number | null)[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}
