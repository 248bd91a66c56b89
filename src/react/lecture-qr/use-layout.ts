import { useLayoutEffect, useState } from 'react';
import { autoLayout, SLIDE_MAX_HEIGHT_PX, type BoxSize, type LectureLayout } from '../../core/lecture-qr/layout';
import { useElement } from '../ui/element-context';

/** The box the element sits in: its parent, or the shadow host holding it; a `display: contents` parent has none. */
function containerOf(host: HTMLElement): Element | null {
  let node: Element | null = host.parentElement ?? ((host.getRootNode() as ShadowRoot).host || null);
  while (node && getComputedStyle(node).display === 'contents') {
    node = node.parentElement ?? ((node.getRootNode() as ShadowRoot).host || null);
  }
  return node;
}

/** A box's content size, untransformed (a deck scales its slides with `transform`). */
function contentSize(element: Element): BoxSize {
  const style = getComputedStyle(element);
  const px = (value: string) => parseFloat(value) || 0;
  return {
    width: element.clientWidth - px(style.paddingLeft) - px(style.paddingRight),
    height: element.clientHeight - px(style.paddingTop) - px(style.paddingBottom),
  };
}

/**
 * The container's size while the element briefly holds a block taller than a slide can be: a container that grows
 * with its content (a page, a shell) then measures as tall and stays a page however little has loaded yet, while a
 * slide's fixed box keeps its size. Added and removed in one task, so it is never painted.
 */
function probedSize(host: HTMLElement, container: Element): BoxSize {
  const root = host.shadowRoot;
  if (!root) return contentSize(container);
  const probe = document.createElement('div');
  probe.style.display = 'block';
  probe.style.blockSize = `${SLIDE_MAX_HEIGHT_PX}px`;
  root.append(probe);
  try {
    return contentSize(container);
  } finally {
    probe.remove();
  }
}

/**
 * The layout to show: `requested` when set, otherwise the automatic choice (`autoLayout`) from the element's
 * container, followed with a ResizeObserver — the container, never the window.
 */
export function useLectureLayout(requested: LectureLayout | undefined): LectureLayout {
  const { host } = useElement();
  const [auto, setAuto] = useState<LectureLayout>('page');
  useLayoutEffect(() => {
    if (requested) return;
    const container = containerOf(host);
    if (!container) return;
    const measure = () => {
      const size = probedSize(host, container);
      setAuto((previous) => autoLayout(size, previous));
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(container);
    return () => observer?.disconnect();
  }, [host, requested]);
  return requested ?? auto;
}
