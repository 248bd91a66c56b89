import type { Struct } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { maxLengthOf, TEXT_MAX } from '../../../../src/core/api/schemas/limits';
import {
  CreatedTicketSchema,
  CreateTicketBody,
  DESCRIPTION_HARD_MAX,
  PaginationSchema,
  REPLY_MAX,
  SEARCH_MAX,
  SupportTypeAnswer,
  SupportTypeTableBody,
  TicketReplyBody,
  TicketSchema,
  TicketTableBody,
  TicketTableSchema,
} from '../../../../src/core/api/schemas/tickets';
import { fails, ok, read } from '../schema-check';

// §3 Support ticket, Ticket reply, Support type, Pagination; §7 the answers' shapes (types from data.rows, rows, data
// or the array) and the request bodies with their length caps.

const types = [
  { id: 1, name_en: 'Technical Support', name_ar: 'الدعم الفني', value: 'technical_support', label: null },
  { id: '2', name_en: 'Billing', value: 'billing' },
];
const expected = [
  { id: '1', name_en: 'Technical Support', name_ar: 'الدعم الفني', value: 'technical_support', label: null },
  { id: '2', name_en: 'Billing', value: 'billing' },
];

describe('SupportTypeAnswer (§7, after the envelope)', () => {
  it.each([
    ['data.rows', { data: { rows: types } }],
    ['rows', { rows: types }],
    ['data', { data: types }],
    ['the array itself', types],
  ])('reads the types from %s', (_case, answer) => {
    expect(ok(answer, SupportTypeAnswer)).toEqual(expected);
  });

  it('an empty list is a list (the form then falls back to the built-in types)', () => {
    expect(ok([], SupportTypeAnswer)).toEqual([]);
    expect(ok({ rows: [] }, SupportTypeAnswer)).toEqual([]);
    expect(ok({ data: { rows: [] } }, SupportTypeAnswer)).toEqual([]);
  });

  it.each([
    ['null', null],
    ['a string', 'types'],
    ['rows that are not a list', { rows: 'x' }],
    ['data that is not a list', { data: 'x' }],
    ['a type without a value', [{ id: 1, name_en: 'No value' }]],
    ['a type without an id', [{ value: 'x' }]],
  ])('rejects %s', (_case, answer) => {
    fails(answer, SupportTypeAnswer);
  });
});

const ticket = {
  id: 7,
  no: 1042,
  title: 'Cannot open lecture',
  name: 'Layla Learner',
  email: 'l@academy.test',
  phone: null,
  training_location: 'Riyadh',
  type: 'technical_support',
  status: '2',
  description: '<p>Hello</p>',
  user_id: 3,
  file_id: null,
  replies: '4',
  created_at: '2026-11-22T09:00:00Z',
  created_at_formatted: '22 Nov 2026',
  histories: [{ id: 1, content: '<p>Reply</p>', user: { name: 'Support' }, created_at_formatted: 'today' }],
};

describe('TicketSchema (§3)', () => {
  it('keeps ids as strings and status and replies as numbers', () => {
    const read = ok(ticket, TicketSchema);
    expect(read).toMatchObject({ id: '7', no: '1042', status: 2, replies: 4, user_id: '3', file_id: null });
    expect(read.histories?.[0]).toMatchObject({ id: '1', content: '<p>Reply</p>', user: { name: 'Support' } });
  });

  it('accepts the numbers as numbers too, and optional fields left out', () => {
    expect(ok({ id: '7', no: '1042', title: 'T', status: 1, replies: 0 }, TicketSchema)).toMatchObject({
      id: '7',
      no: '1042',
      status: 1,
      replies: 0,
    });
    expect(ok({ id: 1, no: 1, title: 'T', status: 3, histories: null, replies: null }, TicketSchema)).toMatchObject({
      histories: null,
      replies: null,
    });
  });

  it('a history author may come as name instead of user.name', () => {
    const read = ok({ ...ticket, histories: [{ id: 2, content: 'x', name: 'Agent', user: null }] }, TicketSchema);
    expect(read.histories?.[0]).toMatchObject({ name: 'Agent', user: null });
  });

  it.each([
    ['no id', { ...ticket, id: undefined }],
    ['no number', { ...ticket, no: undefined }],
    ['no title', { ...ticket, title: undefined }],
    ['no status', { ...ticket, status: undefined }],
    ['a status that is not a number', { ...ticket, status: 'closed' }],
    ['a reply count that is not a number', { ...ticket, replies: 'many' }],
    ['a history entry without content', { ...ticket, histories: [{ id: 1 }] }],
  ])('rejects a ticket with %s', (_case, value) => {
    fails(value, TicketSchema);
  });
});

describe('TicketTableSchema (§7 rows + row_numbers)', () => {
  it('reads the rows and the pagination, numbers from numeric strings, from/to null when empty', () => {
    const table = ok(
      {
        rows: [ticket],
        row_numbers: { current_page: '2', per_page: '10', total: '25', last_page: '3', from: '11', to: '20' },
      },
      TicketTableSchema,
    );
    expect(table.rows[0]).toMatchObject({ id: '7', status: 2 });
    expect(table.row_numbers).toEqual({ current_page: 2, per_page: 10, total: 25, last_page: 3, from: 11, to: 20 });
    expect(
      ok(
        { rows: [], row_numbers: { current_page: 1, per_page: 10, total: 0, last_page: 1, from: null, to: null } },
        TicketTableSchema,
      ).rows,
    ).toEqual([]);
  });

  it('rejects an answer without rows or row_numbers, or a malformed row', () => {
    fails({ row_numbers: { current_page: 1, per_page: 10, total: 0, last_page: 1 } }, TicketTableSchema);
    fails({ rows: [] }, TicketTableSchema);
    fails(
      { rows: [{ id: 1 }], row_numbers: { current_page: 1, per_page: 10, total: 1, last_page: 1 } },
      TicketTableSchema,
    );
    fails({ current_page: 1, per_page: 'ten', total: 0, last_page: 1 }, PaginationSchema);
  });
});

describe('CreatedTicketSchema', () => {
  it('reads the new ticket id and number as strings', () => {
    expect(ok({ id: 12, no: 1050, title: 'ignored' }, CreatedTicketSchema)).toMatchObject({ id: '12', no: '1050' });
    fails({ id: 12 }, CreatedTicketSchema);
  });
});

describe('request bodies and their caps', () => {
  const text = (length: number) => 'x'.repeat(length);

  /** One capped field of a body: the rest of a valid body, the field and the cap it must declare. */
  function capped<T, S extends object>(schema: Struct<T, S>, rest: object, field: keyof S & string, cap: number) {
    const declared = maxLengthOf(schema.schema[field] as Struct<unknown, unknown>);
    return { check: (value: string) => read({ ...rest, [field]: value }, schema)[0], field, cap, declared };
  }

  it.each([
    ['TicketTableBody.search', capped(TicketTableBody, { status: -1, page: 0, limit: 10 }, 'search', SEARCH_MAX), 100],
    [
      'SupportTypeTableBody.search',
      capped(SupportTypeTableBody, { status: -1, page: 1, limit: 100 }, 'search', SEARCH_MAX),
      100,
    ],
    ['CreateTicketBody.type', capped(CreateTicketBody, { title: 'T', description: 'D' }, 'type', TEXT_MAX), 255],
    ['CreateTicketBody.title', capped(CreateTicketBody, { type: 't', description: 'D' }, 'title', TEXT_MAX), 255],
    [
      'CreateTicketBody.description',
      capped(CreateTicketBody, { type: 't', title: 'T' }, 'description', DESCRIPTION_HARD_MAX),
      4000,
    ],
    [
      'TicketReplyBody.content',
      capped(TicketReplyBody, { ticket_id: '7', close_now: false }, 'content', REPLY_MAX),
      5000,
    ],
  ])('%s accepts up to its cap and no more', (_name, { check, field, cap, declared }, value) => {
    expect(cap).toBe(value);
    expect(declared).toBe(cap);
    expect(check(text(cap))).toBeUndefined();
    expect(check('')).toBeUndefined();
    expect(check(text(cap + 1))?.path).toEqual([field]);
  });

  it('the create body holds the description rule well inside its cap (§5: 20 to 1000)', () => {
    expect(DESCRIPTION_HARD_MAX).toBeGreaterThan(1000);
  });

  it('a reply names its ticket by string or number id and says whether it closes it (§3 Ticket reply)', () => {
    expect(read({ ticket_id: 7, content: 'Thanks', close_now: true }, TicketReplyBody)[0]).toBeUndefined();
    expect(read({ ticket_id: '7', content: 'Thanks', close_now: false }, TicketReplyBody)[0]).toBeUndefined();
    fails({ ticket_id: '7', content: 'Thanks' }, TicketReplyBody);
    fails({ ticket_id: '7', content: 'Thanks', close_now: 'yes' }, TicketReplyBody);
    fails({ content: 'Thanks', close_now: false }, TicketReplyBody);
  });

  it('the table body takes status, page, limit and search, numbers from numeric strings', () => {
    expect(ok({ status: '2', page: '0', limit: '10', search: '' }, TicketTableBody)).toEqual({
      status: 2,
      page: 0,
      limit: 10,
      search: '',
    });
    fails({ status: -1, page: 0, limit: 10 }, TicketTableBody);
    fails({ status: 'all', page: 0, limit: 10, search: '' }, TicketTableBody);
  });
});
