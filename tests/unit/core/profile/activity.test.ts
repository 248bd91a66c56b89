import { describe, expect, it } from 'vitest';
import { activityBadge, activityDateTime, activityKind } from '../../../../src/core/profile/activity';
import { textOf } from '../helpers';

// §2 recent-activity items: icon by kind (edit, add/check, mail, default) and badge (updated, created, raw type).

describe('activityKind', () => {
  it.each([
    [{ type: 'updated', icon: 'edit' }, 'edit'],
    [{ type: 'anything', icon: 'edit' }, 'edit'],
    [{ type: 'created', icon: 'add' }, 'add'],
    [{ type: 'anything', icon: 'check' }, 'add'],
    [{ type: 'email', icon: 'mail' }, 'mail'],
    [{ type: 'x', icon: ' MAIL ' }, 'mail'],
    [{ type: 'login', icon: 'login' }, 'default'],
    [{ type: 'updated', icon: null }, 'edit'],
    [{ type: 'created', icon: '' }, 'add'],
    [{ type: 'email', icon: undefined }, 'mail'],
    [{ type: 'login', icon: null }, 'default'],
    [{ type: '', icon: '' }, 'default'],
    [{ type: 'created', icon: 'unknown-icon' }, 'add'],
  ])('%o → %s', (item, kind) => {
    expect(activityKind(item)).toBe(kind);
  });
});

describe('activityBadge', () => {
  it('updated and created are translated', () => {
    expect(textOf(activityBadge({ type: 'updated' }))).toBe('updated');
    expect(textOf(activityBadge({ type: 'created' }))).toBe('created');
    expect(textOf(activityBadge({ type: 'Updated' }), 'ar')).toBe('تحديث');
    expect(textOf(activityBadge({ type: 'created' }), 'ar')).toBe('إنشاء');
  });

  it("the reference API's login and email are translated too: no English left in Arabic", () => {
    expect([' Login ', 'email'].map((type) => textOf(activityBadge({ type })))).toEqual(['login', 'email']);
    expect(['login', 'EMAIL'].map((type) => textOf(activityBadge({ type }), 'ar'))).toEqual([
      'تسجيل دخول',
      'بريد إلكتروني',
    ]);
  });

  it('any other type is the raw type, in both languages', () => {
    expect(activityBadge({ type: 'Password Reset' })).toEqual({ text: 'Password Reset' });
  });
});

describe('activityDateTime', () => {
  it('normalises a server date to ISO for <time datetime>; unreadable text gives null', () => {
    expect(activityDateTime('2026-03-15T12:00:00Z')).toBe('2026-03-15T12:00:00.000Z');
    expect(activityDateTime('2026-03-15 12:00:00Z')).toBe('2026-03-15T12:00:00.000Z');
    expect(activityDateTime('soon')).toBeNull();
  });
});
