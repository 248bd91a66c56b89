/** §4 ticket status numbers; -1 is the list filter's "all", never a ticket's own status. */
export const TICKET_STATUS = { all: -1, open: 1, closed: 2, reopened: 3 } as const;

/** The status filter's options, in the dropdown's order. */
export const STATUS_FILTERS = [
  TICKET_STATUS.all,
  TICKET_STATUS.open,
  TICKET_STATUS.closed,
  TICKET_STATUS.reopened,
] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export type TicketStatusName = 'open' | 'closed' | 'reopened' | 'unknown';

/** 1 Open, 2 Closed, 3 Re-Opened; any other number is Unknown (§4). */
export function statusName(status: number): TicketStatusName {
  if (status === TICKET_STATUS.open) return 'open';
  if (status === TICKET_STATUS.closed) return 'closed';
  if (status === TICKET_STATUS.reopened) return 'reopened';
  return 'unknown';
}

/** The dropdown's key for a filter value. */
export function filterName(status: StatusFilter): TicketStatusName | 'all' {
  return status === TICKET_STATUS.all ? 'all' : statusName(status);
}

export function isStatusFilter(value: number): value is StatusFilter {
  return (STATUS_FILTERS as readonly number[]).includes(value);
}

/** §4: reply (and close with it) only while the ticket is not closed. */
export function canReply(status: number): boolean {
  return status !== TICKET_STATUS.closed;
}

/** §4: reopen only a closed ticket. */
export function canReopen(status: number): boolean {
  return status === TICKET_STATUS.closed;
}
