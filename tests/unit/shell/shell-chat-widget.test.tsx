import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $config } from '../../../src/core/config/config';
import { navigate } from '../../../src/core/navigation/navigate';
import type * as chatWidget from '../../../src/core/shell/chat-widget';
import { hideChatWidget, removeChatWidget, showChatWidget } from '../../../src/core/shell/chat-widget';
import { SIGN_OUT } from '../../../src/react/shell/profile-menu';
import { $, click, mountShell, seedSession, selectMenuItem, signedIn, stubApi, unmountAll, USER } from './helpers';

// Files share modules in this worker (isolate: false): load them afresh so the mock below reaches every importer, and
// again afterwards so no later file gets the mocked ones.
vi.hoisted(() => vi.resetModules());
afterAll(() => {
  vi.doUnmock('../../../src/core/shell/chat-widget');
  vi.resetModules();
});

// The DOM work (script tag, polling, placement) is core's and tested there; here: when the shell asks for it.
vi.mock('../../../src/core/shell/chat-widget', async (importOriginal) => {
  const original = await importOriginal<typeof chatWidget>();
  return { ...original, showChatWidget: vi.fn(), hideChatWidget: vi.fn(), removeChatWidget: vi.fn() };
});

const URL = 'https://chat.example/widget.js';
const show = vi.mocked(showChatWidget);
const hide = vi.mocked(hideChatWidget);
const remove = vi.mocked(removeChatWidget);

beforeEach(() => {
  show.mockClear();
  hide.mockClear();
  remove.mockClear();
  $config.set({ ...$config.get(), chatWidgetUrl: URL });
});

afterEach(async () => {
  await unmountAll();
  vi.unstubAllGlobals();
  $config.set({ ...$config.get(), chatWidgetUrl: null });
});

describe('academy-shell: chat widget', () => {
  it('shows on /dashboard for a user with a national ID, on the side of the layout direction', async () => {
    seedSession({ roles: ['learner'] });
    stubApi({ roles: ['learner'] });
    const shell = await mountShell();
    await signedIn(shell);
    await vi.waitFor(() => expect(show).toHaveBeenLastCalledWith(URL, 'ltr'));
    click($(shell, '[data-action="language"]'));
    await vi.waitFor(() => expect(show).toHaveBeenLastCalledWith(URL, 'rtl'));
  });

  it('shows on / too and hides when the user moves elsewhere', async () => {
    seedSession({ roles: ['learner'], path: '/' });
    stubApi({ roles: ['learner'] });
    const shell = await mountShell();
    await signedIn(shell);
    await vi.waitFor(() => expect(show).toHaveBeenCalledTimes(1));
    navigate(document, '/support/tickets');
    await vi.waitFor(() => expect(hide).toHaveBeenCalled());
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('stays hidden for a user without a national ID', async () => {
    const user = { ...USER, nid: '' };
    seedSession({ roles: ['learner'], user });
    stubApi({ roles: ['learner'], user });
    const shell = await mountShell();
    await signedIn(shell);
    await vi.waitFor(() => expect(hide).toHaveBeenCalled());
    expect(show).not.toHaveBeenCalled();
  });

  it('stays off when no widget URL is configured', async () => {
    $config.set({ ...$config.get(), chatWidgetUrl: null });
    seedSession({ roles: ['learner'] });
    stubApi({ roles: ['learner'] });
    const shell = await mountShell();
    await signedIn(shell);
    await vi.waitFor(() => expect(hide).toHaveBeenCalled());
    expect(show).not.toHaveBeenCalled();
  });

  it('is removed at sign-out', async () => {
    // The real show wires core's removal on session end; a data: URL keeps the script local.
    const real = await vi.importActual<typeof chatWidget>('../../../src/core/shell/chat-widget');
    show.mockImplementation((_url, dir) => real.showChatWidget('data:text/javascript,', dir));
    seedSession({ roles: ['learner'] });
    stubApi({ roles: ['learner'] });
    const shell = await mountShell();
    await signedIn(shell);
    await vi.waitFor(() => expect(show).toHaveBeenCalled());
    const widget = document.createElement('div');
    widget.setAttribute('data-academy-chat-widget', '');
    document.body.append(widget);
    selectMenuItem(shell, SIGN_OUT);
    await vi.waitFor(() => expect(shell.navigations).toEqual(['/auth/login']));
    // Core removes the widget itself when the session ends (the mock only replaces the exported functions).
    expect(document.querySelector('[data-academy-chat-widget]')).toBeNull();
    show.mockReset();
  });
});
