import type { KeyboardEvent } from 'react';
import { isOwnKey } from '../../core/dom/own-keys';

/**
 * A keydown handler for an element's root: a key that belongs to one of its controls (`isOwnKey`) stops here, at the
 * shadow root where React listens, so a host page listening on `document` (a slide deck) never sees it.
 */
export function keepOwnKeys(event: KeyboardEvent<HTMLElement>): void {
  const target = event.target as HTMLElement;
  const editable =
    target.localName === 'input' ||
    target.localName === 'textarea' ||
    target.localName === 'select' ||
    target.isContentEditable;
  if (isOwnKey(event.key, { localName: target.localName, role: target.getAttribute('role'), editable })) {
    event.stopPropagation();
  }
}
