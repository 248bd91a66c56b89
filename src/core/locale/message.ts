import type { MessageKey } from './i18n';

/** A user-visible message: a dictionary key (re-translated on language change) or server text shown as is. */
export type Message = { key: MessageKey; params?: Record<string, string | number> } | { text: string };

export function isKeyMessage(
  message: Message,
): message is { key: MessageKey; params?: Record<string, string | number> } {
  return 'key' in message;
}
