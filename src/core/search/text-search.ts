// §5 search: a case-insensitive substring match over a few fields. Each row's text is folded once, so a keystroke
// over 2,000 rows is one `includes` per row. Shared by the batch tables and the lecture-QR roster.

const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;
/** Between fields, so a query never matches across two of them. */
const FIELD_GAP = '\u0000';

/** One searchable field of a row. */
export type SearchField = string | number | null | undefined;

/** Lower case, with Arabic-Indic digits read as 0–9 (an NID typed on an Arabic keyboard still matches). */
export function foldSearchText(text: string): string {
  return text.toLowerCase().replace(ARABIC_DIGITS, (digit) => String(digit.charCodeAt(0) & 0xf));
}

/** The query as matched: trimmed and folded ('' matches everything). */
export function normalizeQuery(query: string): string {
  return foldSearchText(query.trim());
}

/** One row's searchable text: its fields folded and kept apart. */
export function searchText(fields: readonly SearchField[]): string {
  return fields.map((field) => foldSearchText(field == null ? '' : String(field))).join(FIELD_GAP);
}

/** A filter over `rows` that folds their text once; each call is linear in the rows. */
export function createSearch<T>(
  rows: readonly T[],
  fieldsOf: (row: T) => readonly SearchField[],
): (query: string) => readonly T[] {
  const texts = rows.map((row) => searchText(fieldsOf(row)));
  return (query) => {
    const needle = normalizeQuery(query);
    if (!needle) return rows;
    return rows.filter((_row, index) => texts[index]!.includes(needle));
  };
}
