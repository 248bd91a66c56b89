import type { AcademyEventDetail, AcademyEventName } from './event-map';

/**
 * Dispatches a typed Academy event: bubbles and composed so hosts can listen anywhere above the element.
 * Returns false when a listener called preventDefault() on a cancelable event.
 */
export function emit<K extends AcademyEventName>(
  target: EventTarget,
  name: K,
  detail: AcademyEventDetail<K>,
  options: { cancelable?: boolean } = {},
): boolean {
  const event = new CustomEvent(name, {
    detail,
    bubbles: true,
    composed: true,
    cancelable: options.cancelable ?? false,
  });
  return target.dispatchEvent(event);
}

/** Where page-wide events (session expiry) are dispatched when no element is at hand. */
export function pageTarget(): EventTarget | null {
  return typeof document === 'undefined' ? null : document;
}
