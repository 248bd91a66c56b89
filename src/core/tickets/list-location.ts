import { atom, onMount } from 'nanostores';

const read = () => (typeof location === 'undefined' ? '' : location.search);

/**
 * The page's query string, for the list's filter, search and page (§2: they live in the URL). Kept current on
 * back/forward and after every Academy navigation, which a host may route with pushState alone.
 */
export const $listLocation = atom<string>(read());

function sync(): void {
  if ($listLocation.get() !== read()) $listLocation.set(read());
}

onMount($listLocation, () => {
  if (typeof window === 'undefined') return;
  // Kept, and its methods looked up when called: the unmount runs a second later, when a test's window may be closed.
  const page = window;
  sync();
  // The host moves in its own listener of the same event: read the location once that dispatch is over.
  const afterNavigation = () => queueMicrotask(sync);
  page.addEventListener('popstate', sync);
  page.document.addEventListener('academy-navigate', afterNavigation);
  return () => {
    page.removeEventListener?.('popstate', sync);
    page.document?.removeEventListener?.('academy-navigate', afterNavigation);
  };
});

/** Re-reads the location now (after this feature moved the page itself). */
export const syncListLocation = sync;
