// @vitest-environment happy-dom -- uses the DOM (document, window, location, events); the rest of core runs in node.
import { describe, expect, it, vi } from 'vitest';
import { json, stubFetch, type Handler } from '../helpers';
import {
  events,
  expectCleared,
  load,
  ok,
  readJson,
  serverUser,
  storeSession,
  storedUser,
  unauthorized,
  useSessionTestSetup,
} from './session-helpers';

// §3 stored keys, §4 session states and transitions, §7 auth/login, auth/logout, user/current, roles and permissions.

useSessionTestSetup();

describe('startSession (§4)', () => {
  it('is loading until started, then unauthenticated without a stored token', async () => {
    const api = stubFetch(ok);
    const s = await load();
    expect(s.$session.get().isLoading).toBe(true);
    await s.startSession();
    expect(s.$session.get()).toMatchObject({
      user: null,
      token: null,
      isAuthenticated: false,
      isLoading: false,
      roles: [],
      permissions: [],
    });
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('treats a token without a stored user as signed out', async () => {
    localStorage.setItem('auth_token', 'orphan');
    const api = stubFetch(ok);
    const s = await load();
    await s.startSession();
    expect(s.$session.get()).toMatchObject({ isAuthenticated: false, isLoading: false });
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('validates a stored token through user/current and refreshes user, roles and permissions', async () => {
    storeSession();
    const api = stubFetch(ok);
    const s = await load();
    expect(s.$session.get()).toMatchObject({ isAuthenticated: true, isLoading: true, token: 'stored-token' });
    await s.startSession();

    expect(api.calls()).toEqual(['GET user/current', 'GET roles/current', 'GET permissions/current']);
    expect(api.requests.every((r) => r.headers.get('Authorization') === 'Bearer stored-token')).toBe(true);

    const state = s.$session.get();
    expect(state).toMatchObject({ isAuthenticated: true, isLoading: false, token: 'stored-token' });
    expect(state.user).toMatchObject({ id: '1', name: 'Fresh Name', arabic_name: 'اسم', nid: '784' });
    expect(state.roles).toEqual(['Learner', 'Student']);
    expect(state.permissions).toEqual(['tickets.view', 'tickets.create']);

    expect(localStorage.getItem('auth_token')).toBe('stored-token');
    expect(readJson('auth_user')).toMatchObject({ id: '1', name: 'Fresh Name' });
    expect(readJson('user_roles')).toEqual(['Learner', 'Student']);
    expect(readJson('user_permissions')).toEqual(['tickets.view', 'tickets.create']);
  });

  it('starts only once per page', async () => {
    storeSession();
    const api = stubFetch(ok);
    const s = await load();
    const first = s.startSession();
    expect(s.startSession()).toBe(first);
    await first;
    await s.startSession();
    expect(api.calls().filter((c) => c === 'GET user/current')).toHaveLength(1);
  });

  it('clears everything when user/current answers 401', async () => {
    storeSession();
    stubFetch({ ...ok, 'GET user/current': unauthorized });
    const s = await load();
    await s.startSession();
    expect(s.$session.get()).toMatchObject({
      user: null,
      token: null,
      isAuthenticated: false,
      isLoading: false,
      roles: [],
      permissions: [],
    });
    expectCleared();
  });

  it('keeps the stored session when user/current cannot be reached', async () => {
    vi.useFakeTimers();
    storeSession();
    const api = stubFetch({ ...ok, 'GET user/current': () => Promise.reject(new TypeError('Failed to fetch')) });
    const s = await load();
    const started = s.startSession();
    await vi.advanceTimersByTimeAsync(60_000);
    await started;
    expect(api.calls().filter((c) => c === 'GET user/current')).toHaveLength(4); // first try + 3 retries
    expect(s.$session.get()).toMatchObject({ isAuthenticated: true, isLoading: false, token: 'stored-token' });
    expect(s.$session.get().user).toMatchObject({ name: 'Old Name' });
    expect(localStorage.getItem('auth_token')).toBe('stored-token');
    expect(readJson('auth_user')).toMatchObject({ name: 'Old Name' });
    expect(readJson('user_roles')).toEqual(['learner']);
  });

  it.each([
    ['an unreadable answer', () => json({ data: { id: 1 } })],
    ['a server error', () => json({ message: 'boom' }, 500)],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ] as const)('keeps the stored session and says it could not be checked after %s (§8)', async (_label, handler) => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    storeSession();
    stubFetch({ ...ok, 'GET user/current': handler });
    const s = await load();
    const { $toasts } = await import('../../../../src/core/toasts/toasts');
    const check = s.startSession();
    // The stored session is usable at once: nothing waits for the check or its retries.
    expect(s.$session.get()).toMatchObject({ isAuthenticated: true, isLoading: false, user: { name: 'Old Name' } });
    // Retries back off 1 s, 2 s, 4 s; stop as soon as the check settles so the toast is still showing.
    let settled = false;
    void check.then(() => (settled = true));
    while (!settled) await vi.advanceTimersByTimeAsync(250);
    expect(s.$session.get()).toMatchObject({ isAuthenticated: true, isLoading: false, user: { name: 'Old Name' } });
    expect($toasts.get().map((toast) => ('key' in toast.message ? toast.message.key : ''))).toEqual([
      'errors.sessionUnchecked',
    ]);
  });

  it('can be started again after resetSessionForTests()', async () => {
    const api = stubFetch(ok);
    const s = await load();
    await s.startSession();
    s.resetSessionForTests();
    expect(s.$session.get().isLoading).toBe(true);
    storeSession();
    s.$token.set('stored-token');
    s.$storedUser.set(storedUser);
    await s.startSession();
    expect(api.calls()).toContain('GET user/current');
    expect(s.$session.get().isLoading).toBe(false);
  });
});

describe('login (§4, §7 auth/login)', () => {
  const credentials = { username: 'learner', password: 'Academy#2026', rememberMe: true };

  it('stores an access_token given at the top level and loads the user', async () => {
    const api = stubFetch({ ...ok, 'POST auth/login': () => json({ access_token: 'top-level-token' }) });
    const s = await load();
    const user = await s.login(credentials);

    expect(JSON.parse(await api.bodies[0]!)).toEqual(credentials);
    expect(localStorage.getItem('auth_token')).toBe('top-level-token');
    expect(api.requests[1]?.headers.get('Authorization')).toBe('Bearer top-level-token');
    expect(user).toMatchObject({ name: 'Fresh Name' });
    expect(s.$session.get()).toMatchObject({
      isAuthenticated: true,
      isLoading: false,
      token: 'top-level-token',
      roles: ['Learner', 'Student'],
    });
    expect(readJson('auth_user')).toMatchObject({ name: 'Fresh Name' });
    expect(readJson('user_permissions')).toEqual(['tickets.view', 'tickets.create']);
  });

  it('changes the session in one tick: no watcher ever sees a token without its roles', async () => {
    const answerUser = { ...serverUser, name: 'From Login' };
    const api = stubFetch({
      ...ok,
      'POST auth/login': () => json({ data: { access_token: 'one-step', user: answerUser } }),
    });
    const s = await load();
    await s.startSession();
    const seen: { signedIn: boolean; roles: string[] }[] = [];
    const stop = s.$session.listen((state) => seen.push({ signedIn: state.isAuthenticated, roles: state.roles }));
    await s.login(credentials);
    stop();
    // The keys written before the token are heard signed out; signed in is heard once, with the roles.
    expect(seen.filter((state) => state.signedIn)).toEqual([{ signedIn: true, roles: ['Learner', 'Student'] }]);
    expect(seen.at(-1)).toEqual({ signedIn: true, roles: ['Learner', 'Student'] });
    // The login answer's user is stored as is, not fetched again at once.
    expect(api.calls()).not.toContain('GET user/current');
    expect(s.$session.get().user).toMatchObject({ name: 'From Login' });
    // Roles and permissions were read with the new token before it was stored.
    expect(
      api.requests.filter((r) => r.method === 'GET').every((r) => r.headers.get('Authorization') === 'Bearer one-step'),
    ).toBe(true);
  });

  it('stores nothing when roles cannot be read after the login answer', async () => {
    stubFetch({
      ...ok,
      'POST auth/login': () => json({ access_token: 'half' }),
      'GET roles/current': () => json({ message: 'boom' }, 500),
    });
    const s = await load();
    await expect(s.login(credentials)).rejects.toBeTruthy();
    expectCleared();
    expect(s.$session.get()).toMatchObject({ isAuthenticated: false, isLoading: false });
  });

  it('stores an access_token nested inside data', async () => {
    stubFetch({
      ...ok,
      'POST auth/login': () =>
        json({
          message: 'OK',
          status_text: 'OK',
          data: { access_token: 'nested-token', token_type: 'Bearer', user: { ...serverUser, username: 'learner' } },
        }),
    });
    const s = await load();
    await s.login(credentials);
    expect(localStorage.getItem('auth_token')).toBe('nested-token');
    expect(s.$session.get().token).toBe('nested-token');
  });

  it('announces academy-login with the user', async () => {
    stubFetch({ ...ok, 'POST auth/login': () => json({ access_token: 't' }) });
    const s = await load();
    await s.login(credentials);
    const login = events.seen.find((e) => e.type === 'academy-login');
    expect(login?.detail).toMatchObject({ user: { name: 'Fresh Name' } });
  });

  it('fetches the user again rather than serving an earlier session from the cache', async () => {
    storeSession();
    const api = stubFetch({ ...ok, 'POST auth/login': () => json({ access_token: 'second' }) });
    const s = await load();
    await s.startSession();
    await s.login(credentials);
    expect(api.calls().filter((c) => c === 'GET user/current')).toHaveLength(2);
  });

  it('stores nothing and redirects nowhere when the credentials are rejected', async () => {
    stubFetch({ ...ok, 'POST auth/login': () => json({ message: 'Invalid credentials' }, 401) });
    history.replaceState(null, '', '/auth/login');
    const s = await load();
    await expect(s.login(credentials)).rejects.toMatchObject({ kind: 'http', status: 401 });
    expect(s.$session.get().isAuthenticated).toBe(false);
    expect(localStorage.getItem('auth_token') ?? '').toBe('');
    expect(events.seen.filter((e) => e.type === 'academy-session-expired' || e.type === 'academy-navigate')).toEqual(
      [],
    );
  });

  it('leaves no half session behind when loading the user after sign-in fails', async () => {
    stubFetch({
      ...ok,
      'POST auth/login': () => json({ access_token: 't' }),
      'GET roles/current': () => json({ message: 'Nope' }, 404),
    });
    const s = await load();
    await expect(s.login(credentials)).rejects.toMatchObject({ status: 404 });
    expect(s.$session.get()).toMatchObject({ isAuthenticated: false, isLoading: false, user: null });
    expectCleared();
  });

  it('rejects an answer without access_token', async () => {
    stubFetch({ ...ok, 'POST auth/login': () => json({ data: { user: serverUser } }) });
    const s = await load();
    await expect(s.login(credentials)).rejects.toMatchObject({
      kind: 'invalid-response',
      message: expect.stringMatching(/access_token/),
    });
    expect(s.$session.get().isAuthenticated).toBe(false);
  });
});

describe('logout (§4)', () => {
  async function signedIn(routes: Record<string, Handler>) {
    storeSession();
    const api = stubFetch({ ...ok, 'GET base/dynamic/button/mine': () => json({ data: [] }), ...routes });
    const s = await load();
    await s.startSession();
    await s.buttonsQuery.get();
    return { api, s };
  }

  function addChatWidget(s: Awaited<ReturnType<typeof load>>) {
    const widget = document.createElement('div');
    widget.setAttribute('data-academy-chat-widget', '');
    document.body.append(widget);
    s.showChatWidget('data:text/javascript,', 'ltr');
    expect(document.getElementById(s.CHAT_SCRIPT_ID)).not.toBeNull();
  }

  it('calls auth/logout with the token, then clears every stored key', async () => {
    const { api, s } = await signedIn({});
    expect(s.buttonsQuery.peek()).toEqual([]);
    addChatWidget(s);

    await s.logout();

    const call = api.requests.find((r) => new URL(r.url).pathname === '/backend/auth/logout');
    expect(call?.method).toBe('POST');
    expect(call?.headers.get('Authorization')).toBe('Bearer stored-token');
    expectCleared();
    expect(s.$session.get()).toMatchObject({
      user: null,
      token: null,
      isAuthenticated: false,
      roles: [],
      permissions: [],
    });
    expect(s.currentUserQuery.peek()).toBeUndefined();
    expect(s.buttonsQuery.peek()).toBeUndefined();
    expect(document.getElementById(s.CHAT_SCRIPT_ID)).toBeNull();
    expect(document.querySelector('[data-academy-chat-widget]')).toBeNull();
    expect(events.seen.some((e) => e.type === 'academy-logout')).toBe(true);
  });

  it.each([
    ['a server error', () => json({ message: 'boom' }, 500)],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a 401', unauthorized],
  ] as const)('clears the session even when auth/logout fails with %s', async (_label, handler) => {
    const { s } = await signedIn({ 'POST auth/logout': handler });
    await expect(s.logout()).resolves.toBeUndefined();
    expectCleared();
    expect(s.$session.get().isAuthenticated).toBe(false);
    // The sign-out itself is not announced as an expired session.
    expect(events.seen.filter((e) => e.type === 'academy-session-expired')).toEqual([]);
  });
});
