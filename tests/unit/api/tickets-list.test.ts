// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  BOTH_TICKET_COUNT,
  DESCRIPTION_ONLY_WORD,
  FIRST_TICKET_NO,
  LEARNER_OPEN_TICKET_NO,
  LEARNER_TICKET_COUNTS,
  SUPPORT_TYPE_VALUES,
  TRAINER_TICKET_COUNT,
} from '../../../demo/api/features/tickets/ids';
import { useTestApi } from './helpers';

// POST support/ticket/table (own tickets, filters, search, zero-based paging) and POST base/support/type/table.

interface Row {
  id: number;
  no: number;
  title: string;
  status: number;
  description: string;
  user_id: number;
  replies: number;
  histories?: unknown;
}
interface Pagination {
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
  from: number | null;
  to: number | null;
}
interface Table<T = Row> {
  rows: T[];
  row_numbers: Pagination;
}

const LIST = { status: -1, page: 0, limit: 10, search: '' };
/** The learner's ticket ids, newest first (ids 2, 7, 10, 16, 22, 26 are other users'). */
const LEARNER_IDS = [
  33, 32, 31, 30, 29, 28, 27, 25, 24, 23, 21, 20, 19, 18, 17, 15, 14, 13, 12, 11, 9, 8, 6, 5, 4, 3, 1,
];

// One API for the file (a test's writes are undone by the re-seed before the next).
const t = useTestApi();

describe("support/ticket/table: the user's own tickets, filtered, searched and paged", () => {
  async function list(patch: Record<string, unknown> = {}, as = 'learner', lang?: string) {
    const token = await t.login(as);
    return t.call<Table>('support/ticket/table', { token, body: { ...LIST, ...patch }, lang });
  }
  const ids = (table: Table) => table.rows.map((row) => row.id);

  it("lists only the signed-in user's tickets, newest first, with replies counted and no histories", async () => {
    const all = await list({ limit: 100 });
    expect(all.status).toBe(200);
    expect(all.body.message).toBe('OK');
    expect(ids(all.body.data)).toEqual(LEARNER_IDS);
    expect(all.body.data.rows.every((row) => row.user_id === 1 && row.histories === undefined)).toBe(true);
    expect(all.body.data.rows.find((row) => row.id === 25)?.replies).toBe(4);
    expect(all.body.data.rows.find((row) => row.id === 6)?.replies).toBe(0);
    expect(all.body.data.rows.every((row) => row.no === FIRST_TICKET_NO - 1 + row.id)).toBe(true);
    expect((await list({ limit: 100 }, 'trainer')).body.data.row_numbers.total).toBe(TRAINER_TICKET_COUNT);
    expect((await list({ limit: 100 }, 'both')).body.data.row_numbers.total).toBe(BOTH_TICKET_COUNT);
    const none = await list({}, 'newcomer');
    expect(none.body.data).toEqual({
      rows: [],
      row_numbers: { current_page: 1, per_page: 10, total: 0, last_page: 1, from: null, to: null },
    });
  });

  it.each([
    [1, LEARNER_TICKET_COUNTS.open],
    [2, LEARNER_TICKET_COUNTS.closed],
    [3, LEARNER_TICKET_COUNTS.reopened],
    [-1, LEARNER_TICKET_COUNTS.all],
  ])('status %i filters to %i tickets', async (status, count) => {
    const res = await list({ status, limit: 100 });
    expect(res.body.data.row_numbers.total).toBe(count);
    expect(res.body.data.rows).toHaveLength(count);
    if (status !== -1) expect(res.body.data.rows.every((row) => row.status === status)).toBe(true);
  });

  it('pages zero-based on the wire and answers 1-based row numbers at every boundary', async () => {
    const first = await list({ page: 0 });
    expect(ids(first.body.data)).toEqual(LEARNER_IDS.slice(0, 10));
    expect(first.body.data.row_numbers).toEqual({
      current_page: 1,
      per_page: 10,
      total: 27,
      last_page: 3,
      from: 1,
      to: 10,
    });
    const second = await list({ page: 1 });
    expect(ids(second.body.data)).toEqual(LEARNER_IDS.slice(10, 20));
    expect(second.body.data.row_numbers).toMatchObject({ current_page: 2, from: 11, to: 20 });
    const last = await list({ page: 2 });
    expect(ids(last.body.data)).toEqual(LEARNER_IDS.slice(20));
    expect(last.body.data.row_numbers).toEqual({
      current_page: 3,
      per_page: 10,
      total: 27,
      last_page: 3,
      from: 21,
      to: 27,
    });
    const past = await list({ page: 3 });
    expect(past.status).toBe(200);
    expect(past.body.data).toEqual({
      rows: [],
      row_numbers: { current_page: 4, per_page: 10, total: 27, last_page: 3, from: null, to: null },
    });
    expect((await list({ page: 1e9 })).body.data.rows).toEqual([]);
  });

  it.each([
    [27, 1, 27],
    [26, 2, 26],
    [1, 27, 1],
    [100, 1, 27],
  ])('limit %i gives %i pages, the first ending at row %i', async (limit, lastPage, to) => {
    const res = await list({ limit });
    expect(res.body.data.row_numbers).toMatchObject({ per_page: limit, last_page: lastPage, from: 1, to, total: 27 });
  });

  it('takes the list defaults for missing or null fields (every status, first page, 10 rows)', async () => {
    const token = await t.login('learner');
    const res = await t.call<Table>('support/ticket/table', { token, body: { status: null } });
    expect(res.status).toBe(200);
    expect(ids(res.body.data)).toEqual(LEARNER_IDS.slice(0, 10));
  });

  it.each([
    ['title, any case', '  CERTIFICATE ', [23, 9]],
    ['title words', 'payment', [25, 17, 3]],
    ['description only', DESCRIPTION_ONLY_WORD.toUpperCase(), [15, 8]],
    ['an Arabic title', 'الامتحان', [19]],
    ['an Arabic description word', 'شهادة', [29]],
    ['a whole number', String(LEARNER_OPEN_TICKET_NO), [24]],
    ['part of a number (own tickets only)', '24012', [29, 28, 27, 25, 24, 23, 21, 20]],
    ['nothing', 'no-such-words-anywhere', []],
    ['markup only (tags and attributes are not words)', 'onerror', []],
  ])('searches by %s', async (_what, search, expected) => {
    const res = await list({ search, limit: 100 });
    expect(ids(res.body.data)).toEqual(expected);
    expect(res.body.data.row_numbers.total).toBe(expected.length);
  });

  it('combines status and search, and pages the matches', async () => {
    expect(ids((await list({ status: 2, search: 'certificate' })).body.data)).toEqual([23, 9]);
    expect(ids((await list({ status: 1, search: 'certificate' })).body.data)).toEqual([]);
    const paged = await list({ search: 'exam', limit: 3, page: 1 });
    expect(ids(paged.body.data)).toEqual([4]);
    expect(paged.body.data.row_numbers).toEqual({
      current_page: 2,
      per_page: 3,
      total: 4,
      last_page: 2,
      from: 4,
      to: 4,
    });
  });

  it("never finds another user's ticket, even by its number", async () => {
    const trainer = await list({ search: String(LEARNER_OPEN_TICKET_NO) }, 'trainer');
    expect(trainer.body.data.rows).toEqual([]);
  });

  it.each([
    ['status', { status: 0 }],
    ['status', { status: 4 }],
    ['status', { status: -2 }],
    ['status', { status: 1.5 }],
    ['page', { page: -1 }],
    ['page', { page: 0.5 }],
    ['limit', { limit: 0 }],
    ['limit', { limit: 101 }],
    ['limit', { limit: 2.5 }],
  ])('answers 422 for a bad %s (%o)', async (field, patch) => {
    const res = await list(patch);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.data as object)).toEqual([field]);
  });

  it('names every bad field at once, in English and Arabic', async () => {
    const bad = { status: 9, page: -1, limit: 0 };
    const en = await list(bad);
    expect(en.status).toBe(422);
    expect(en.body).toEqual({
      message: 'The status must be one of -1, 1, 2, 3.',
      status_text: 'Unprocessable Entity',
      data: {
        status: ['The status must be one of -1, 1, 2, 3.'],
        page: ['The page must be a whole number of at least 0.'],
        limit: ['The limit must be a whole number from 1 to 100.'],
      },
    });
    const ar = await list(bad, 'learner', 'ar');
    expect(ar.body.data).toEqual({
      status: ['يجب أن تكون الحالة إحدى القيم -1, 1, 2, 3.'],
      page: ['يجب أن تكون الصفحة عددًا صحيحًا لا يقل عن ٠.'],
      limit: ['يجب أن يكون الحد عددًا صحيحًا من ١ إلى ١٠٠.'],
    });
  });

  it('caps the search at 100 characters and rejects non-numbers by the client schema', async () => {
    expect((await list({ search: 's'.repeat(100) })).status).toBe(200);
    const long = await list({ search: 's'.repeat(101) });
    expect(long.status).toBe(422);
    expect(long.body.message).toBe('The search may not be greater than 100 characters.');
    const text = await list({ status: 'open' });
    expect(text.body.data).toEqual({ status: ['The status field has the wrong type.'] });
  });

  it('requires a signed-in user', async () => {
    expect((await t.call('support/ticket/table', { body: LIST })).status).toBe(401);
  });
});

interface SupportType {
  id: number;
  name_en: string;
  name_ar: string;
  value: string;
  label: string;
}

describe('base/support/type/table: the five support types, page 1-based', () => {
  const TYPES = { page: 1, limit: 100, search: '', status: -1 };

  async function types(patch: Record<string, unknown> = {}) {
    const token = await t.login('newcomer');
    return t.call<Table<SupportType>>('base/support/type/table', { token, body: { ...TYPES, ...patch } });
  }

  it('answers the §8 list with real Arabic names, in rows and row_numbers', async () => {
    const res = await types();
    expect(res.status).toBe(200);
    expect(res.body.data.rows).toEqual([
      {
        id: 1,
        name_en: 'Technical Support',
        name_ar: 'الدعم الفني',
        value: 'technical_support',
        label: 'Technical Support',
      },
      {
        id: 2,
        name_en: 'Course Inquiry',
        name_ar: 'استفسار عن دورة',
        value: 'course_inquiry',
        label: 'Course Inquiry',
      },
      { id: 3, name_en: 'Account Issues', name_ar: 'مشكلات الحساب', value: 'account_issues', label: 'Account Issues' },
      { id: 4, name_en: 'General Inquiry', name_ar: 'استفسار عام', value: 'general_inquiry', label: 'General Inquiry' },
      { id: 5, name_en: 'Payment Issues', name_ar: 'مشكلات الدفع', value: 'payment_issues', label: 'Payment Issues' },
    ]);
    expect(res.body.data.rows.map((row) => row.value)).toEqual([...SUPPORT_TYPE_VALUES]);
    expect(res.body.data.row_numbers).toEqual({
      current_page: 1,
      per_page: 100,
      total: 5,
      last_page: 1,
      from: 1,
      to: 5,
    });
  });

  it('pages 1-based, searches both languages and filters by status', async () => {
    const second = await types({ page: 2, limit: 2 });
    expect(second.body.data.rows.map((row) => row.id)).toEqual([3, 4]);
    expect(second.body.data.row_numbers).toEqual({
      current_page: 2,
      per_page: 2,
      total: 5,
      last_page: 3,
      from: 3,
      to: 4,
    });
    expect((await types({ search: 'PAYMENT' })).body.data.rows.map((row) => row.id)).toEqual([5]);
    expect((await types({ search: 'استفسار' })).body.data.rows.map((row) => row.id)).toEqual([2, 4]);
    expect((await types({ status: 1 })).body.data.row_numbers.total).toBe(5);
    expect((await types({ status: 0 })).body.data.rows).toEqual([]);
    expect((await types({})).status).toBe(200);
  });

  it('answers 422 for page 0 (this table is 1-based), a bad limit or status', async () => {
    const zero = await types({ page: 0 });
    expect(zero.status).toBe(422);
    expect(zero.body.message).toBe('The page must be a whole number of at least 1.');
    expect((await types({ limit: 101 })).status).toBe(422);
    expect((await types({ status: 2 })).status).toBe(422);
  });
});
