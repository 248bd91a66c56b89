import { useLayoutEffect, useState } from 'react';
import {
  autoLayout,
  pickContainer,
  SLIDE_MAX_HEIGHT_PX,
  type BoxSize,
  type LectureLayout,
} from '../../core/lecture-qr/layout';
import { useElement } from '../ui/element-context';

/** The box around `node` in the rendered (flat) tree: its slot, its parent, or the shadow host holding it. */
function boxParent(node: Element): Element | null {
  return node.assignedSlot ?? node.parentElement ?? ((node.getRootNode() as ShadowRoot).host || null);
}

/** The boxes around the host up to the body (the root's own height is the viewport's, not a container's). */
function ancestorsOf(host: HTMLElement): Element[] {
  const boxes: Element[] = [];
  for (let node = boxParent(host); node && node !== document.documentElement; node = boxParent(node)) {
    if (getComputedStyle(node).display !== 'contents') boxes.push(node);
  }
  return boxes;
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
 * The element's container (`pickContainer`): every box around it measured, then measured again while the element
 * briefly holds a block taller than a slide can be. A box growing with it (a page, a shell, a deck's auto-height
 * slide) is not the container; the first that keeps its size is. Added and removed in one task: never painted.
 */
function measureContainer(host: HTMLElement, boxes: readonly Element[]): BoxSize | null {
  const root = host.shadowRoot;
  const before = boxes.map(contentSize);
  if (!root) return before[0] ?? null;
  const probe = document.createElement('div');
  probe.style.display = 'block';
  probe.style.blockSize = `${SLIDE_MAX_HEIGHT_PX}px`;
  root.append(probe);
  try {
    return pickContainer(boxes.map((box, index) => ({ before: before[index]!, after: contentSize(box) })));
  } finally {
    probe.remove();
  }
}

/**
 * The layout to show: `requested` when set, otherwise the automatic choice (`autoLayout`) from the element's
 * container, followed with a ResizeObserver on the boxes around it — the container, never the window.
 */
export function useLectureLayout(requested: LectureLayout | undefined): LectureLayout {
  const { host } = useElement();
  const [auto, setAuto] = useState<LectureLayout>('page');
  useLayoutEffect(() => {
    if (requested) return;
    const boxes = ancestorsOf(host);
    if (boxes.length === 0) return;
    const measure = () => {
      const size = measureContainer(host, boxes);
      setAuto((previous) => autoLayout(size, previous));
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    for (const box of boxes) observer?.observe(box);
    return () => observer?.disconnect();
  }, [host, requested]);
  return requested ?? auto;
}
