import type { RosterEntry } from '../api/schemas/attendance';
import { normalizeQuery, foldSearchText } from '../search/text-search';
import { knownFlags } from '../qr/scan-facts';

/** Above this many learners the roster shows its counts and a search box instead of every name. */
export const ROSTER_COLLAPSE_OVER = 12;

export type RosterState = RosterEntry['state'];
export type RosterCounts = Record<RosterState, number>;

/** Whether the roster is long enough to collapse to its counts (more than ROSTER_COLLAPSE_OVER rows). */
export function isLongRoster(rows: readonly RosterEntry[]): boolean {
  return rows.length > ROSTER_COLLAPSE_OVER;
}

/** How many learners have checked in, checked out and not yet. */
export function rosterCounts(rows: readonly RosterEntry[]): RosterCounts {
  const counts: RosterCounts = { checked_in: 0, checked_out: 0, not_yet: 0 };
  for (const row of rows) counts[row.state]++;
  return counts;
}

/** The rows whose name holds `query` (case and Arabic-Indic digits folded); every row for a blank query. */
export function filterRoster(rows: readonly RosterEntry[], query: string): readonly RosterEntry[] {
  const needle = normalizeQuery(query);
  return needle ? rows.filter((row) => foldSearchText(row.user_name).includes(needle)) : rows;
}

/** The rows with a known flag (outside the venue, left soon after checking in): a long roster still lists these. */
export function flaggedRows(rows: readonly RosterEntry[]): readonly RosterEntry[] {
  return rows.filter((row) => knownFlags(row.flags).length > 0);
}
