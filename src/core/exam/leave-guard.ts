import type { NavigateDetail } from '../events/event-map';

// #29 leaving a running exam asks first: closing or reloading the tab gets the browser's own prompt (beforeunload);
// an in-app move (any element's `academy-navigate`, e.g. the shell's dashboard link) is held back before the host
// sees it and handed to `ask`, which lets it go on with `leave()`; the browser's Back is caught on an extra history
// entry of the same address (re-pushed at once, so the exam stays on screen) and asked the same way. Sign-in pages
// pass: the session is gone anyway.

/** Paths that always pass: the sign-in pages (a signed-out or expired session cannot go on with the exam). */
const ALWAYS_PASSES = /^\/auth\//;
/** Marks the history entry the guard pushed over the exam's own (kept in `history.state`). */
export const BACK_GUARD_KEY = 'academyExamBackGuard';

/** What the learner tried: an in-app move to `path`, or the browser's Back (or another history move). */
export type LeaveRequest = ({ kind: 'navigate' } & Required<NavigateDetail>) | { kind: 'back' };

/** Back, confirmed: two entries back (the guard's and the exam's own), where the learner's Back was heading. */
export const BACK_STEPS = 2;

const guarded = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as Record<string, unknown>)[BACK_GUARD_KEY] === true;

/** Pushes the guard's entry at the exam's `address` (the page's state kept) unless the current entry is one. */
function pushGuardEntry(page: Window, address: string): void {
  const state: unknown = page.history.state;
  if (guarded(state)) return;
  const kept = typeof state === 'object' && state !== null ? state : {};
  page.history.pushState({ ...kept, [BACK_GUARD_KEY]: true }, '', address);
}

/** Arms the guard on `page` until the returned function is called. */
export function guardLeaving(page: Window, ask: (request: LeaveRequest) => void): () => void {
  const beforeUnload = (event: BeforeUnloadEvent) => {
    event.preventDefault();
    // Chromium before 119 and Safari ask only when returnValue is set.
    event.returnValue = '';
  };
  const navigate = (event: Event) => {
    const { detail } = event as CustomEvent<NavigateDetail>;
    if (!detail || typeof detail.path !== 'string' || ALWAYS_PASSES.test(detail.path)) return;
    // Captured on the window: the host's router (on document or below) never sees it; the sender takes it as handled.
    event.preventDefault();
    event.stopImmediatePropagation();
    ask({ kind: 'navigate', path: detail.path, replace: detail.replace ?? false });
  };
  const address = page.location.href;
  const popState = (event: PopStateEvent) => {
    // Only a Back onto the exam's own entry (same address: a host's router keeps the exam on screen). A jump further
    // through the history menu has already reached the host's router (window listeners run in order): it goes.
    if (guarded(event.state) || page.location.href !== address) return;
    pushGuardEntry(page, address);
    ask({ kind: 'back' });
  };
  pushGuardEntry(page, address);
  page.addEventListener('beforeunload', beforeUnload);
  page.addEventListener('academy-navigate', navigate, { capture: true });
  page.addEventListener('popstate', popState);
  return () => {
    page.removeEventListener('beforeunload', beforeUnload);
    page.removeEventListener('academy-navigate', navigate, { capture: true });
    page.removeEventListener('popstate', popState);
  };
}
