import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch, textOf } from '../helpers';

// §6 visibility, §7 base/dynamic/button/mine (cached 10 min, force refresh), §8 'Failed to load dynamic buttons' (list hidden).

const buttons = [
  { id: 1, title: 'Code of conduct', status: 1, on_page: 'dashboard', visible_for_role_name: 'Student' },
  { id: 2, title: 'Trainer guide', status: '1', on_page: 'dashboard', visible_for_role_name: 'trainer' },
  { id: 3, title: 'Old', status: 0, on_page: 'dashboard', visible_for_role_name: 'learner' },
];

async function load() {
  vi.resetModules();
  const store = await import('../../../../src/core/dynamic-buttons/dynamic-buttons-store');
  const storage = await import('../../../../src/core/session/storage');
  const toasts = await import('../../../../src/core/toasts/toasts');
  return { ...store, ...storage, ...toasts };
}

describe('dynamic buttons store', () => {
  beforeEach(() => {
    localStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('does not call the server when signed out', async () => {
    const api = stubFetch({});
    const s = await load();
    await s.loadDynamicButtons();
    expect(api.fetch).not.toHaveBeenCalled();
    expect(s.$dynamicButtons.get().status).toBe('idle');
  });

  it('loads the buttons and shows the visible ones in the menu', async () => {
    localStorage.setItem('auth_token', 't');
    localStorage.setItem('user_roles', JSON.stringify(['learner']));
    const api = stubFetch({ 'GET base/dynamic/button/mine': () => json({ data: buttons }) });
    const s = await load();
    await s.loadDynamicButtons();
    expect(api.requests[0]?.headers.get('Authorization')).toBe('Bearer t');
    expect(s.$dynamicButtons.get().status).toBe('ready');
    expect(s.$dynamicButtons.get().buttons.map((b) => b.id)).toEqual(['1', '2', '3']);
    expect(s.$menuButtons.get().map((b) => b.title)).toEqual(['Code of conduct']);
    s.$roles.set(['learner', 'Instructor']);
    expect(s.$menuButtons.get().map((b) => b.title)).toEqual(['Code of conduct', 'Trainer guide']);
  });

  it('serves the cache for later loads and refetches on force', async () => {
    localStorage.setItem('auth_token', 't');
    const api = stubFetch({ 'GET base/dynamic/button/mine': () => json({ data: buttons }) });
    const s = await load();
    await s.loadDynamicButtons();
    await s.loadDynamicButtons();
    expect(api.fetch).toHaveBeenCalledTimes(1);
    await s.loadDynamicButtons({ force: true });
    expect(api.fetch).toHaveBeenCalledTimes(2);
  });

  it("hides the list and toasts 'Failed to load dynamic buttons' on failure", async () => {
    localStorage.setItem('auth_token', 't');
    localStorage.setItem('user_roles', JSON.stringify(['learner']));
    stubFetch({ 'GET base/dynamic/button/mine': () => json({ message: 'Not found' }, 404) });
    const s = await load();
    await s.loadDynamicButtons();
    expect(s.$dynamicButtons.get()).toEqual({ status: 'error', buttons: [] });
    expect(s.$menuButtons.get()).toEqual([]);
    expect(s.$toasts.get().map((t) => textOf(t.message))).toEqual(['Failed to load dynamic buttons']);
    for (const toast of s.$toasts.get()) s.dismissToast(toast.id);
  });

  it('empties the list when the token is cleared', async () => {
    localStorage.setItem('auth_token', 't');
    stubFetch({ 'GET base/dynamic/button/mine': () => json({ data: buttons }) });
    const s = await load();
    await s.loadDynamicButtons();
    s.clearStoredSession();
    expect(s.$dynamicButtons.get()).toEqual({ status: 'idle', buttons: [] });
  });
});
