import { describe, expect, it } from 'vitest';
import { translate } from '../../../../src/core/locale/i18n';
import { pluralForm } from '../../../../src/core/locale/plural';

// One plural mechanism for both languages: Intl.PluralRules' Arabic forms, which English dictionaries name too.

describe('pluralForm', () => {
  it.each([
    [0, 'zero'],
    [1, 'one'],
    [2, 'two'],
    [3, 'few'],
    [10, 'few'],
    [11, 'many'],
    [99, 'many'],
    [100, 'other'],
    [101, 'other'],
    [102, 'other'],
    [103, 'few'],
    [111, 'many'],
  ])('%d → %s', (count, form) => {
    expect(pluralForm(count)).toBe(form);
  });
});

describe('a reply count in a ticket row', () => {
  const replies = (count: number, locale: 'en' | 'ar') =>
    translate(locale, `tickets.results.replies.${pluralForm(count)}`, { count });

  it("Arabic says 'no replies' for 0 (not '0 رد') and keeps each form after it", () => {
    expect([0, 1, 2, 3, 11, 100].map((count) => replies(count, 'ar'))).toEqual([
      'لا توجد ردود',
      'رد واحد',
      'ردّان',
      '٣ ردود',
      '١١ ردًا',
      '١٠٠ رد',
    ]);
  });

  it('English says No replies, 1 reply, 2 replies', () => {
    expect([0, 1, 2, 11].map((count) => replies(count, 'en'))).toEqual([
      'No replies',
      '1 reply',
      '2 replies',
      '11 replies',
    ]);
  });
});
