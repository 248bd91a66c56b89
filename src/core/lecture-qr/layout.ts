/** How `<academy-lecture-qr>` lays itself out: the whole trainer page, or only what a room needs on a slide. */
export const LECTURE_LAYOUTS = ['page', 'slide'] as const;
export type LectureLayout = (typeof LECTURE_LAYOUTS)[number];

/** A container at least this tall is a page, whatever its shape: a slide is a landscape box under 800 px high. */
export const SLIDE_MAX_HEIGHT_PX = 800;

/** A box's content size in CSS pixels. */
export interface BoxSize {
  width: number;
  height: number;
}

/** Whether `value` is a layout the `layout` attribute accepts (`page` or `slide`, exactly). */
export function isLectureLayout(value: unknown): value is LectureLayout {
  return (LECTURE_LAYOUTS as readonly unknown[]).includes(value);
}

/**
 * The automatic choice without a `layout` attribute: a slide when the container is wider than tall and under
 * SLIDE_MAX_HEIGHT_PX high, otherwise a page. A container with no size (hidden, as a deck hides far slides, or not
 * measured yet) keeps the `previous` choice, so the element does not flip while its slide is away.
 */
export function autoLayout(container: BoxSize | null, previous: LectureLayout = 'page'): LectureLayout {
  if (!container || !(container.width > 0) || !(container.height > 0)) return previous;
  return container.width > container.height && container.height < SLIDE_MAX_HEIGHT_PX ? 'slide' : 'page';
}

/** One box around the element, measured as it is and again while the element holds a block taller than a slide. */
export interface ProbedBox {
  before: BoxSize;
  after: BoxSize;
}

/**
 * The element's container for the automatic choice, from its ancestors (nearest first) measured without and with the
 * probe: the nearest whose height did not follow the element's (a slide, a deck's stage, a full-window box). When all
 * of them grew with it, the element is in a page's flow: the outermost as measured with the probe (as tall as a page).
 * Null without ancestors.
 */
export function pickContainer(boxes: readonly ProbedBox[]): BoxSize | null {
  const fixed = boxes.find((box) => Math.abs(box.after.height - box.before.height) < 1);
  return fixed ? fixed.before : (boxes.at(-1)?.after ?? null);
}

/** The layout shown: the attribute's when it names one, the automatic choice otherwise. */
export function resolveLayout(
  requested: unknown,
  container: BoxSize | null,
  previous: LectureLayout = 'page',
): LectureLayout {
  return isLectureLayout(requested) ? requested : autoLayout(container, previous);
}

/**
 * How Present shows the codes: in its own full screen normally; as an overlay over what is already full screen (a
 * deck) otherwise, because asking for full screen again would stack on the deck's and Escape would leave both.
 */
export function presentationMode(fullscreenElement: Element | null): 'fullscreen' | 'overlay' {
  return fullscreenElement ? 'overlay' : 'fullscreen';
}
