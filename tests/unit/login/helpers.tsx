import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { vi } from 'vitest';
import { setLanguage } from '../../../src/core/locale/locale-store';
import { clearStoredSession } from '../../../src/core/session/storage';
import { $toasts } from '../../../src/core/toasts/toasts';
import LoginFeature from '../../../src/react/login/login-feature';
import type { LoginProps } from '../../../src/react/login/login-views';
import { ElementRoot } from '../../../src/react/ui/element-root';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export const API = 'http://api.test';

export interface Reply {
  status?: number;
  body?: unknown;
}

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** Stubs fetch: `routes` maps "METHOD path" (path under /backend/, no query) to a reply or a reply maker. */
export function mockApi(routes: Record<string, Reply | ((call: Call) => Reply | Promise<Reply>)>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const url = new URL(request.url);
      const text = request.method === 'GET' ? '' : await request.text();
      const call: Call = {
        method: request.method,
        path: url.pathname.replace(/^\/backend\//, '') + url.search,
        body: text ? JSON.parse(text) : null,
      };
      calls.push(call);
      const route = routes[`${request.method} ${url.pathname.replace(/^\/backend\//, '')}`];
      if (!route)
        return new Response(JSON.stringify({ message: 'Not found', status_text: 'not_found', data: null }), {
          status: 404,
        });
      const reply = typeof route === 'function' ? await route(call) : route;
      return new Response(JSON.stringify(reply.body ?? { message: 'ok', status_text: 'ok', data: null }), {
        status: reply.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

/** The API's error envelope. */
export const fail = (status: number, message: string, statusText = 'error', data: unknown = null): Reply => ({
  status,
  body: { message, status_text: statusText, data },
});

export interface Mounted {
  host: HTMLElement;
  shadow: ShadowRoot;
  navigations: { path: string; replace?: boolean | undefined }[];
  rerender: (props: LoginProps) => Promise<void>;
  unmount: () => void;
}

let mounted: Mounted[] = [];

// The screens other than sign-in are a chunk of their own; loaded up front, a lazy screen resolves in microtasks
// (no timers, so tests with fake clocks still settle).
await import('../../../src/react/login/guest-views');

/** Lets a lazy screen's already-loaded module resolve and render. */
async function screenShown(): Promise<void> {
  for (let i = 0; i < 3; i++) await act(async () => undefined);
}

/** Renders the feature as the element would: inside ElementRoot, in an open shadow root. */
export async function mount(
  props: LoginProps = {},
  options: { handleNavigation?: boolean; lang?: 'en' | 'ar' } = {},
): Promise<Mounted> {
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  shadow.append(container);
  const navigations: Mounted['navigations'] = [];
  host.addEventListener('academy-navigate', (event) => {
    navigations.push(event.detail);
    if (options.handleNavigation) event.preventDefault();
  });
  let root: Root | null = null;
  const render = (next: LoginProps) =>
    act(async () => {
      root ??= createRoot(container);
      root.render(
        <ElementRoot container={shadow} apiBase={API} lang={options.lang ?? 'en'}>
          <LoginFeature {...next} />
        </ElementRoot>,
      );
    });
  await render(props);
  await screenShown();
  const result: Mounted = {
    host,
    shadow,
    navigations,
    rerender: async (next) => {
      await render(next);
      await screenShown();
    },
    unmount: () => {
      act(() => root?.unmount());
      host.remove();
    },
  };
  mounted.push(result);
  return result;
}

export function cleanup(): void {
  for (const item of mounted) item.unmount();
  mounted = [];
  clearStoredSession();
  $toasts.set([]);
  sessionStorage.clear();
  history.replaceState(null, '', '/');
  setLanguage('en');
}

/** Lets pending promises and React updates settle. */
export async function settle(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

/** Waits until `check` stops throwing. */
export async function waitFor<T>(check: () => T, tries = 50): Promise<T> {
  let last: unknown;
  for (let i = 0; i < tries; i++) {
    try {
      return check();
    } catch (error) {
      last = error;
      await settle(1);
    }
  }
  throw last;
}

/** The input labelled `label` (exact text). */
export function input(root: ShadowRoot, label: string): HTMLInputElement {
  const found = [...root.querySelectorAll('label')].find((node) => node.textContent?.trim() === label);
  const id = found?.getAttribute('for');
  const control = id ? root.getElementById(id) : found?.querySelector('input');
  if (!(control instanceof HTMLInputElement)) throw new Error(`No input labelled "${label}"`);
  return control;
}

export function button(root: ShadowRoot, name: string): HTMLButtonElement | HTMLAnchorElement {
  const found = [...root.querySelectorAll<HTMLButtonElement | HTMLAnchorElement>('button, a')].find(
    (node) => node.textContent?.trim() === name,
  );
  if (!found) throw new Error(`No button or link "${name}"`);
  return found;
}

/** Types into a React-controlled input. */
export async function type(control: HTMLInputElement, value: string): Promise<void> {
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(control, value);
    control.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export async function click(node: HTMLElement): Promise<void> {
  await act(async () => {
    node.click();
  });
}

export async function submit(root: ShadowRoot): Promise<void> {
  const form = root.querySelector('form');
  if (!form) throw new Error('No form');
  await act(async () => {
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
}

export const text = (root: ShadowRoot) => root.textContent ?? '';
/** Texts of the non-empty role=alert regions (the toaster's empty region is skipped). */
export const alerts = (root: ShadowRoot) =>
  [...root.querySelectorAll('[role="alert"]')].map((node) => node.textContent?.trim() ?? '').filter(Boolean);
