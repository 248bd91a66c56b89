import { useLayoutEffect, type RefObject } from 'react';

/** Read by exam.css: how far a focused control keeps clear of the sticky header (WCAG 2.4.11). */
const HEADER_HEIGHT_PROPERTY = '--exam-header-block-size';

/**
 * Publishes the sticky header's height (it wraps to several rows on phones) on `root`, following its resizes; a
 * control that takes focus under the header anyway (the header grew since) is scrolled clear at once.
 */
export function useHeaderHeight(header: RefObject<HTMLElement | null>, root: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const bar = header.current;
    const target = root.current;
    if (!bar || !target) return;
    const publish = () =>
      target.style.setProperty(HEADER_HEIGHT_PROPERTY, `${Math.ceil(bar.getBoundingClientRect().height)}px`);
    const keepClear = (event: FocusEvent) => {
      const focused = event.target;
      if (!(focused instanceof HTMLElement) || bar.contains(focused)) return;
      publish();
      if (focused.getBoundingClientRect().top < bar.getBoundingClientRect().bottom)
        focused.scrollIntoView({ block: 'nearest' });
    };
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(bar);
    target.addEventListener('focusin', keepClear);
    return () => {
      observer?.disconnect();
      target.removeEventListener('focusin', keepClear);
    };
  }, [header, root]);
}
