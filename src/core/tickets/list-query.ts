import type { Pagination, TicketTableRequest } from '../api/schemas/tickets';
import { SEARCH_MAX } from '../api/schemas/tickets';
import { isStatusFilter, TICKET_STATUS, type StatusFilter } from './ticket-status';

/** §9: the list shows 10 tickets a page, all statuses, by default. */
export const TICKET_PAGE_SIZE = 10;
/** A page number beyond this in a URL is a typo or an attack, not a page. */
const PAGE_MAX = 100_000;

/** What the list shows, as kept in the URL query: `page` is 1-based, as people count. */
export interface TicketListQuery {
  status: StatusFilter;
  page: number;
  search: string;
}

export const DEFAULT_LIST_QUERY: TicketListQuery = { status: TICKET_STATUS.all, page: 1, search: '' };

/** Reads `?status=&page=&search=`; a missing or malformed value falls back to its default. */
export function parseListQuery(search: string): TicketListQuery {
  const params = new URLSearchParams(search);
  const status = Number(params.get('status') ?? NaN);
  const pageText = params.get('page') ?? '';
  const page = /^\d{1,6}$/.test(pageText) ? Number(pageText) : NaN;
  return {
    status: Number.isInteger(status) && isStatusFilter(status) ? status : DEFAULT_LIST_QUERY.status,
    page: page >= 1 && page <= PAGE_MAX ? page : DEFAULT_LIST_QUERY.page,
    search: normalizeSearch(params.get('search') ?? ''),
  };
}

/** Search text as sent: trimmed and capped (trimmed again: the cut may end on a space). */
export function normalizeSearch(text: string): string {
  return text.trim().slice(0, SEARCH_MAX).trimEnd();
}

/**
 * The URL query for `query`, defaults left out ('' when everything is default). The page's other parameters
 * (`current`, a host portal's own) are kept as they are.
 */
export function listQueryString(query: TicketListQuery, current = ''): string {
  const params = new URLSearchParams(current);
  const put = (key: string, value: string | null) => (value === null ? params.delete(key) : params.set(key, value));
  put('status', query.status !== DEFAULT_LIST_QUERY.status ? String(query.status) : null);
  put('search', query.search || null);
  put('page', query.page !== DEFAULT_LIST_QUERY.page ? String(query.page) : null);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The one place the two page bases meet: the list counts from 1, support/ticket/table from 0 (§7). */
export function tableRequest(query: TicketListQuery, limit: number = TICKET_PAGE_SIZE): TicketTableRequest {
  return { status: query.status, page: query.page - 1, limit, search: query.search };
}

/** What the results card and the pager show. */
export interface PageView {
  from: number;
  to: number;
  total: number;
  page: number;
  pages: number;
  hasPrevious: boolean;
  hasNext: boolean;
  /** The requested page lies past the last one (the list then moves to the last page). */
  beyondEnd: boolean;
}

/**
 * 'from-to of total' and 'page x of y' from the answer's `row_numbers` (1-based `current_page`, 1-based row ordinals);
 * ordinals the server leaves out are derived from the page and the rows received.
 */
export function pageView(query: TicketListQuery, numbers: Pagination, rowCount: number): PageView {
  const total = Math.max(0, numbers.total);
  const perPage = numbers.per_page > 0 ? numbers.per_page : TICKET_PAGE_SIZE;
  const pages = Math.max(1, numbers.last_page, Math.ceil(total / perPage));
  const page = query.page;
  const derivedFrom = rowCount > 0 ? (page - 1) * perPage + 1 : 0;
  const from = rowCount > 0 ? (numbers.from ?? derivedFrom) : 0;
  const to = rowCount > 0 ? (numbers.to ?? from + rowCount - 1) : 0;
  return {
    from,
    to,
    total,
    page,
    pages,
    hasPrevious: page > 1,
    hasNext: page < pages,
    beyondEnd: page > pages && total > 0,
  };
}
