import { afterEach, beforeEach, expect, vi } from 'vitest';
import { json, type Handler } from '../helpers';

export const KEYS = ['auth_token', 'auth_user', 'user_roles', 'user_permissions'] as const;

export const storedUser = {
  id: '1',
  name: 'Old Name',
  arabic_name: null,
  email: 'learner@academy.test',
  nid: '784',
  roles: ['learner'],
  permissions: [],
};
export const serverUser = {
  id: 1,
  name: 'Fresh Name',
  arabic_name: 'اسم',
  email: 'learner@academy.test',
  nid: '784',
  roles: ['Learner'],
  permissions: ['tickets.view'],
};

export const ok = {
  'GET user/current': () => json({ message: 'OK', status_text: 'OK', data: serverUser }),
  'GET roles/current': () => json({ data: ['Learner', 'Student'] }),
  'GET permissions/current': () => json({ data: [{ name: 'tickets.view' }, 'tickets.create'] }),
  'POST auth/logout': () => json({ message: 'Logged out' }),
} satisfies Record<string, Handler>;

export const unauthorized = () => json({ message: 'Unauthenticated.' }, 401);

export function storeSession(token = 'stored-token') {
  localStorage.setItem('auth_token', token);
  localStorage.setItem('auth_user', JSON.stringify(storedUser));
  localStorage.setItem('user_roles', JSON.stringify(['learner']));
  localStorage.setItem('user_permissions', JSON.stringify(['old.permission']));
}

export function readJson(key: string): unknown {
  const text = localStorage.getItem(key);
  return text === null ? null : JSON.parse(text);
}

/** Signed out means the keys are gone from localStorage. */
export function expectCleared() {
  for (const key of KEYS) expect(localStorage.getItem(key), key).toBeNull();
}

/** Fresh module instances per test: the session keeps module state. */
export async function load() {
  vi.resetModules();
  const session = await import('../../../../src/core/session/session');
  const storage = await import('../../../../src/core/session/storage');
  const queries = await import('../../../../src/core/session/queries');
  const client = await import('../../../../src/core/http/client');
  const chat = await import('../../../../src/core/shell/chat-widget');
  const signIn = await import('../../../../src/core/login/sign-in');
  const signOut = await import('../../../../src/core/session/sign-out');
  const query = await import('../../../../src/core/query/query');
  const buttons = await import('../../../../src/core/dynamic-buttons/dynamic-buttons-store');
  return {
    ...session,
    ...storage,
    ...queries,
    ...client,
    ...chat,
    ...signIn,
    ...signOut,
    ...query,
    buttonsQuery: buttons.buttonsQuery,
  };
}

/** Collects the Academy events dispatched on the document during a test. */
export function recordEvents(...names: string[]) {
  const seen: { type: string; detail: unknown; event: CustomEvent }[] = [];
  const controller = new AbortController();
  for (const name of names) {
    document.addEventListener(
      name,
      (event) => seen.push({ type: name, detail: (event as CustomEvent).detail, event: event as CustomEvent }),
      {
        signal: controller.signal,
      },
    );
  }
  return { seen, stop: () => controller.abort() };
}

/** The events of the running test (reset before each test by useSessionTestSetup). */
export let events: ReturnType<typeof recordEvents>;

/** Fresh storage, stubs and event recording around every test of a session test file. */
export function useSessionTestSetup(): void {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    history.replaceState(null, '', '/dashboard');
    events = recordEvents('academy-session-expired', 'academy-navigate', 'academy-login', 'academy-logout');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  afterEach(() => {
    events.stop();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    localStorage.clear();
    sessionStorage.clear();
    document.body.innerHTML = '';
  });
}
