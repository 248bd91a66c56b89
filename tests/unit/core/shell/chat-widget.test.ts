// @vitest-environment happy-dom -- uses the DOM (document, window, location, events); the rest of core runs in node.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHAT_POLL,
  CHAT_SCRIPT_ID,
  chatWidgetAllowed,
  chatWidgetSide,
  hideChatWidget,
  removeChatWidget,
  showChatWidget,
} from '../../../../src/core/shell/chat-widget';

// §2 page shell and §6: the chat widget shows on / and /dashboard for users with a national ID, left in RTL,
// right otherwise, hidden elsewhere and removed at logout; §9 position polling up to 10 times at 500 ms.

const URL_ = 'https://chat.example/widget.js';

beforeAll(() => {
  // happy-dom does not load scripts; treat the widget script as loaded instead of logging a failure.
  const happyDOM = (window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } })
    .happyDOM;
  happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
});

function addWidget(): HTMLElement {
  const widget = document.createElement('div');
  widget.setAttribute('data-academy-chat-widget', '');
  widget.hidden = true;
  document.body.append(widget);
  return widget;
}

const scripts = () => document.querySelectorAll(`script#${CHAT_SCRIPT_ID}`);

describe('chatWidgetAllowed', () => {
  it.each(['/', '/dashboard', '/dashboard/'])('allows %s for a user with a national ID', (path) => {
    expect(chatWidgetAllowed(path, '784-1990-1234567-1')).toBe(true);
  });

  it.each(['/profile/settings', '/support/tickets', '/auth/login', '/dashboard/extra', '/content/dynamic-button/1'])(
    'refuses %s',
    (path) => {
      expect(chatWidgetAllowed(path, '784')).toBe(false);
    },
  );

  it.each([null, undefined, '', '   '])('refuses a user whose national ID is %j', (nid) => {
    expect(chatWidgetAllowed('/dashboard', nid)).toBe(false);
    expect(chatWidgetAllowed('/', nid)).toBe(false);
  });
});

describe('chatWidgetSide', () => {
  it('is left for right-to-left and right otherwise', () => {
    expect(chatWidgetSide('rtl')).toBe('left');
    expect(chatWidgetSide('ltr')).toBe('right');
  });
});

describe('showChatWidget, hideChatWidget and removeChatWidget', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = '';
  });
  afterEach(() => {
    removeChatWidget();
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('adds the configured script once', () => {
    showChatWidget(URL_, 'ltr');
    showChatWidget(URL_, 'rtl');
    expect(scripts()).toHaveLength(1);
    const script = scripts()[0] as HTMLScriptElement;
    expect(script.src).toBe(URL_);
    expect(script.async).toBe(true);
  });

  it('places the widget on the left in right-to-left layout and shows it', () => {
    const widget = addWidget();
    widget.style.right = '20px';
    showChatWidget(URL_, 'rtl');
    expect(widget.style.left).toBe('20px');
    expect(widget.style.right).toBe('');
    expect(widget.hidden).toBe(false);
  });

  it('places the widget on the right in left-to-right layout', () => {
    const widget = addWidget();
    widget.style.left = '20px';
    showChatWidget(URL_, 'ltr');
    expect(widget.style.right).toBe('20px');
    expect(widget.style.left).toBe('');
  });

  it('moves the widget when the direction changes', () => {
    const widget = addWidget();
    showChatWidget(URL_, 'ltr');
    showChatWidget(URL_, 'rtl');
    expect(widget.style.left).toBe('20px');
    expect(widget.style.right).toBe('');
  });

  it('polls every 500 ms until the third-party widget appears', () => {
    expect(CHAT_POLL).toEqual({ attempts: 10, intervalMs: 500 });
    showChatWidget(URL_, 'rtl');
    vi.advanceTimersByTime(1200);
    const widget = addWidget();
    expect(widget.hidden).toBe(true);
    vi.advanceTimersByTime(300);
    expect(widget.hidden).toBe(false);
    expect(widget.style.left).toBe('20px');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('gives up after 10 attempts', () => {
    showChatWidget(URL_, 'ltr');
    vi.advanceTimersByTime(CHAT_POLL.intervalMs * (CHAT_POLL.attempts - 1));
    expect(vi.getTimerCount()).toBe(0);
    const late = addWidget();
    vi.advanceTimersByTime(5000);
    expect(late.hidden).toBe(true);
  });

  it('hides the widget elsewhere but keeps it loaded', () => {
    const widget = addWidget();
    showChatWidget(URL_, 'ltr');
    hideChatWidget();
    expect(widget.hidden).toBe(true);
    expect(widget.isConnected).toBe(true);
    expect(scripts()).toHaveLength(1);
  });

  it('stops polling when hidden', () => {
    showChatWidget(URL_, 'ltr');
    hideChatWidget();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('removes the script and the widget at logout, and can load again afterwards', () => {
    const widget = addWidget();
    showChatWidget(URL_, 'ltr');
    removeChatWidget();
    expect(scripts()).toHaveLength(0);
    expect(widget.isConnected).toBe(false);
    expect(document.querySelector('[data-academy-chat-widget]')).toBeNull();
    showChatWidget(URL_, 'ltr');
    expect(scripts()).toHaveLength(1);
  });

  it('stops polling when removed', () => {
    showChatWidget(URL_, 'ltr');
    removeChatWidget();
    // Only nanostores' 1 s unmount delay of the token watch may remain; no 500 ms poll.
    vi.advanceTimersByTime(1000);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('hiding a widget that styles itself inline', () => {
  it('adds one constructed document sheet (no inline <style>) so the hidden attribute beats inline display, removed with the widget', async () => {
    const { showChatWidget, removeChatWidget, CHAT_SHEET_KEY, CHAT_WIDGET_SELECTOR } =
      await import('../../../../src/core/shell/chat-widget');
    const { documentSheetText } = await import('../../../../src/core/dom/document-sheets');
    showChatWidget('/chat.js', 'ltr');
    showChatWidget('/chat.js', 'ltr');
    expect(document.adoptedStyleSheets).toHaveLength(1);
    expect(documentSheetText(CHAT_SHEET_KEY)?.replace(/\s/g, '').replace(/;}/g, '}')).toBe(
      `${CHAT_WIDGET_SELECTOR}[hidden]{display:none!important}`.replace(/\s/g, ''),
    );
    expect(document.querySelector('style')).toBeNull();
    removeChatWidget();
    expect(documentSheetText(CHAT_SHEET_KEY)).toBeUndefined();
    expect(document.adoptedStyleSheets).toHaveLength(0);
  });
});

describe('room at the page end for the shown widget (#29 item 13)', () => {
  it("pads the page's end by the widget's top edge to the viewport's bottom plus a gap; hiding and removing drop it", async () => {
    const { CHAT_ROOM_GAP_PX, CHAT_ROOM_KEY } = await import('../../../../src/core/shell/chat-widget');
    const { documentSheetText } = await import('../../../../src/core/dom/document-sheets');
    const widget = addWidget();
    // A 56 px launcher 20 px above the bottom of an 844 px viewport (happy-dom does no layout).
    vi.spyOn(widget, 'getBoundingClientRect').mockReturnValue(new DOMRect(314, 768, 56, 56));
    vi.spyOn(document.documentElement, 'clientHeight', 'get').mockReturnValue(844);
    showChatWidget(URL_, 'ltr');
    const room = 844 - 768 + CHAT_ROOM_GAP_PX;
    expect(documentSheetText(CHAT_ROOM_KEY)?.replace(/\s/g, '')).toBe(
      `:root{padding-block-end:${room}px;scroll-padding-block-end:${room}px;}`,
    );
    hideChatWidget();
    expect(documentSheetText(CHAT_ROOM_KEY)).toBeUndefined();
    showChatWidget(URL_, 'rtl');
    expect(documentSheetText(CHAT_ROOM_KEY)).toContain(`${room}px`);
    removeChatWidget();
    expect(documentSheetText(CHAT_ROOM_KEY)).toBeUndefined();
    vi.restoreAllMocks();
  });
});
