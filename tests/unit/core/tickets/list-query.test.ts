import { validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { SEARCH_MAX, TicketTableBody, type Pagination } from '../../../../src/core/api/schemas/tickets';
import {
  DEFAULT_LIST_QUERY,
  listQueryString,
  normalizeSearch,
  pageView,
  parseListQuery,
  tableRequest,
  TICKET_PAGE_SIZE,
  type TicketListQuery,
} from '../../../../src/core/tickets/list-query';
import { textOf } from '../helpers';

// §2 list (filter, search and page in the URL; 'from-to of total'; 'page x of y'), §7 support/ticket/table
// (page zero-based on the wire, 1-based in the list's own query), §9 default page size 10 and status -1.

const query = (overrides: Partial<TicketListQuery> = {}): TicketListQuery => ({ ...DEFAULT_LIST_QUERY, ...overrides });
const numbers = (overrides: Partial<Pagination> = {}): Pagination => ({
  current_page: 1,
  per_page: 10,
  total: 25,
  last_page: 3,
  from: 1,
  to: 10,
  ...overrides,
});

describe('parseListQuery', () => {
  it('defaults to status -1, page 1, no search (§9)', () => {
    expect(DEFAULT_LIST_QUERY).toEqual({ status: -1, page: 1, search: '' });
    expect(TICKET_PAGE_SIZE).toBe(10);
    expect(parseListQuery('')).toEqual({ status: -1, page: 1, search: '' });
    expect(parseListQuery('?')).toEqual({ status: -1, page: 1, search: '' });
    expect(parseListQuery('?other=1')).toEqual({ status: -1, page: 1, search: '' });
  });

  it('reads every valid status, page and search', () => {
    expect(parseListQuery('?status=2&page=3&search=printer')).toEqual({ status: 2, page: 3, search: 'printer' });
    for (const status of [-1, 1, 2, 3]) expect(parseListQuery(`?status=${status}`).status).toBe(status);
  });

  it.each(['9', '0', '4', '-2', 'abc', '', '1.5', 'NaN'])('status %j falls back to all (-1)', (status) => {
    expect(parseListQuery(`?status=${encodeURIComponent(status)}&page=2`)).toEqual({ status: -1, page: 2, search: '' });
  });

  it.each(['0', '-1', '1.5', '2e3', 'abc', '', ' 2', '0x10', 'Infinity', '99999999999999999999', '100001'])(
    'page %j falls back to 1',
    (page) => {
      expect(parseListQuery(`?status=1&page=${encodeURIComponent(page)}`)).toEqual({ status: 1, page: 1, search: '' });
    },
  );

  it('keeps any whole page from 1 up to 100000 (leading zeros read as digits)', () => {
    expect(parseListQuery('?page=1').page).toBe(1);
    expect(parseListQuery('?page=2').page).toBe(2);
    expect(parseListQuery('?page=007').page).toBe(7);
    expect(parseListQuery('?page=100000').page).toBe(100000);
  });

  it('trims the search and keeps its inner spaces and case', () => {
    expect(parseListQuery('?search=%20%20Printer%20Jam%20%20').search).toBe('Printer Jam');
    expect(parseListQuery('?search=Printer+Jam').search).toBe('Printer Jam');
    expect(parseListQuery('?search=%20%20%20').search).toBe('');
  });

  it(`caps the search at ${SEARCH_MAX} characters`, () => {
    expect(SEARCH_MAX).toBe(100);
    const long = 'x'.repeat(SEARCH_MAX + 50);
    expect(parseListQuery(`?search=${long}`).search).toBe('x'.repeat(SEARCH_MAX));
    expect(parseListQuery(`?search=${'y'.repeat(SEARCH_MAX)}`).search).toHaveLength(SEARCH_MAX);
  });
});

describe('normalizeSearch', () => {
  it.each([
    ['', ''],
    ['   ', ''],
    ['  a  ', 'a'],
    ['two words', 'two words'],
    ['تذكرة', 'تذكرة'],
  ])('%j → %j', (text, sent) => {
    expect(normalizeSearch(text)).toBe(sent);
  });

  it('is trimmed after the cap too: a space at the cut is not sent', () => {
    const text = `${'a'.repeat(SEARCH_MAX - 1)} b`;
    const sent = normalizeSearch(text);
    expect(sent).toBe('a'.repeat(SEARCH_MAX - 1));
    expect(sent.length).toBeLessThanOrEqual(SEARCH_MAX);
  });

  it('is never longer than the table body allows', () => {
    for (const text of ['x'.repeat(SEARCH_MAX + 1), ` ${'x'.repeat(SEARCH_MAX)} `, 'x'.repeat(5000)]) {
      expect(validate(tableRequest(query({ search: normalizeSearch(text) })), TicketTableBody)[0]).toBeUndefined();
    }
  });
});

describe('listQueryString', () => {
  it('leaves defaults out ("" when all are default)', () => {
    expect(listQueryString(DEFAULT_LIST_QUERY)).toBe('');
    expect(listQueryString(query({ status: 1 }))).toBe('?status=1');
    expect(listQueryString(query({ page: 2 }))).toBe('?page=2');
    expect(listQueryString(query({ search: 'jam' }))).toBe('?search=jam');
    expect(listQueryString(query({ status: 3, page: 4, search: 'a b' }))).toBe('?status=3&search=a+b&page=4');
  });

  it("keeps the host page's own parameters and replaces only status, search and page", () => {
    expect(listQueryString(query({ status: 2 }), '?section=support&page=3')).toBe('?section=support&status=2');
    expect(listQueryString(DEFAULT_LIST_QUERY, '?section=support&status=1&search=x')).toBe('?section=support');
  });

  it.each([
    query(),
    query({ status: 1 }),
    query({ status: 2, page: 3 }),
    query({ status: 3, page: 12, search: 'printer jam' }),
    query({ search: 'a&b=c#d?e+f%20' }),
    query({ search: 'تذكرة الدفع' }),
  ])('round-trips %j through the URL', (value) => {
    expect(parseListQuery(listQueryString(value))).toEqual(value);
  });
});

describe('tableRequest: the one place the page bases meet (§7)', () => {
  it.each([
    [1, 0],
    [2, 1],
    [3, 2],
    [10, 9],
  ])('list page %d is table page %d', (page, wire) => {
    expect(tableRequest(query({ page })).page).toBe(wire);
  });

  it('sends status, limit 10 by default and the search', () => {
    expect(tableRequest(DEFAULT_LIST_QUERY)).toEqual({ status: -1, page: 0, limit: 10, search: '' });
    expect(tableRequest(query({ status: 2, page: 3, search: 'jam' }))).toEqual({
      status: 2,
      page: 2,
      limit: 10,
      search: 'jam',
    });
    expect(tableRequest(query({ page: 2 }), 25)).toEqual({ status: -1, page: 1, limit: 25, search: '' });
  });

  it('is a valid table body', () => {
    expect(validate(tableRequest(query({ status: 3, page: 2, search: 'x' })), TicketTableBody)[0]).toBeUndefined();
  });
});

describe('pageView', () => {
  const range = (view: { from: number; to: number; total: number }, locale: 'en' | 'ar' = 'en') =>
    textOf({ key: 'tickets.results.range', params: { from: view.from, to: view.to, total: view.total } }, locale);
  const pageOf = (view: { page: number; pages: number }) =>
    textOf({ key: 'tickets.pager.page', params: { page: view.page, pages: view.pages } });

  it('first page of three: 1-10 of 25, next only', () => {
    const view = pageView(query({ page: 1 }), numbers(), 10);
    expect(view).toEqual({
      from: 1,
      to: 10,
      total: 25,
      page: 1,
      pages: 3,
      hasPrevious: false,
      hasNext: true,
      beyondEnd: false,
    });
    expect(range(view)).toBe('1-10 of 25');
    expect(range(view, 'ar')).toBe('١-١٠ من ٢٥');
    expect(pageOf(view)).toBe('Page 1 of 3');
  });

  it('middle page: 11-20 of 25, previous and next', () => {
    const view = pageView(query({ page: 2 }), numbers({ current_page: 2, from: 11, to: 20 }), 10);
    expect(view).toMatchObject({
      from: 11,
      to: 20,
      page: 2,
      pages: 3,
      hasPrevious: true,
      hasNext: true,
      beyondEnd: false,
    });
    expect(range(view)).toBe('11-20 of 25');
    expect(pageOf(view)).toBe('Page 2 of 3');
  });

  it('last page: 21-25 of 25, previous only', () => {
    const view = pageView(query({ page: 3 }), numbers({ current_page: 3, from: 21, to: 25 }), 5);
    expect(view).toMatchObject({
      from: 21,
      to: 25,
      page: 3,
      pages: 3,
      hasPrevious: true,
      hasNext: false,
      beyondEnd: false,
    });
    expect(range(view)).toBe('21-25 of 25');
  });

  it('derives from/to from the page and the rows when the server sends null', () => {
    expect(pageView(query({ page: 3 }), numbers({ current_page: 3, from: null, to: null }), 5)).toMatchObject({
      from: 21,
      to: 25,
    });
    expect(
      pageView(query({ page: 2 }), numbers({ current_page: 2, from: undefined, to: undefined }), 10),
    ).toMatchObject({ from: 11, to: 20 });
    expect(pageView(query({ page: 1 }), numbers({ from: 1, to: null }), 7)).toMatchObject({ from: 1, to: 7 });
  });

  it('one page only: no previous, no next (the pager hides)', () => {
    const view = pageView(query(), numbers({ total: 4, last_page: 1, from: 1, to: 4 }), 4);
    expect(view).toMatchObject({
      from: 1,
      to: 4,
      total: 4,
      pages: 1,
      hasPrevious: false,
      hasNext: false,
      beyondEnd: false,
    });
  });

  it('an empty list: 0-0 of 0 on one page, nothing beyond the end', () => {
    const view = pageView(query(), numbers({ total: 0, last_page: 1, from: null, to: null }), 0);
    expect(view).toEqual({
      from: 0,
      to: 0,
      total: 0,
      page: 1,
      pages: 1,
      hasPrevious: false,
      hasNext: false,
      beyondEnd: false,
    });
    expect(pageView(query(), numbers({ total: 0, last_page: 0, from: null, to: null }), 0).pages).toBe(1);
  });

  it('a page past the last one is beyond the end', () => {
    const view = pageView(query({ page: 5 }), numbers({ current_page: 5, from: null, to: null }), 0);
    expect(view).toMatchObject({
      from: 0,
      to: 0,
      total: 25,
      page: 5,
      pages: 3,
      hasNext: false,
      hasPrevious: true,
      beyondEnd: true,
    });
    expect(pageView(query({ page: 4 }), numbers({ current_page: 4, from: null, to: null }), 0).beyondEnd).toBe(true);
  });

  it('pages are never fewer than the total needs, nor fewer than 1', () => {
    expect(pageView(query(), numbers({ last_page: 1 }), 10).pages).toBe(3);
    expect(pageView(query(), numbers({ last_page: 0, per_page: 0 }), 10).pages).toBe(3);
    expect(pageView(query(), numbers({ total: 26, last_page: 0 }), 10).pages).toBe(3);
    expect(pageView(query(), numbers({ total: 31, last_page: 0 }), 10).pages).toBe(4);
    expect(pageView(query(), numbers({ total: -5, last_page: 0, from: null, to: null }), 0)).toMatchObject({
      total: 0,
      pages: 1,
    });
  });
});
