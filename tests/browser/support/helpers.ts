// Shared helpers for the browser tier: waiting, mounting, a network stub, console spies and store resets.
import { $brandOverride } from '../../../src/core/brand/brand-store';
import { $savedLanguage } from '../../../src/core/locale/locale-store';
import { clearUserQueries } from '../../../src/core/query/query';
import { resetSessionForTests } from '../../../src/core/session/session';
import { clearStoredSession } from '../../../src/core/session/storage';
import { $toasts } from '../../../src/core/toasts/toasts';
import type * as Commands from '@web/test-runner-commands';

/** Polls until `check` returns a truthy value (or stops throwing); fails with `what` after `timeout` ms. */
export async function waitFor<T>(
  check: () => T | null | undefined | false,
  what = 'condition',
  timeout = 4000,
): Promise<T> {
  const start = performance.now();
  let last: unknown;
  for (;;) {
    try {
      const value = check();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    if (performance.now() - start > timeout)
      throw new Error(`Timed out waiting for ${what}${last ? `: ${String(last)}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Sets a React-controlled input's value the way typing does (the native setter, then an input event). */
export function fill(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

export const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
export const tick = (ms = 0) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Parses `html` into document.body (custom elements upgrade on insertion) and returns the first element. */
export function mount<E extends HTMLElement = HTMLElement>(html: string): E {
  const template = document.createElement('template');
  template.innerHTML = html.trim();
  const element = template.content.firstElementChild as E;
  document.body.append(template.content);
  return element;
}

/** The element's shadow root once its feature has rendered `selector` inside it. */
export function shadowQuery<E extends Element = HTMLElement>(host: Element, selector: string): Promise<E> {
  return waitFor(() => host.shadowRoot?.querySelector<E>(selector), `${host.localName} ${selector}`);
}

// ---------------------------------------------------------------- network

export interface StubCall {
  method: string;
  path: string;
  body: unknown;
  /** The query string (`?a=1`, or ''), and the request's headers. */
  search?: string;
  headers?: Headers;
}
type Handler = (call: StubCall) => unknown;

/** Answers `/backend/<path>` with the API envelope; unknown paths get 404. Returns the calls and a restore. */
export function stubFetch(routes: Record<string, Handler | object>): { calls: StubCall[]; restore: () => void } {
  const original = window.fetch;
  const calls: StubCall[] = [];
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^.*\/backend\//, '');
    const text = await request.text();
    const call: StubCall = { method: request.method, path, body: text ? (JSON.parse(text) as unknown) : null };
    // Not enumerable: tests comparing whole calls keep comparing method, path and body.
    Object.defineProperties(call, { search: { value: url.search }, headers: { value: request.headers } });
    calls.push(call);
    const route = routes[`${request.method} ${path}`] ?? routes[path];
    if (route === undefined) return json({ message: 'Not found', status_text: 'Not Found' }, 404);
    // A handler may answer later (a promise): a test holds an answer that way.
    const data: unknown = await (typeof route === 'function' ? (route as Handler)(call) : route);
    return data instanceof Response ? data : json({ message: 'OK', status_text: 'OK', data });
  };
  return { calls, restore: () => (window.fetch = original) };
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export const USER = {
  id: 7,
  name: 'Sara Ali',
  arabic_name: 'سارة علي',
  email: 'sara@example.com',
  nid: '1234567890',
  roles: ['learner'],
  permissions: [],
};

/** Routes for a signed-in session: current user, roles, permissions and (empty) dynamic buttons. */
export const sessionRoutes = {
  'user/current': USER,
  'roles/current': ['learner'],
  'permissions/current': ['view-courses'],
  'base/dynamic/button/mine': [],
  // Trainer dashboards ask for sign-up trainers awaiting approval (#29 item 7): none unless a test says so.
  'auth/trainers/pending': [],
  // The shell's bell polls the unread count (#32): none unless a test says so.
  'user/notifications/unread': { unread: 0 },
};

// ---------------------------------------------------------------- console

/** Records console[method] calls without printing them; call restore() in afterEach. */
export function spyConsole(method: 'warn' | 'error'): { calls: unknown[][]; text: () => string; restore: () => void } {
  const original = console[method];
  const calls: unknown[][] = [];
  console[method] = (...args: unknown[]) => calls.push(args);
  return {
    calls,
    text: () => calls.map((args) => args.map(String).join(' ')).join('\n'),
    restore: () => (console[method] = original),
  };
}

// ---------------------------------------------------------------- cleanup

/** Removes every mounted element and resets the page-wide stores the elements touch. */
export function resetPage(): void {
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
  $brandOverride.set(null);
  $savedLanguage.set('');
  $toasts.set([]);
  clearStoredSession();
  clearUserQueries();
  resetSessionForTests();
}

// ---------------------------------------------------------------- real input

let commands: Promise<typeof Commands> | undefined;

/**
 * WTR's sendKeys/sendMouse (real Playwright input). Loaded from WTR's own path, untouched by Vite's
 * pre-bundling, which would break the module's import of WTR's web socket.
 */
export function realInput(): Promise<typeof Commands> {
  // A literal path (a computed one makes Vite inject its HMR client); typed through the package import above.
  // @ts-expect-error -- TypeScript does not resolve server-absolute paths.
  commands ??= import(/* @vite-ignore */ '/node_modules/@web/test-runner-commands/browser/commands.mjs') as Promise<
    typeof Commands
  >;
  return commands;
}

/** A real mouse click at the centre of `element`. */
export async function realClick(element: Element): Promise<void> {
  const { sendMouse } = await realInput();
  const rect = element.getBoundingClientRect();
  await sendMouse({
    type: 'click',
    position: [Math.round(rect.left + rect.width / 2), Math.round(rect.top + rect.height / 2)],
  });
}

/** The focused element, looking through open shadow roots. */
export function deepActiveElement(): Element | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Types into a React-controlled input as a person does: the native value setter, then an input event. */
export function typeInto(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}
