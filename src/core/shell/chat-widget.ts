import { adoptDocumentSheet, dropDocumentSheet } from '../dom/document-sheets';
import type { Direction } from '../locale/locale-store';
import { $token } from '../session/storage';

/** Marks the script we add and the widget root the third-party script creates. */
export const CHAT_SCRIPT_ID = 'academy-chat-widget-script';
export const CHAT_SHEET_KEY = 'academy-chat-widget';
/** The sheet that keeps room at the page's end for the shown widget (#29 item 13). */
export const CHAT_ROOM_KEY = 'academy-chat-widget-room';
/** Space between the page's last content and the widget's top edge. */
export const CHAT_ROOM_GAP_PX = 8;
export const CHAT_WIDGET_SELECTOR = '[data-academy-chat-widget]';
/** Position polling (§9): up to 10 tries, 500 ms apart, while the third-party widget builds itself. */
export const CHAT_POLL = { attempts: 10, intervalMs: 500 } as const;

/** Shown on / and /dashboard only, and only for a user with a national ID (§2, §6). */
export function chatWidgetAllowed(pathname: string, nid: string | null | undefined): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return (path === '/' || path === '/dashboard') && !!nid?.trim();
}

/** Left in right-to-left layout, right otherwise. */
export function chatWidgetSide(dir: Direction): 'left' | 'right' {
  return dir === 'rtl' ? 'left' : 'right';
}

function widgets(): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>(CHAT_WIDGET_SELECTOR));
}

function place(widget: HTMLElement, dir: Direction): void {
  const side = chatWidgetSide(dir);
  widget.style.setProperty(side, '20px');
  widget.style.removeProperty(side === 'left' ? 'right' : 'left');
  widget.hidden = false;
  makeRoom(widget);
}

/**
 * Pads the page's end by the fixed widget's height, offset and a gap, so scrolled to the bottom the widget covers
 * none of the footer on a phone, and a control focused there is scrolled clear of it (WCAG 2.4.11).
 */
function makeRoom(widget: HTMLElement): void {
  const { top, height } = widget.getBoundingClientRect();
  dropDocumentSheet(CHAT_ROOM_KEY);
  if (!height) return;
  const room = Math.ceil(document.documentElement.clientHeight - top) + CHAT_ROOM_GAP_PX;
  adoptDocumentSheet(CHAT_ROOM_KEY, `:root{padding-block-end:${room}px;scroll-padding-block-end:${room}px}`);
}

let pollTimer: ReturnType<typeof setTimeout> | undefined;
let stopWatchingToken: (() => void) | undefined;

/** Third-party widgets style their root inline (display: grid …), which would beat the `hidden` attribute. */
function ensureHiddenWins(): void {
  adoptDocumentSheet(CHAT_SHEET_KEY, `${CHAT_WIDGET_SELECTOR}[hidden]{display:none!important}`);
}

/** Loads the widget script once, then keeps trying to place the widget on the correct side. */
export function showChatWidget(url: string, dir: Direction): void {
  ensureHiddenWins();
  // Whoever loads the widget also removes it when the session ends (logout or 401), even if the shell is gone.
  stopWatchingToken ??= $token.listen((token) => {
    if (!token) removeChatWidget();
  });
  if (!document.getElementById(CHAT_SCRIPT_ID)) {
    const script = document.createElement('script');
    script.id = CHAT_SCRIPT_ID;
    script.src = url;
    script.async = true;
    document.body.append(script);
  }
  clearTimeout(pollTimer);
  let attempt = 0;
  const tick = () => {
    const found = widgets();
    found.forEach((widget) => place(widget, dir));
    if (!found.length && ++attempt < CHAT_POLL.attempts) pollTimer = setTimeout(tick, CHAT_POLL.intervalMs);
  };
  tick();
}

/** Hides the widget on pages where it does not belong, keeping it loaded. */
export function hideChatWidget(): void {
  clearTimeout(pollTimer);
  dropDocumentSheet(CHAT_ROOM_KEY);
  widgets().forEach((widget) => (widget.hidden = true));
}

/** Removes the script and widget entirely (logout, §4). */
export function removeChatWidget(): void {
  if (typeof document === 'undefined') return;
  clearTimeout(pollTimer);
  stopWatchingToken?.();
  stopWatchingToken = undefined;
  document.getElementById(CHAT_SCRIPT_ID)?.remove();
  dropDocumentSheet(CHAT_SHEET_KEY);
  dropDocumentSheet(CHAT_ROOM_KEY);
  widgets().forEach((widget) => widget.remove());
}
