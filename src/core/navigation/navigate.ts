import { emit } from '../events/emit';
import { syncPathname } from './path-store';

/**
 * Asks the host to go to `path` with a cancelable `academy-navigate`; when no host handles it
 * (nobody calls preventDefault), falls back to the History API plus a `popstate` so routers notice.
 * Returns whether the host handled it.
 */
export function navigate(from: EventTarget, path: string, options: { replace?: boolean } = {}): boolean {
  const handled = !emit(from, 'academy-navigate', { path, replace: options.replace ?? false }, { cancelable: true });
  if (handled || typeof history === 'undefined') {
    syncPathname();
    return handled;
  }
  if (options.replace) history.replaceState(null, '', path);
  else history.pushState(null, '', path);
  dispatchEvent(new PopStateEvent('popstate', { state: null }));
  return false;
}

/** The path, query and hash of the current page. */
export function currentPath(): string {
  return typeof location === 'undefined' ? '/' : `${location.pathname}${location.search}${location.hash}`;
}
