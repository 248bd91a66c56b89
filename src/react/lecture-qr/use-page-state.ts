import { useEffect, useState } from 'react';
import type { QueryStore } from '../../core/query/query-store';

/** The window's width, followed on resize (the code's size steps with it, §9). */
export function useWindowWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const update = () => setWidth(window.innerWidth);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return width;
}

/** Whether the browser believes it is online (§2 online/offline indicator). */
export function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/**
 * Reloads `store` every `intervalMs` while the page is visible (a hidden tab polls nothing) and once when it shows
 * again; a tick while the last load is still running is skipped, so a slow network never piles requests up.
 */
export function useStorePolling(store: QueryStore<unknown>, intervalMs: number): void {
  useEffect(() => {
    const tick = () => {
      if (document.visibilityState === 'visible' && store.value?.status !== 'loading') void store.load({ force: true });
    };
    const timer = setInterval(tick, intervalMs);
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [store, intervalMs]);
}

/** §2 print margins of 1 inch: `@page` is ignored inside a shadow root, so the rule joins the document while the element is shown. */
export function usePrintMargins(): void {
  useEffect(() => {
    if (!('adoptedStyleSheets' in document)) return;
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('@page { margin: 1in; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((item) => item !== sheet);
    };
  }, []);
}
