import { describe, expect, it } from 'vitest';
import type { RosterEntry } from '../../../../src/core/api/schemas/attendance';
import {
  filterRoster,
  flaggedRows,
  isLongRoster,
  ROSTER_COLLAPSE_OVER,
  rosterCounts,
} from '../../../../src/core/lecture-qr/roster-rules';

// A long roster collapses to its counts with a name search; flagged learners stay listed.

const row = (id: number, state: RosterEntry['state'], name = `Learner ${id}`, flags?: string[]): RosterEntry => ({
  participant_id: String(id),
  user_name: name,
  state,
  ...(flags ? { flags } : {}),
});
const rows = (count: number) => Array.from({ length: count }, (_, index) => row(index + 1, 'not_yet'));

describe('isLongRoster (more than 12 rows)', () => {
  it('12 stay open, 13 collapse', () => {
    expect(ROSTER_COLLAPSE_OVER).toBe(12);
    expect([0, 12, 13, 200].map((count) => isLongRoster(rows(count)))).toEqual([false, false, true, true]);
  });
});

describe('rosterCounts', () => {
  it('counts each state, zero for none', () => {
    expect(rosterCounts([row(1, 'checked_in'), row(2, 'checked_in'), row(3, 'checked_out')])).toEqual({
      checked_in: 2,
      checked_out: 1,
      not_yet: 0,
    });
    expect(rosterCounts([])).toEqual({ checked_in: 0, checked_out: 0, not_yet: 0 });
  });
});

describe('filterRoster (by name)', () => {
  const people = [
    row(1, 'checked_in', 'Amal Haddad'),
    row(2, 'not_yet', 'Badr Nasser'),
    row(3, 'checked_out', 'سارة علي'),
    row(4, 'not_yet', 'Team 7'),
  ];

  it('a case-insensitive part of the name, trimmed', () => {
    expect(filterRoster(people, '  had ').map((item) => item.participant_id)).toEqual(['1']);
    expect(filterRoster(people, 'NASS').map((item) => item.participant_id)).toEqual(['2']);
  });

  it('Arabic names, and Arabic-Indic digits typed for 0–9', () => {
    expect(filterRoster(people, 'سارة').map((item) => item.participant_id)).toEqual(['3']);
    expect(filterRoster(people, '٧').map((item) => item.participant_id)).toEqual(['4']);
  });

  it('a blank query keeps everyone; no match gives none', () => {
    expect(filterRoster(people, '  ')).toBe(people);
    expect(filterRoster(people, 'zzz')).toEqual([]);
  });
});

describe('flaggedRows', () => {
  it('rows with a known flag only', () => {
    const people = [
      row(1, 'checked_in', 'A', ['outside_venue']),
      row(2, 'checked_in', 'B', []),
      row(3, 'checked_out', 'C', ['short_stay']),
      row(4, 'checked_in', 'D', ['unknown']),
    ];
    expect(flaggedRows(people).map((item) => item.participant_id)).toEqual(['1', '3']);
  });
});
