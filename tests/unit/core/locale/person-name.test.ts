import { describe, expect, it } from 'vitest';
import { nameIn } from '../../../../src/core/locale/person-name';

// #29 item 12: the Arabic name wherever one exists (header, ticket author, approvals), the English name otherwise.

describe('nameIn', () => {
  const both = { name: 'Omar Khalid', arabic_name: 'عمر خالد' };

  it('an Arabic page shows the Arabic name, an English page the English one', () => {
    expect(nameIn('ar', both)).toBe('عمر خالد');
    expect(nameIn('en', both)).toBe('Omar Khalid');
  });

  it.each([[null], [undefined], [''], ['   ']])(
    'without an Arabic name (%j) both pages show the English one',
    (arabic) => {
      expect(nameIn('ar', { name: 'Omar Khalid', arabic_name: arabic })).toBe('Omar Khalid');
    },
  );

  it('shows the Arabic name trimmed', () => {
    expect(nameIn('ar', { name: 'Omar', arabic_name: '  عمر ' })).toBe('عمر');
  });
});
