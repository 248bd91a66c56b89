import { describe, expect, it } from 'vitest';
import {
  canReopen,
  canReply,
  filterName,
  isStatusFilter,
  STATUS_FILTERS,
  statusName,
  TICKET_STATUS,
  type TicketStatusName,
} from '../../../../src/core/tickets/ticket-status';
import { textOf } from '../helpers';

// §4 Support ticket states: 1 Open, 2 Closed, 3 Re-Opened, anything else Unknown; -1 is the filter's "all";
// reply and close only while not closed, reopen only when closed.

const label = (name: TicketStatusName | 'all', locale: 'en' | 'ar' = 'en') =>
  textOf({ key: `tickets.status.${name}` }, locale);

describe('statusName (§4)', () => {
  it.each([
    [1, 'open', 'Open', 'مفتوحة'],
    [2, 'closed', 'Closed', 'مغلقة'],
    [3, 'reopened', 'Re-Opened', 'أعيد فتحها'],
  ] as const)('%d is %s, shown as %j / %j', (status, name, en, ar) => {
    expect(statusName(status)).toBe(name);
    expect(label(name)).toBe(en);
    expect(label(name, 'ar')).toBe(ar);
  });

  it.each([0, 4, -1, -2, 1.5, 99, NaN, Infinity])('%d is Unknown', (status) => {
    expect(statusName(status)).toBe('unknown');
  });

  it('Unknown has its words in both languages', () => {
    expect(label('unknown')).toBe('Unknown');
    expect(label('unknown', 'ar')).toBe('غير معروفة');
  });
});

describe('canReply / canReopen (§4)', () => {
  it.each([
    [1, true, false],
    [2, false, true],
    [3, true, false],
    [0, true, false],
    [4, true, false],
    [-1, true, false],
    [NaN, true, false],
  ])('status %d: canReply %s, canReopen %s', (status, reply, reopen) => {
    expect(canReply(status)).toBe(reply);
    expect(canReopen(status)).toBe(reopen);
  });

  it('exactly one of the two holds for every status', () => {
    for (const status of [-1, 0, 1, 2, 3, 4, NaN]) expect(canReply(status)).toBe(!canReopen(status));
  });
});

describe('status filter (§2 dropdown, §9 default -1)', () => {
  it('offers All -1, Open 1, Closed 2, Re-Opened 3 in that order', () => {
    expect(STATUS_FILTERS).toEqual([-1, 1, 2, 3]);
    expect(TICKET_STATUS).toEqual({ all: -1, open: 1, closed: 2, reopened: 3 });
    expect(STATUS_FILTERS.map(filterName)).toEqual(['all', 'open', 'closed', 'reopened']);
    expect(STATUS_FILTERS.map((status) => label(filterName(status)))).toEqual(['All', 'Open', 'Closed', 'Re-Opened']);
    expect(STATUS_FILTERS.map((status) => label(filterName(status), 'ar'))).toEqual([
      'الكل',
      'مفتوحة',
      'مغلقة',
      'أعيد فتحها',
    ]);
  });

  it.each([-1, 1, 2, 3])('%d is a filter', (value) => {
    expect(isStatusFilter(value)).toBe(true);
  });

  it.each([0, 4, -2, 9, 1.5, NaN])('%d is not a filter', (value) => {
    expect(isStatusFilter(value)).toBe(false);
  });
});
