import { describe, expect, it } from 'vitest';
import type { SupportType } from '../../../../src/core/api/schemas/tickets';
import {
  FALLBACK_TYPE_VALUES,
  isFallbackType,
  SUPPORT_TYPES_REQUEST,
  ticketTypeLabel,
  typeLabel,
  typeOptions,
  type FallbackTypeValue,
} from '../../../../src/core/tickets/support-types';
import { textOf } from '../helpers';

// §7 base/support/type/table (page 1, limit 100, search empty, status -1), §3 Support type, §8 the fallback list:
// Technical Support, Course Inquiry, Account Issues, General Inquiry, Payment Issues.

const type = (overrides: Partial<SupportType>): SupportType => ({
  id: '1',
  value: 'v',
  name_en: null,
  name_ar: null,
  label: null,
  ...overrides,
});
const nameOf = (locale: 'en' | 'ar') => (value: FallbackTypeValue) => textOf({ key: `tickets.types.${value}` }, locale);

describe('the types request (§7, §9)', () => {
  it('asks for page 1, 100 rows, no search, every status', () => {
    expect(SUPPORT_TYPES_REQUEST).toEqual({ page: 1, limit: 100, search: '', status: -1 });
  });
});

describe('typeOptions with server types', () => {
  const types = [
    type({ id: '1', value: 'tech', name_en: 'Tech help', name_ar: 'مساعدة تقنية', label: 'Tech' }),
    type({ id: '2', value: 'billing', name_en: 'Billing', name_ar: 'الفواتير' }),
  ];

  it('uses name_en in English and name_ar in Arabic, in the server order', () => {
    expect(typeOptions(types, 'en', nameOf('en'))).toEqual([
      { value: 'tech', label: 'Tech help' },
      { value: 'billing', label: 'Billing' },
    ]);
    expect(typeOptions(types, 'ar', nameOf('ar'))).toEqual([
      { value: 'tech', label: 'مساعدة تقنية' },
      { value: 'billing', label: 'الفواتير' },
    ]);
  });

  it.each([
    ['the language name', type({ name_en: 'EN', name_ar: 'AR', label: 'L', value: 'v' }), 'EN', 'AR'],
    ['the label when the name is missing', type({ name_en: null, name_ar: '', label: 'L', value: 'v' }), 'L', 'L'],
    [
      'the other name when there is no label',
      type({ name_en: 'EN', name_ar: null, label: null, value: 'v' }),
      'EN',
      'EN',
    ],
    [
      'the other name (Arabic) when there is no label',
      type({ name_en: '', name_ar: 'AR', label: '', value: 'v' }),
      'AR',
      'AR',
    ],
    ['the value when nothing else is there', type({ value: 'raw_value' }), 'raw_value', 'raw_value'],
    ['the value when every field is missing', { id: '9', value: 'only' } as SupportType, 'only', 'only'],
  ])('falls back to %s', (_case, server, en, ar) => {
    expect(typeLabel(server, 'en')).toBe(en);
    expect(typeLabel(server, 'ar')).toBe(ar);
    expect(typeOptions([server], 'en', nameOf('en'))).toEqual([{ value: server.value, label: en }]);
  });
});

describe('typeOptions without server types (§8)', () => {
  const english = ['Technical Support', 'Course Inquiry', 'Account Issues', 'General Inquiry', 'Payment Issues'];

  it.each([
    ['undefined', undefined],
    ['an empty list', []],
  ])('%s gives the five built-in types in the spec order', (_case, types) => {
    const options = typeOptions(types, 'en', nameOf('en'));
    expect(options.map((option) => option.value)).toEqual([
      'technical_support',
      'course_inquiry',
      'account_issues',
      'general_inquiry',
      'payment_issues',
    ]);
    expect(options.map((option) => option.label)).toEqual(english);
  });

  it('names them with the given function (Arabic from the dictionary)', () => {
    expect(typeOptions(undefined, 'ar', nameOf('ar')).map((option) => option.label)).toEqual([
      'الدعم الفني',
      'استفسار عن دورة',
      'مشكلات الحساب',
      'استفسار عام',
      'مشكلات الدفع',
    ]);
    expect(typeOptions([], 'en', (value) => value.toUpperCase()).map((option) => option.label)).toEqual(
      FALLBACK_TYPE_VALUES.map((value) => value.toUpperCase()),
    );
  });

  it('isFallbackType knows exactly the five values', () => {
    for (const value of FALLBACK_TYPE_VALUES) expect(isFallbackType(value)).toBe(true);
    for (const value of ['', 'Technical Support', 'other', 'TECHNICAL_SUPPORT'])
      expect(isFallbackType(value)).toBe(false);
  });
});

describe('ticketTypeLabel', () => {
  const options = typeOptions(undefined, 'en', nameOf('en'));

  it("shows the option's label for a known value", () => {
    expect(ticketTypeLabel('payment_issues', options)).toBe('Payment Issues');
    expect(ticketTypeLabel('payment_issues', typeOptions(undefined, 'ar', nameOf('ar')))).toBe('مشكلات الدفع');
  });

  it('shows an unknown stored value as it is', () => {
    expect(ticketTypeLabel('legacy_type', options)).toBe('legacy_type');
    expect(ticketTypeLabel('x', [])).toBe('x');
  });

  it.each([null, undefined, ''])('%j has no type to show', (value) => {
    expect(ticketTypeLabel(value, options)).toBeNull();
  });
});
