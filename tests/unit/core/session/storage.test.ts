import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// §3: stored locally under auth_token, auth_user, user_roles and user_permissions (JSON lists), and language.

async function load() {
  vi.resetModules();
  return import('../../../../src/core/session/storage');
}

describe('session storage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('uses the exact keys of the spec', async () => {
    const { STORAGE_KEYS } = await load();
    expect(STORAGE_KEYS).toEqual({
      token: 'auth_token',
      user: 'auth_user',
      roles: 'user_roles',
      permissions: 'user_permissions',
      language: 'language',
    });
  });

  it('reads what an earlier page stored', async () => {
    localStorage.setItem('auth_token', 'abc');
    localStorage.setItem('auth_user', JSON.stringify({ id: '1', name: 'A' }));
    localStorage.setItem('user_roles', '["trainer"]');
    localStorage.setItem('user_permissions', '["x"]');
    const s = await load();
    expect(s.$token.get()).toBe('abc');
    expect(s.$storedUser.get()).toEqual({ id: '1', name: 'A' });
    expect(s.$roles.get()).toEqual(['trainer']);
    expect(s.$permissions.get()).toEqual(['x']);
  });

  it('starts signed out with nothing stored', async () => {
    const s = await load();
    expect(s.$token.get()).toBe('');
    expect(s.$storedUser.get()).toBeNull();
    expect(s.$roles.get()).toEqual([]);
    expect(s.$permissions.get()).toEqual([]);
  });

  it('can be cleared twice in a row (keys already gone)', async () => {
    const s = await load();
    s.clearStoredSession();
    expect(() => s.clearStoredSession()).not.toThrow();
  });

  it('survives corrupted JSON', async () => {
    localStorage.setItem('auth_user', '{not json');
    localStorage.setItem('user_roles', 'trainer');
    const s = await load();
    expect(s.$storedUser.get()).toBeNull();
    expect(s.$roles.get()).toEqual([]);
  });

  it('writes roles and permissions as JSON lists', async () => {
    const s = await load();
    s.$roles.set(['learner', 'Student']);
    s.$permissions.set(['tickets.view']);
    expect(JSON.parse(localStorage.getItem('user_roles')!)).toEqual(['learner', 'Student']);
    expect(JSON.parse(localStorage.getItem('user_permissions')!)).toEqual(['tickets.view']);
  });

  it('clearStoredSession empties token, user, roles and permissions', async () => {
    localStorage.setItem('auth_token', 'abc');
    localStorage.setItem('auth_user', '{"id":"1"}');
    localStorage.setItem('user_roles', '["trainer"]');
    localStorage.setItem('user_permissions', '["x"]');
    localStorage.setItem('language', 'en');
    const s = await load();
    s.clearStoredSession();
    expect(s.$token.get()).toBe('');
    expect(s.$storedUser.get()).toBeNull();
    expect(s.$roles.get()).toEqual([]);
    expect(s.$permissions.get()).toEqual([]);
    for (const key of ['auth_token', 'auth_user', 'user_roles', 'user_permissions'])
      expect(localStorage.getItem(key), key).toBeNull();
    expect(localStorage.getItem('language')).toBe('en');
  });
});
