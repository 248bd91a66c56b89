// WCAG 2.5.8 (target size, minimum) measured in the page: every control inside an element's shadow roots is at least
// 24 × 24 CSS px, or a 24 px circle centred on it meets no other target; links inside a sentence are exempt.
import { expect } from 'chai';
import { realInput } from '../support/helpers';

const CONTROLS = [
  'button',
  'a[href]',
  'input:not([type=hidden])',
  'select',
  'textarea',
  'summary',
  '[role=button]',
  '[role=tab]',
  '[role=checkbox]',
  '[role=switch]',
  '[role=menuitem]',
].join(', ');
const MIN = 24;

interface Target {
  control: HTMLElement;
  box: DOMRect;
}

/** Controls in `root` and in every shadow root below it (Shoelace's buttons sit one shadow root further down). */
function controlsIn(root: ParentNode): HTMLElement[] {
  const found = [...root.querySelectorAll<HTMLElement>(CONTROLS)];
  for (const node of root.querySelectorAll('*')) if (node.shadowRoot) found.push(...controlsIn(node.shadowRoot));
  return found;
}

/** A visually hidden input (clip, 1 px) is hit through its label, so the label's box is the target. */
function boxOf(control: HTMLElement): DOMRect {
  const box = control.getBoundingClientRect();
  const label = control instanceof HTMLInputElement ? control.labels?.[0] : undefined;
  return label && (box.width <= 2 || box.height <= 2) ? label.getBoundingClientRect() : box;
}

/** Behind an open modal dialog of the same root, which makes the rest of the page inert. */
function outsideModal(control: HTMLElement): boolean {
  const modal = (control.getRootNode() as ParentNode).querySelector('dialog:modal');
  return modal !== null && !modal.contains(control);
}

/** Laid out, visible and not inert (what lies under a modal drawer cannot be hit); a 1 px box is visually hidden (a skip link until focused). */
const shown = (control: HTMLElement, box: DOMRect) =>
  box.width > 1 &&
  box.height > 1 &&
  !control.closest('[inert]') &&
  !outsideModal(control) &&
  control.checkVisibility({ visibilityProperty: true, opacityProperty: false });

/** The nearest ancestor that is not inline: the line box a link's sentence lives in. */
function blockOf(node: HTMLElement): HTMLElement {
  let parent = node.parentElement;
  while (parent && getComputedStyle(parent).display.startsWith('inline')) parent = parent.parentElement;
  return parent ?? node;
}

/**
 * An inline link in a sentence (WCAG 2.5.8 "Inline" exception): displayed inline, and its block holds words of its
 * own beside the link's, e.g. "I agree to the <a>Terms</a>".
 */
export function isInlineInSentence(control: HTMLElement): boolean {
  if (control.localName !== 'a' || getComputedStyle(control).display !== 'inline') return false;
  const own = (control.textContent ?? '').trim().length;
  const around = (blockOf(control).textContent ?? '').replace(/\s+/g, ' ').trim().length;
  return around > own + 3;
}

const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
const small = (box: DOMRect) => box.width < MIN - 0.5 || box.height < MIN - 0.5;

/** Distance from a point to a rectangle (0 inside it). */
function distanceTo(point: { x: number; y: number }, box: DOMRect): number {
  const dx = Math.max(box.left - point.x, 0, point.x - box.right);
  const dy = Math.max(box.top - point.y, 0, point.y - box.bottom);
  return Math.hypot(dx, dy);
}

/** Whether an undersized target's 24 px circle meets another target (its box, or its own circle when undersized). */
function crowded(target: Target, others: readonly Target[]): boolean {
  const at = centre(target.box);
  return others.some((other) => {
    if (other === target || other.control.contains(target.control) || target.control.contains(other.control))
      return false;
    if (small(other.box)) {
      const there = centre(other.box);
      return Math.hypot(at.x - there.x, at.y - there.y) < MIN - 0.5;
    }
    return distanceTo(at, other.box) < MIN / 2 - 0.25;
  });
}

function describeControl(control: HTMLElement, box: DOMRect): string {
  const name =
    control.getAttribute('aria-label') ??
    control.getAttribute('part') ??
    ((control.textContent ?? '').trim().slice(0, 30) || control.getAttribute('name'));
  const size = `${box.width.toFixed(1)}×${box.height.toFixed(1)}`;
  return `${control.localName}${control.className ? `.${String(control.className).split(' ').join('.')}` : ''} "${name}" ${size}`;
}

/** The controls of `host` that miss WCAG 2.5.8: too small and too close to another target. */
export function undersizedTargets(host: Element): string[] {
  const targets = controlsIn(host.shadowRoot ?? host)
    .map((control) => ({ control, box: boxOf(control) }))
    .filter(({ control, box }) => shown(control, box));
  return targets
    .filter((target) => small(target.box) && !isInlineInSentence(target.control) && crowded(target, targets))
    .map(({ control, box }) => describeControl(control, box));
}

/** Stricter than WCAG: controls under 24 × 24 px even when spaced clear (inline links in a sentence still exempt). */
export function undersizedIgnoringSpacing(host: Element): string[] {
  return controlsIn(host.shadowRoot ?? host)
    .map((control) => ({ control, box: boxOf(control) }))
    .filter(({ control, box }) => shown(control, box) && small(box) && !isInlineInSentence(control))
    .map(({ control, box }) => describeControl(control, box));
}

/** Both measures: WCAG's (size or spacing) and the stricter 24 px for every control. */
export function expectTargets(host: HTMLElement, where: string): void {
  expect(undersizedTargets(host), where).to.deep.equal([]);
  expect(undersizedIgnoringSpacing(host), `${where}: under 24 px even if spaced`).to.deep.equal([]);
}

/** How many shown controls `host` has: a test measuring nothing would pass by accident. */
export const shownControls = (host: Element) =>
  controlsIn(host.shadowRoot ?? host).filter((control) => shown(control, boxOf(control))).length;

export const PHONE = { width: 390, height: 844 };

export async function phoneViewport(): Promise<void> {
  await (await realInput()).setViewport(PHONE);
}

export async function desktopViewport(): Promise<void> {
  await (await realInput()).setViewport({ width: 800, height: 600 });
}
