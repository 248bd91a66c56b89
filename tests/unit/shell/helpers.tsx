import { createRoot, type Root } from 'react-dom/client';
import { vi } from 'vitest';
import type { User } from '../../../src/core/api/user';
import { $dynamicButtons } from '../../../src/core/dynamic-buttons/dynamic-buttons-store';
import { $savedLanguage, type Locale } from '../../../src/core/locale/locale-store';
import { syncPathname } from '../../../src/core/navigation/path-store';
import { $chosenView } from '../../../src/core/roles/dashboard-view';
import { clearUserQueries } from '../../../src/core/query/query';
import { resetSessionForTests } from '../../../src/core/session/session';
import { $permissions, $roles, $storedUser, $token } from '../../../src/core/session/storage';
import { $toasts } from '../../../src/core/toasts/toasts';
import ShellFeature from '../../../src/react/shell/shell-feature';
import type { ShellProps } from '../../../src/react/shell/shell-props';
import { ElementRoot } from '../../../src/react/ui/element-root';

export const USER: User = {
  id: '7',
  name: 'Omar Haddad',
  arabic_name: 'عمر حداد',
  email: 'omar@example.com',
  nid: '1029384756',
  roles: [],
  permissions: [],
};

export interface RawButton {
  id: number;
  title: string;
  title_ar?: string | null;
  status: number | string;
  on_page: string;
  visible_for_role_name: string;
}

export const envelope = (data: unknown, status = 200, message = 'OK') =>
  new Response(JSON.stringify({ message, status_text: status < 400 ? 'success' : 'error', data }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

export type Route = (request: Request) => Response | Promise<Response>;

export interface Api {
  fetch: ReturnType<typeof vi.fn>;
  /** `METHOD path` of every API call, path under /backend/. */
  calls(): string[];
}

/**
 * Stubs fetch with the API envelope `{ message, status_text, data }` for the session and button calls.
 * Shoelace's system icons are fetched as data: URLs; they get a 404 (the icons are decorative here).
 */
export function stubApi(options: {
  user?: User;
  roles: string[];
  buttons?: RawButton[];
  routes?: Record<string, Route>;
}): Api {
  const user = { ...(options.user ?? USER), roles: options.roles };
  const routes: Record<string, Route> = {
    'GET user/current': () => envelope(user),
    'GET roles/current': () => envelope(options.roles),
    'GET permissions/current': () => envelope(['view dashboard']),
    'GET base/dynamic/button/mine': () => envelope(options.buttons ?? []),
    'POST auth/logout': () => envelope(null, 200, 'Logged out'),
    ...options.routes,
  };
  const seen: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.startsWith('data:')) return new Response('', { status: 404 });
    const request = input instanceof Request ? input : new Request(url, init);
    const key = `${request.method} ${new URL(request.url).pathname.replace(/^\/backend\//, '')}`;
    seen.push(key);
    const route = routes[key];
    if (!route) throw new TypeError('Failed to fetch');
    return route(request);
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, calls: () => [...seen] };
}

/** Resets every shared store the shell reads, then seeds a signed-in session (unless `user` is null). */
export function seedSession(
  options: { user?: User | null; roles?: string[]; path?: string; language?: Locale } = {},
): void {
  localStorage.clear();
  sessionStorage.clear();
  resetSessionForTests();
  clearUserQueries();
  $dynamicButtons.set({ status: 'idle', buttons: [] });
  $chosenView.set(null);
  $toasts.set([]);
  $permissions.set([]);
  $savedLanguage.set(options.language ?? 'en');
  history.replaceState(null, '', options.path ?? '/dashboard');
  syncPathname();
  if (options.user === null) {
    $token.set('');
    $storedUser.set(null);
    $roles.set([]);
    return;
  }
  $token.set('token-123');
  $storedUser.set({ ...(options.user ?? USER), roles: options.roles ?? [] });
  $roles.set(options.roles ?? []);
}

export interface Mounted {
  host: HTMLDivElement;
  shadow: ShadowRoot;
  /** academy-navigate events the shell sent (handled, so the page does not move). */
  navigations: string[];
  events: string[];
  unmount(): Promise<void>;
}

let mounted: Mounted[] = [];

export async function mountShell(props: ShellProps = {}): Promise<Mounted> {
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const navigations: string[] = [];
  const events: string[] = [];
  host.addEventListener('academy-navigate', (event) => {
    event.preventDefault();
    navigations.push(event.detail.path);
  });
  host.addEventListener('academy-logout', () => events.push('academy-logout'));
  const root: Root = createRoot(shadow);
  root.render(
    <ElementRoot container={shadow}>
      <ShellFeature {...props} />
    </ElementRoot>,
  );
  await vi.waitFor(() => {
    if (!shadow.firstElementChild) throw new Error('nothing rendered yet');
  });
  const result: Mounted = {
    host,
    shadow,
    navigations,
    events,
    async unmount() {
      root.unmount();
      host.remove();
    },
  };
  mounted.push(result);
  return result;
}

export async function unmountAll(): Promise<void> {
  for (const item of mounted) await item.unmount();
  mounted = [];
}

/** Waits for the signed-in chrome (the profile menu, its panel fetched at the first idle moment) to render. */
export async function signedIn(shell: Mounted): Promise<void> {
  // The panel's chunk imports Shoelace and Lit: its first import takes longer than a render.
  await vi.waitFor(
    () => {
      if (!shell.shadow.querySelector('sl-dropdown sl-menu')) throw new Error('profile menu not rendered yet');
    },
    { timeout: 5000 },
  );
}

export const $ = <E extends Element = HTMLElement>(shell: Mounted, selector: string) =>
  shell.shadow.querySelector<E>(selector);
export const $$ = <E extends Element = HTMLElement>(shell: Mounted, selector: string) =>
  Array.from(shell.shadow.querySelectorAll<E>(selector));

/** Text of an element with whitespace collapsed. */
export const text = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** Picks a menu item the way Shoelace reports it: `sl-select` on the menu (happy-dom does not retarget clicks). */
export function selectMenuItem(shell: Mounted, value: string): void {
  const menu = $(shell, 'sl-menu');
  const item = $$<HTMLElement & { value: string }>(shell, 'sl-menu-item').find(
    (candidate) => candidate.value === value,
  );
  if (!menu || !item) throw new Error(`no menu item ${value}`);
  menu.dispatchEvent(new CustomEvent('sl-select', { detail: { item }, bubbles: true, composed: true }));
}

/** Clicks a plain button inside the shell's shadow root (same tree as React's listener, so it reaches onClick). */
export function click(element: HTMLElement | null): void {
  if (!element) throw new Error('nothing to click');
  element.click();
}
