import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $config } from '../../core/config/config';
import type { Direction } from '../../core/locale/locale-store';
import { chatWidgetAllowed, hideChatWidget, showChatWidget } from '../../core/shell/chat-widget';

/**
 * Shows the third-party chat widget on / and /dashboard for a signed-in user with a national ID,
 * on the side the layout direction asks for; hides it everywhere else (core removes it when the session ends).
 */
export function useChatWidget(
  signedIn: boolean,
  pathname: string,
  nid: string | null | undefined,
  dir: Direction,
): void {
  const { chatWidgetUrl } = useStore($config);
  const show = signedIn && !!chatWidgetUrl && chatWidgetAllowed(pathname, nid);
  useEffect(() => {
    if (show && chatWidgetUrl) showChatWidget(chatWidgetUrl, dir);
    else hideChatWidget();
  }, [show, chatWidgetUrl, dir]);
  useEffect(() => () => hideChatWidget(), []);
}
