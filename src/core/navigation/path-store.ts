import { atom, onMount } from 'nanostores';

const read = () => (typeof location === 'undefined' ? '/' : location.pathname);

/** The page's pathname, kept current on popstate (while watched) and after every `navigate()`. */
export const $pathname = atom<string>(read());

/** Re-reads the location; hosts that route with pushState alone should dispatch popstate (or call this). */
export function syncPathname(): void {
  if ($pathname.get() !== read()) $pathname.set(read());
}

onMount($pathname, () => {
  if (typeof window === 'undefined') return;
  // Kept, and its methods looked up when called: the unmount runs a second after the last watcher leaves, when a
  // test's window may be gone or closed.
  const page = window;
  syncPathname();
  page.addEventListener('popstate', syncPathname);
  return () => page.removeEventListener?.('popstate', syncPathname);
});
