import { describe, expect, it, vi } from 'vitest';
import type { AssessmentRow, AttendanceRow, Participant } from '../../../../src/core/api/schemas/batch';
import { participantFields, userRowFields } from '../../../../src/core/batch/search';
import { createSearch, foldSearchText, normalizeQuery, searchText } from '../../../../src/core/search/text-search';

// §5 search: case-insensitive substring; participants on name, Arabic name, email, NID, phone; attendance and
// assessment on user name, NID and id; Arabic included; linear over 2,000 rows.

const people: Participant[] = [
  {
    participant_id: '1',
    participant_name: 'Layla Haddad',
    participant_arabic_name: 'ليلى حداد',
    email: 'layla@example.com',
    participant_nid: '1029384756',
    participant_phone_number: '+966500000001',
  },
  {
    participant_id: '2',
    participant_name: 'Omar Saleh',
    participant_arabic_name: 'عمر صالح',
    email: 'OMAR@Example.com',
    participant_nid: null,
    participant_phone_number: null,
    company: 'Findme Co',
  },
];
const search = createSearch(people, participantFields);
const names = (query: string) => search(query).map((person) => person.participant_name);

describe('participants (§5: name, Arabic name, email, NID, phone)', () => {
  it.each([
    ['layla', ['Layla Haddad']],
    ['LAYLA', ['Layla Haddad']],
    ['had', ['Layla Haddad']],
    ['ليلى', ['Layla Haddad']],
    ['صالح', ['Omar Saleh']],
    ['omar@example', ['Omar Saleh']],
    ['example.com', ['Layla Haddad', 'Omar Saleh']],
    ['384756', ['Layla Haddad']],
    ['+9665', ['Layla Haddad']],
    ['١٠٢٩', ['Layla Haddad']],
    ['۱۰۲۹', ['Layla Haddad']],
    ['  omar  ', ['Omar Saleh']],
    ['findme', []],
    ['zzz', []],
  ])('%j → %j', (query, expected) => {
    expect(names(query)).toEqual(expected);
  });

  it('an empty or blank query keeps every row, in order, as the same list', () => {
    expect(search('')).toBe(people);
    expect(search('   ')).toBe(people);
  });

  it('never matches across two fields', () => {
    expect(names('haddadليلى')).toEqual([]);
    expect(names('haddad ليلى')).toEqual([]);
  });
});

const attendance = [
  { record_id: '10', id: '501', user_name: 'Layla Haddad', user_nid: '1029384756' },
  { record_id: '11', id: '502', user_name: 'عمر صالح', user_nid: '2233' },
] as AttendanceRow[];

describe('attendance and assessment rows (§5: user name, NID, id)', () => {
  const find = createSearch(attendance, userRowFields);
  it.each([
    ['layla', ['10']],
    ['عمر', ['11']],
    ['2233', ['11']],
    ['502', ['11']],
    ['50', ['10', '11']],
  ])('%j → records %j', (query, expected) => {
    expect(find(query).map((row) => row.record_id)).toEqual(expected);
  });

  it('the record id is not searched (only id)', () => {
    expect(find('11')).toEqual([]);
  });

  it('assessment rows use the same fields', () => {
    const rows = [{ record_id: '1', id: '77', user_name: 'Sara', user_nid: '9' }] as AssessmentRow[];
    expect(createSearch(rows, userRowFields)('sAr')).toEqual(rows);
  });
});

describe('folding', () => {
  it('lower-cases and reads Arabic-Indic digits as 0–9', () => {
    expect(foldSearchText('ABC ٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹')).toBe('abc 0123456789 0123456789');
    expect(normalizeQuery('  MiXeD  ')).toBe('mixed');
  });

  it('missing fields become empty text; numbers are searched as text', () => {
    expect(searchText([null, undefined, 42, 'A'])).toBe('\u0000\u0000' + '42\u0000a');
  });
});

// The time of a keystroke over 2,000 rows is measured by `npm run bench:linear`, never asserted here.
describe('2,000 rows (linear time)', () => {
  const rows = Array.from({ length: 2000 }, (_, index) => ({
    record_id: String(index),
    id: String(100000 + index),
    user_name: index % 2 ? `Learner ${index}` : `متدرب ${index}`,
    user_nid: String(1000000000 + index),
  })) as AttendanceRow[];

  it('reads each row once when built, never on a keystroke', () => {
    const fieldsOf = vi.fn(userRowFields);
    const find = createSearch(rows, fieldsOf);
    expect(fieldsOf).toHaveBeenCalledTimes(2000);
    expect(find('learner 19')).toHaveLength(56);
    expect(find('متدرب 1998')).toHaveLength(1);
    expect(fieldsOf).toHaveBeenCalledTimes(2000);
  });
});
