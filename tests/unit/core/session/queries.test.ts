import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../helpers';

// §7/§9: current user, roles and permissions cached 5 min; dynamic buttons 10 min; all forgotten together
// through the query registry, with no central list naming them.

describe('session queries', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uses the cache times of §9', async () => {
    const { USER_CACHE_MS } = await import('../../../../src/core/session/queries');
    const { BUTTONS_CACHE_MS } = await import('../../../../src/core/dynamic-buttons/dynamic-buttons-store');
    expect(USER_CACHE_MS).toBe(300_000);
    expect(BUTTONS_CACHE_MS).toBe(600_000);
  });

  it('merges duplicate in-flight user/current requests', async () => {
    vi.resetModules();
    const api = stubFetch({
      'GET user/current': () => json({ data: { id: 1, name: 'A', email: 'a@b.co', roles: [], permissions: [] } }),
    });
    const q = await import('../../../../src/core/session/queries');
    const [a, b] = await Promise.all([q.currentUserQuery.get(), q.currentUserQuery.get()]);
    expect(a).toEqual(b);
    expect(api.fetch).toHaveBeenCalledTimes(1);
  });

  it('clearUserQueries forgets user, roles, permissions and buttons', async () => {
    vi.resetModules();
    stubFetch({
      'GET user/current': () => json({ data: { id: 1, name: 'A', email: 'a@b.co', roles: [], permissions: [] } }),
      'GET roles/current': () => json({ data: ['learner'] }),
      'GET permissions/current': () => json({ data: [] }),
      'GET base/dynamic/button/mine': () => json({ data: [] }),
    });
    const q = {
      ...(await import('../../../../src/core/session/queries')),
      ...(await import('../../../../src/core/dynamic-buttons/dynamic-buttons-store')),
      ...(await import('../../../../src/core/query/query')),
    };
    await Promise.all([q.currentUserQuery.get(), q.rolesQuery.get(), q.permissionsQuery.get(), q.buttonsQuery.get()]);
    q.clearUserQueries();
    expect([q.currentUserQuery.peek(), q.rolesQuery.peek(), q.permissionsQuery.peek(), q.buttonsQuery.peek()]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
