import { useLayoutEffect, type RefObject } from 'react';

/** Page-wide, so every element's toaster (whichever element owns it) sits below the shell's header. */
const HEADER_OFFSET_PROPERTY = '--academy-header-block-size';

/** Publishes where the header ends (it wraps to several rows on phones) while the shell is on the page. */
export function useHeaderOffset(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const header = ref.current;
    if (!header) return;
    const root = document.documentElement;
    const publish = () =>
      root.style.setProperty(
        HEADER_OFFSET_PROPERTY,
        `${Math.max(0, Math.round(header.getBoundingClientRect().bottom))}px`,
      );
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(header);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(HEADER_OFFSET_PROPERTY);
    };
  }, [ref]);
}
