import { useLayoutEffect, type RefObject } from 'react';

/** Read by exam.css: how far a focused control keeps clear of the sticky header (WCAG 2.4.11). */
const HEADER_HEIGHT_PROPERTY = '--exam-header-block-size';

/**
 * Publishes the sticky header's height (it wraps to several rows on phones) on `root`, following its resizes; a
 * control that takes focus under the header anyway (the header grew since) is scrolled clear at once. A heading the
 * page focuses (tabindex -1, a new question's) is kept clear of the header and in the
 * window in the next frame: read then, its layout is the frame's own, not one forced in the middle of the switch.
 */
export function useHeaderHeight(header: RefObject<HTMLElement | null>, root: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const bar = header.current;
    const target = root.current;
    if (!bar || !target) return;
    let published = '';
    const publish = () => {
      const height = `${Math.ceil(bar.getBoundingClientRect().height)}px`;
      // An unchanged value is not written again: a write restyles the whole exam below the root.
      if (height !== published) target.style.setProperty(HEADER_HEIGHT_PROPERTY, height);
      published = height;
    };
    let frame = 0;
    let focused: HTMLElement | null = null;
    const check = () => {
      cancelAnimationFrame(frame);
      frame = 0;
      if (!focused?.isConnected) return;
      publish();
      const box = focused.getBoundingClientRect();
      if (box.top < bar.getBoundingClientRect().bottom || box.bottom > innerHeight)
        focused.scrollIntoView({ block: 'nearest' });
    };
    const keepClear = (event: FocusEvent) => {
      if (!(event.target instanceof HTMLElement) || bar.contains(event.target)) return;
      focused = event.target;
      if (focused.tabIndex >= 0) return check();
      frame ||= requestAnimationFrame(check);
    };
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(bar);
    target.addEventListener('focusin', keepClear);
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
      target.removeEventListener('focusin', keepClear);
    };
  }, [header, root]);
}
