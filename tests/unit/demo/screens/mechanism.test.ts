import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../../../src/core/navigation/routes';
import { mergeScreens } from '../../../../demo/host/screens';
import { titleOf } from '../../../../demo/host/views';

// The demo host's routes come from each feature's declarations (demo/host/features/*.ts); screens update in place.
// One file per feature next to this one; this one tests the gathering itself.

describe('demo host screens', () => {
  it('refuses a route declared by two features', () => {
    const one = { screens: { tickets: { title: { en: 'A', ar: 'أ' }, layout: 'shell' as const, tag: 'academy-a' } } };
    const two = { screens: { tickets: { title: { en: 'B', ar: 'ب' }, layout: 'shell' as const, tag: 'academy-b' } } };
    expect(() => mergeScreens({ 'a.ts': one, 'b.ts': two })).toThrow(/declared twice/);
  });

  it('titles every route in both languages, from the declaration of its feature or else from the host', () => {
    for (const { name } of ROUTES) {
      for (const locale of ['en', 'ar'] as const) expect(titleOf(name, locale), `${name} (${locale})`).toMatch(/\S/);
    }
    expect([titleOf('dashboard', 'en'), titleOf('dashboard', 'ar')]).toEqual(['Dashboard', 'لوحة التحكم']);
    expect([titleOf('terms', 'en'), titleOf('terms', 'ar')]).toEqual(['Terms of Service', 'شروط الخدمة']);
  });
});
