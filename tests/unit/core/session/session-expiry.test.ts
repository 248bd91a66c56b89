// @vitest-environment happy-dom -- uses the DOM (document, window, location, events); the rest of core runs in node.
import { describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../helpers';
import { events, expectCleared, load, ok, storeSession, unauthorized, useSessionTestSetup } from './session-helpers';

// §3 stored keys, §4 session states and transitions, §7 auth/login, auth/logout, user/current, roles and permissions.

useSessionTestSetup();

describe('a 401 on a later call (§4, §8)', () => {
  async function signedInAt(path: string) {
    storeSession();
    history.replaceState(null, '', path);
    const api = stubFetch({ ...ok, 'GET support/ticket/get/5': unauthorized });
    const s = await load();
    await s.startSession();
    const { unknown } = await import('superstruct');
    const call = () => s.request('GET', 'support/ticket/get/5', { schema: unknown(), silent: true });
    return { api, s, call };
  }

  it('clears the session, announces academy-session-expired and goes to /auth/login remembering the location', async () => {
    const { s, call } = await signedInAt('/support/tickets/5?tab=history');
    const popstate = vi.fn();
    addEventListener('popstate', popstate);

    await expect(call()).rejects.toMatchObject({ status: 401 });
    removeEventListener('popstate', popstate);

    expectCleared();
    expect(s.$session.get().isAuthenticated).toBe(false);
    const expired = events.seen.filter((e) => e.type === 'academy-session-expired');
    expect(expired).toHaveLength(1);
    expect(expired[0]?.detail).toEqual({ path: '/support/tickets/5?tab=history' });
    const nav = events.seen.filter((e) => e.type === 'academy-navigate');
    expect(nav.map((e) => e.detail)).toEqual([{ path: '/auth/login', replace: false }]);
    expect(location.pathname).toBe('/auth/login');
    expect(popstate).toHaveBeenCalled();
    expect(sessionStorage.getItem('academy_return_to')).toBe('/support/tickets/5?tab=history');
  });

  it('shows the session-expired toast exactly once (§8), even when the host routes away as the token goes', async () => {
    const { s, call } = await signedInAt('/support/tickets/5');
    const { $toasts } = await import('../../../../src/core/toasts/toasts');
    // A host like the demo page reacts to the cleared token by routing to sign-in immediately.
    const stop = s.$token.listen((token) => {
      if (!token) history.replaceState(null, '', '/auth/login');
    });
    await expect(call()).rejects.toMatchObject({ status: 401 });
    stop();
    expect($toasts.get().map((toast) => ('key' in toast.message ? toast.message.key : toast.message.text))).toEqual([
      'errors.sessionExpired',
    ]);
    expect(sessionStorage.getItem('academy_return_to')).toBe('/support/tickets/5');
    expect(events.seen.find((e) => e.type === 'academy-session-expired')?.detail).toEqual({
      path: '/support/tickets/5',
    });
  });

  it('lets a host route the redirect itself (academy-navigate prevented)', async () => {
    const { call } = await signedInAt('/dashboard');
    const host = (event: Event) => event.preventDefault();
    document.addEventListener('academy-navigate', host);
    await expect(call()).rejects.toMatchObject({ status: 401 });
    document.removeEventListener('academy-navigate', host);
    expect(location.pathname).toBe('/dashboard');
    expect(events.seen.filter((e) => e.type === 'academy-navigate').map((e) => e.detail)).toEqual([
      { path: '/auth/login', replace: false },
    ]);
    expect(sessionStorage.getItem('academy_return_to')).toBe('/dashboard');
  });

  it('clears the session but does not redirect when already on an /auth/ page', async () => {
    const { s, call } = await signedInAt('/auth/reset-password/abc');
    await expect(call()).rejects.toMatchObject({ status: 401 });
    expectCleared();
    expect(s.$session.get().isAuthenticated).toBe(false);
    expect(events.seen.filter((e) => e.type === 'academy-navigate')).toEqual([]);
    expect(location.pathname).toBe('/auth/reset-password/abc');
    expect(sessionStorage.getItem('academy_return_to')).toBeNull();
  });

  it.each(['/login', '/reset-password/abc'])('does not redirect from the guest page %s either', async (path) => {
    const { call } = await signedInAt(path);
    await expect(call()).rejects.toMatchObject({ status: 401 });
    expectCleared();
    expect(events.seen.filter((e) => e.type === 'academy-navigate')).toEqual([]);
    expect(location.pathname).toBe(path);
  });

  it('signs the user out when refreshing user data answers 401', async () => {
    const { s, api } = await signedInAt('/profile/settings');
    api.fetch.mockImplementation(async () => unauthorized());
    await expect(s.refreshSession({ force: true })).rejects.toMatchObject({ status: 401 });
    expectCleared();
    expect(location.pathname).toBe('/auth/login');
    expect(sessionStorage.getItem('academy_return_to')).toBe('/profile/settings');
  });

  it('is ignored once signed out (no second announcement)', async () => {
    const { call } = await signedInAt('/dashboard');
    await call().catch(() => undefined);
    history.replaceState(null, '', '/dashboard');
    await call().catch(() => undefined);
    expect(events.seen.filter((e) => e.type === 'academy-session-expired')).toHaveLength(1);
  });

  it('other error statuses leave the session alone', async () => {
    const { s, api } = await signedInAt('/dashboard');
    api.fetch.mockImplementation(async () => json({ message: 'Forbidden' }, 403));
    await expect(
      s.request('GET', 'x', { schema: (await import('superstruct')).unknown(), silent: true }),
    ).rejects.toMatchObject({ status: 403 });
    expect(s.$session.get().isAuthenticated).toBe(true);
    expect(events.seen.filter((e) => e.type === 'academy-session-expired')).toEqual([]);
  });
});
