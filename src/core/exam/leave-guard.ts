import type { NavigateDetail } from '../events/event-map';

// #29 leaving a running exam asks first: closing or reloading the tab gets the browser's own prompt (beforeunload);
// an in-app move (any element's `academy-navigate`, e.g. the shell's dashboard link) is held back before the host
// sees it and handed to `ask`, which lets it go on with `leave()`. Sign-in pages pass: the session is gone anyway.

/** Paths that always pass: the sign-in pages (a signed-out or expired session cannot go on with the exam). */
const ALWAYS_PASSES = /^\/auth\//;

/** Arms the guard on `page` until the returned function is called. */
export function guardLeaving(page: Window, ask: (detail: NavigateDetail) => void): () => void {
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
    ask({ path: detail.path, replace: detail.replace ?? false });
  };
  page.addEventListener('beforeunload', beforeUnload);
  page.addEventListener('academy-navigate', navigate, { capture: true });
  return () => {
    page.removeEventListener('beforeunload', beforeUnload);
    page.removeEventListener('academy-navigate', navigate, { capture: true });
  };
}
