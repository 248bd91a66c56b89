import { describe, expect, it } from 'vitest';
import type { DynamicButton } from '../../../../src/core/api/content';
import { buttonPath, buttonTitle, visibleButtons } from '../../../../src/core/dynamic-buttons/visible-buttons';

// §6: shown only if status is 1, on_page is dashboard and the user's roles include visible_for_role_name.

function button(overrides: Partial<DynamicButton> = {}): DynamicButton {
  return {
    id: '1',
    title: 'Code of conduct',
    status: 1,
    on_page: 'dashboard',
    visible_for_role_name: 'learner',
    ...overrides,
  };
}

const ids = (list: DynamicButton[]) => list.map((b) => b.id);

describe('visibleButtons', () => {
  it('shows an active dashboard button meant for the user role', () => {
    expect(ids(visibleButtons([button()], ['learner']))).toEqual(['1']);
  });

  it.each([0, 2, -1])('hides a button with status %d (only 1 is active)', (status) => {
    expect(visibleButtons([button({ status })], ['learner'])).toEqual([]);
  });

  it('hides buttons placed on other pages or on no page', () => {
    const list = [
      button({ id: 'a', on_page: 'profile' }),
      button({ id: 'b', on_page: null }),
      button({ id: 'c', on_page: undefined }),
    ];
    expect(visibleButtons(list, ['learner'])).toEqual([]);
  });

  it('accepts on_page dashboard in any case', () => {
    expect(ids(visibleButtons([button({ on_page: 'Dashboard' })], ['learner']))).toEqual(['1']);
  });

  it('hides a button meant for another role', () => {
    expect(visibleButtons([button({ visible_for_role_name: 'trainer' })], ['learner'])).toEqual([]);
  });

  it('hides a button without a target role', () => {
    expect(
      visibleButtons([button({ visible_for_role_name: null }), button({ visible_for_role_name: '' })], ['learner']),
    ).toEqual([]);
  });

  it('hides everything from a user without roles', () => {
    expect(visibleButtons([button()], [])).toEqual([]);
  });

  it('matches roles case-insensitively', () => {
    expect(ids(visibleButtons([button({ visible_for_role_name: 'Learner' })], ['LEARNER']))).toEqual(['1']);
  });

  it("shows a 'Student' button to a 'learner' and a 'trainer' button to an 'Instructor'", () => {
    expect(ids(visibleButtons([button({ visible_for_role_name: 'Student' })], ['learner']))).toEqual(['1']);
    expect(ids(visibleButtons([button({ visible_for_role_name: 'trainer' })], ['Instructor']))).toEqual(['1']);
  });

  it('keeps the server order and filters a mixed list', () => {
    const list = [
      button({ id: 'a' }),
      button({ id: 'b', status: 0 }),
      button({ id: 'c', visible_for_role_name: 'trainer' }),
      button({ id: 'd', visible_for_role_name: 'STUDENT' }),
      button({ id: 'e', on_page: 'other' }),
    ];
    expect(ids(visibleButtons(list, ['learner']))).toEqual(['a', 'd']);
    expect(ids(visibleButtons(list, ['learner', 'trainer']))).toEqual(['a', 'c', 'd']);
  });
});

describe('buttonPath', () => {
  it('is the dynamic-button content route (§2)', () => {
    expect(buttonPath({ id: '42' })).toBe('/content/dynamic-button/42');
  });

  it('encodes the id as one path segment', () => {
    expect(buttonPath({ id: 'a/b c' })).toBe('/content/dynamic-button/a%2Fb%20c');
  });
});

describe('buttonTitle', () => {
  it('uses the Arabic title in Arabic when there is one', () => {
    expect(buttonTitle({ title: 'Code of conduct', title_ar: 'مدونة السلوك' }, 'ar')).toBe('مدونة السلوك');
    expect(buttonTitle({ title: 'Code of conduct', title_ar: 'مدونة السلوك' }, 'en')).toBe('Code of conduct');
  });

  it('falls back to the title', () => {
    expect(buttonTitle({ title: 'Guide', title_ar: null }, 'ar')).toBe('Guide');
    expect(buttonTitle({ title: 'Guide', title_ar: '  ' }, 'ar')).toBe('Guide');
  });
});
