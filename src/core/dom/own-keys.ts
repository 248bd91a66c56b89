/** What a keydown's target is, as far as deciding whose key it is goes. */
export interface KeyTarget {
  /** The element's local name (`button`, `input`, `a`, …). */
  localName: string;
  /** Its ARIA role attribute, if any. */
  role: string | null;
  /** Whether it takes typed text (an input, textarea, select or contenteditable). */
  editable: boolean;
  /**
   * Whether something of the element that Escape closes is open (a dialog, a menu, a panel), or one of its handlers
   * already took the key (`preventDefault`).
   */
  overlay?: boolean;
}

const TAB_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);
const ACTIVATION_KEYS = new Set(['Enter', ' ']);

/**
 * Whether a key pressed on one of an element's own controls belongs to that control, so it must not reach the host
 * page (a slide deck listens on `document` for arrows, Space, Home/End and Escape): every key typed into a field,
 * Enter and Space on a button or tab, Enter on a link, and the arrows, Home and End on a tab. Tab never: it only
 * moves focus, and whatever else watches it may need it. Escape only while it closes something of the element: else
 * it is the host's, whose own modal (a portal's dialog around a sign-in) closes on it, from a field too.
 */
export function isOwnKey(key: string, target: KeyTarget): boolean {
  if (key === 'Tab') return false;
  if (key === 'Escape') return target.overlay === true;
  if (target.editable) return true;
  const tab = target.role === 'tab';
  const button = tab || target.role === 'button' || target.localName === 'button';
  if (tab && TAB_KEYS.has(key)) return true;
  if (button && ACTIVATION_KEYS.has(key)) return true;
  return target.localName === 'a' && key === 'Enter';
}

const EDITABLE = new Set(['input', 'textarea', 'select']);
/** What of an element Escape closes while it is open, besides what its handlers take: its dialogs and its menus. */
const OVERLAYS = 'dialog[open], sl-dropdown[open]';

/**
 * Stops an element's own keys (`isOwnKey`) at its shadow root, after its own handlers ran (one that closes something
 * on Escape says so with `preventDefault`; a dialog or menu left open counts as well): a page that reads keys on
 * `document` (a slide deck's shortcuts) sees `document.activeElement` as the host, never the field typed into. The
 * real target is the event's first composed node, so fields inside nested shadow roots count too.
 */
export function keepOwnKeys(root: ShadowRoot): void {
  root.addEventListener('keydown', (event) => {
    const target = event.composedPath()[0];
    if (!(event instanceof KeyboardEvent) || !(target instanceof HTMLElement)) return;
    const editable = EDITABLE.has(target.localName) || target.isContentEditable;
    const overlay = event.key === 'Escape' && (event.defaultPrevented || root.querySelector(OVERLAYS) !== null);
    if (isOwnKey(event.key, { localName: target.localName, role: target.getAttribute('role'), editable, overlay })) {
      event.stopPropagation();
    }
  });
}
