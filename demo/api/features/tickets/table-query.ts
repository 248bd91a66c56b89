import type { ApiRequest } from '../../request';
import { FieldErrors, text } from '../../validation';

// The list bodies (§3 Ticket list request; the support type table): status, page, limit and search, checked at once.

/** Largest page a list call may ask for. */
const LIMIT_MAX = 100;

export interface TableQuery {
  status: number;
  /** Zero-based, whatever base the call uses on the wire. */
  pageIndex: number;
  limit: number;
  search: string;
}

export interface TableRules {
  /** The page number of the first page on the wire: 0 for the ticket table, 1 for the support type table. */
  firstPage: 0 | 1;
  /** Used when the call leaves `limit` out. */
  defaultLimit: number;
  /** The statuses accepted; -1 means every status. */
  statuses: readonly number[];
}

/** Reads a list body after the router's shape check (numbers are numbers); missing fields take the list defaults; 422 names every bad one. */
export function readTableQuery(req: ApiRequest, body: Record<string, unknown>, rules: TableRules): TableQuery {
  const status = body.status ?? -1;
  const page = body.page ?? rules.firstPage;
  const limit = body.limit ?? rules.defaultLimit;
  const errors = new FieldErrors(req);
  if (!rules.statuses.includes(status as number))
    errors.add('status', 'ticketStatusInvalid', { allowed: rules.statuses.join(', ') });
  if (!Number.isSafeInteger(page) || (page as number) < rules.firstPage)
    errors.add('page', 'ticketPageInvalid', { min: rules.firstPage });
  if (!Number.isInteger(limit) || (limit as number) < 1 || (limit as number) > LIMIT_MAX)
    errors.add('limit', 'ticketLimitInvalid', { max: LIMIT_MAX });
  errors.throwIfAny();
  return {
    status: status as number,
    pageIndex: (page as number) - rules.firstPage,
    limit: limit as number,
    search: text(body, 'search'),
  };
}
