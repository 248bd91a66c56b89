// §2 row selection of the attendance table: select-all acts on the rows shown (the search's matches).

export type SelectionState = 'none' | 'some' | 'all';

/** The select-all box: checked when every shown row is selected, mixed when some are. */
export function selectionState(selected: ReadonlySet<string>, shownIds: readonly string[]): SelectionState {
  let count = 0;
  for (const id of shownIds) if (selected.has(id)) count += 1;
  if (count === 0) return 'none';
  return count === shownIds.length ? 'all' : 'some';
}

/** Select-all: selects every shown row, or clears them when all were selected; others stay as they were. */
export function toggleAll(selected: ReadonlySet<string>, shownIds: readonly string[]): Set<string> {
  const next = new Set(selected);
  if (selectionState(selected, shownIds) === 'all') for (const id of shownIds) next.delete(id);
  else for (const id of shownIds) next.add(id);
  return next;
}

/** One row's box. */
export function toggleOne(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/**
 * Who a row is about, across saves: a stored row gets a new `record_id`, the person's national id stays (the record id
 * when the answer has none).
 */
export function personKey(row: { user_nid?: string | null; record_id: string }): string {
  return row.user_nid?.trim() || row.record_id;
}
